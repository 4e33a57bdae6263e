// hedra opt kernels/trmm/trmm.c
/* hedra opt: generated from the #pragma scop region at line 47 */
  {
    int c0, c1, c2;
    (void)i;
    (void)j;
    (void)k;
    for (c0 = -_PB_M + 1; c0 <= 0; c0++)
      for (c1 = 0; c1 <= _PB_N - 1; c1++) {
        B[(-c0)][c1] = L[(-c0)][(-c0)] * B[(-c0)][c1];
        for (c2 = 0; c2 <= -c0 - 1; c2++)
          B[(-c0)][c1] += L[(-c0)][c2] * B[c2][c1];
        B[(-c0)][c1] = alpha * B[(-c0)][c1];
      }
  }
