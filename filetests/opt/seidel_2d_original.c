// test opt
// input: ../../kernels/seidel_2d/seidel_2d.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 37 */
  {
    int c0, c1, c2;
    (void)t;
    (void)i;
    (void)j;
    for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++)
      for (c1 = 1; c1 <= _PB_N - 2; c1++)
        for (c2 = 1; c2 <= _PB_N - 2; c2++)
          A[c1][c2] = (SCALAR_VAL(4.0) * A[c1][c2] + SCALAR_VAL(2.0) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]) + A[c1 - 1][c2 - 1] + A[c1 - 1][c2 + 1] + A[c1 + 1][c2 - 1] + A[c1 + 1][c2 + 1]) / SCALAR_VAL(16.0);
  }
