// hedra opt kernels/mgs_qr/mgs_qr.c
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
/* hedra opt: generated from the #pragma scop region at line 50 */
  {
    int c0, c1, c2, c3, c4;
    (void)k;
    (void)i;
    (void)j;
    #pragma omp parallel for private(c1)
    for (c0 = 0; c0 <= _PB_N - 2; c0++)
      #pragma omp simd
      for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
        R[c0][c1] = SCALAR_VAL(0.0);
    for (c0 = 0; c0 <= _PB_N - 1; c0++) {
      norm2 = SCALAR_VAL(0.0);
      for (c1 = 0; c1 <= _PB_M - 1; c1++)
        norm2 += A[c1][c0] * A[c1][c0];
      R[c0][c0] = SQRT_FUN(norm2);
      #pragma omp parallel for
      for (c1 = 0; c1 <= _PB_M - 1; c1++)
        Q[c1][c0] = A[c1][c0] / R[c0][c0];
      #pragma omp parallel for private(c2, c3, c4)
      for (c1 = ceild(c0 - 30, 32); c1 <= floord(_PB_N - 1, 32); c1++)
        for (c2 = 0; c2 <= floord(_PB_M - 1, 32); c2++)
          for (c3 = 32 * c2; c3 <= min(32 * c2 + 31, _PB_M - 1); c3++)
            #pragma omp simd
            for (c4 = max(c0 + 1, 32 * c1); c4 <= min(32 * c1 + 31, _PB_N - 1); c4++)
              R[c0][c4] += Q[c3][c0] * A[c3][c4];
      #pragma omp parallel for private(c2, c3, c4)
      for (c1 = ceild(c0 - 30, 32); c1 <= floord(_PB_N - 1, 32); c1++)
        for (c2 = 0; c2 <= floord(_PB_M - 1, 32); c2++)
          for (c3 = 32 * c2; c3 <= min(32 * c2 + 31, _PB_M - 1); c3++)
            #pragma omp simd
            for (c4 = max(c0 + 1, 32 * c1); c4 <= min(32 * c1 + 31, _PB_N - 1); c4++)
              A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
    }
  }
