// hedra opt kernels/mm_chain2/mm_chain2.c
/* hedra opt: generated from the #pragma scop region at line 61 */
  {
    int c0, c1, c2;
    (void)i;
    (void)j;
    (void)k;
    for (c0 = 0; c0 <= _PB_NI - 1; c0++)
      for (c1 = 0; c1 <= _PB_NJ - 1; c1++) {
        T[c0][c1] = SCALAR_VAL(0.0);
        for (c2 = 0; c2 <= _PB_NK - 1; c2++)
          T[c0][c1] += A[c0][c2] * B[c2][c1];
      }
    for (c0 = 0; c0 <= _PB_NI - 1; c0++)
      for (c1 = 0; c1 <= _PB_NL - 1; c1++) {
        D[c0][c1] = beta * D[c0][c1];
        for (c2 = 0; c2 <= _PB_NJ - 1; c2++)
          D[c0][c1] += alpha * T[c0][c2] * C[c2][c1];
      }
  }
