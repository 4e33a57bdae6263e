// hedra opt kernels/syrk/syrk.c
/* hedra opt: generated from the #pragma scop region at line 44 */
  {
    int c0, c1, c2;
    (void)i;
    (void)j;
    (void)k;
    for (c0 = 0; c0 <= _PB_N - 1; c0++)
      for (c1 = 0; c1 <= c0; c1++) {
        C[c0][c1] = beta * C[c0][c1];
        for (c2 = 0; c2 <= _PB_M - 1; c2++)
          C[c0][c1] += alpha * A[c0][c2] * A[c1][c2];
      }
  }
