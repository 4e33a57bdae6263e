// test opt
// input: ../../kernels/gemm/gemm.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 53 */
  {
    int c0, c1, c2;
    (void)i;
    (void)j;
    (void)k;
    for (c0 = 0; c0 <= _PB_NI - 1; c0++)
      for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
        C[c0][c1] = beta * C[c0][c1];
    if (_PB_NK >= 1)
      for (c0 = 0; c0 <= _PB_NI - 1; c0++)
        for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
          {
            DATA_TYPE r0 = C[c0][c1];
            for (c2 = 0; c2 <= _PB_NK - 1; c2++)
              r0 += alpha * A[c0][c2] * B[c2][c1];
            C[c0][c1] = r0;
          }
  }
