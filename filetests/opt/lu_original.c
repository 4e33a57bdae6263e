// test opt
// input: ../../kernels/lu/lu.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 37 */
  {
    int c0, c1, c2;
    (void)k;
    (void)i;
    (void)j;
    for (c0 = 0; c0 <= _PB_N - 2; c0++) {
      for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
        A[c1][c0] = A[c1][c0] / A[c0][c0];
      for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
        for (c2 = c0 + 1; c2 <= _PB_N - 1; c2++)
          A[c1][c2] -= A[c1][c0] * A[c0][c2];
    }
  }
