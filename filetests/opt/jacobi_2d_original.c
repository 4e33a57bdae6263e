// test opt
// input: ../../kernels/jacobi_2d/jacobi_2d.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 40 */
  {
    int c0, c1, c2;
    (void)t;
    (void)i;
    (void)j;
    for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++) {
      for (c1 = 1; c1 <= _PB_N - 2; c1++)
        for (c2 = 1; c2 <= _PB_N - 2; c2++)
          B[c1][c2] = SCALAR_VAL(0.5) * A[c1][c2] + SCALAR_VAL(0.125) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]);
      for (c1 = 1; c1 <= _PB_N - 2; c1++)
        for (c2 = 1; c2 <= _PB_N - 2; c2++)
          A[c1][c2] = SCALAR_VAL(0.5) * B[c1][c2] + SCALAR_VAL(0.125) * (B[c1 - 1][c2] + B[c1 + 1][c2] + B[c1][c2 - 1] + B[c1][c2 + 1]);
    }
  }
