// hedra opt kernels/jacobi_1d/jacobi_1d.c
/* hedra opt: generated from the #pragma scop region at line 41 */
  {
    int c0, c1;
    (void)t;
    (void)i;
    for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++) {
      for (c1 = 1; c1 <= _PB_N - 2; c1++)
        B[c1] = SCALAR_VAL(0.25) * A[c1 - 1] + SCALAR_VAL(0.5) * A[c1] + SCALAR_VAL(0.25) * A[c1 + 1];
      for (c1 = 1; c1 <= _PB_N - 2; c1++)
        A[c1] = SCALAR_VAL(0.25) * B[c1 - 1] + SCALAR_VAL(0.5) * B[c1] + SCALAR_VAL(0.25) * B[c1 + 1];
    }
  }
