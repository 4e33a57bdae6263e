// hedra opt kernels/mm_chain2/mm_chain2.c
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 61 */
  {
    int c0, c1, c2, c3, c4, c5;
    (void)i;
    (void)j;
    (void)k;
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_NI - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_NJ - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(_PB_NI - 1, 32 * c0 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_NJ - 1); c3++)
            T[c2][c3] = SCALAR_VAL(0.0);
    #pragma omp parallel for private(c1, c2, c3, c4, c5)
    for (c0 = 0; c0 <= floord(_PB_NI - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_NJ - 1, 32); c1++)
        for (c2 = 0; c2 <= floord(_PB_NK - 1, 32); c2++)
          for (c3 = 32 * c0; c3 <= min(_PB_NI - 1, 32 * c0 + 31); c3++)
            for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_NK - 1); c4++)
              #pragma omp simd
              for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, _PB_NJ - 1); c5++)
                T[c3][c5] += A[c3][c4] * B[c4][c5];
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_NI - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_NL - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(_PB_NI - 1, 32 * c0 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_NL - 1); c3++)
            D[c2][c3] = beta * D[c2][c3];
    #pragma omp parallel for private(c1, c2, c3, c4, c5)
    for (c0 = 0; c0 <= floord(_PB_NI - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_NL - 1, 32); c1++)
        for (c2 = 0; c2 <= floord(_PB_NJ - 1, 32); c2++)
          for (c3 = 32 * c0; c3 <= min(_PB_NI - 1, 32 * c0 + 31); c3++)
            for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_NJ - 1); c4++)
              #pragma omp simd
              for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, _PB_NL - 1); c5++)
                D[c3][c5] += alpha * T[c3][c4] * C[c4][c5];
  }
