// hedra opt kernels/trmm/trmm.c
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef ceild
#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 47 */
  {
    int c0, c1, c2, c3, c4;
    (void)i;
    (void)j;
    (void)k;
    #pragma omp parallel for private(c1, c2, c3, c4)
    for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
      for (c1 = ceild(-_PB_M - 30, 32); c1 <= 0; c1++)
        for (c2 = max(-_PB_M + 1, 32 * c1); c2 <= min(32 * c1 + 31, 0); c2++)
          for (c3 = 32 * c0; c3 <= min(32 * c0 + 31, _PB_N - 1); c3++) {
            if (c2 <= -1)
              B[(-c2)][c3] = L[(-c2)][(-c2)] * B[(-c2)][c3];
            if (c2 <= -1)
              B[(-c2)][c3] += L[(-c2)][0] * B[0][c3];
            if (c1 == 0)
              B[0][c3] = L[0][0] * B[0][c3];
            for (c4 = 1; c4 <= -c2 - 1; c4++)
              B[(-c2)][c3] += L[(-c2)][c4] * B[c4][c3];
          }
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = ceild(-_PB_M - 30, 32); c0 <= 0; c0++)
      for (c1 = 0; c1 <= floord(_PB_N - 1, 32); c1++)
        for (c2 = max(-_PB_M + 1, 32 * c0); c2 <= min(0, 32 * c0 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_N - 1); c3++)
            B[(-c2)][c3] = alpha * B[(-c2)][c3];
  }
