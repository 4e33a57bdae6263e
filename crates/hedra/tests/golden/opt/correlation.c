// hedra opt kernels/correlation/correlation.c
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 42 */
  {
    int c0, c1, c2, c3, c4, c5;
    (void)j;
    (void)k;
    (void)i;
    #pragma omp parallel for
    for (c0 = 0; c0 <= _PB_M - 1; c0++)
      mean[c0] = SCALAR_VAL(0.0);
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_M - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_N - 1, 32); c1++)
        for (c2 = 32 * c1; c2 <= min(_PB_N - 1, 32 * c1 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c0; c3 <= min(_PB_M - 1, 32 * c0 + 31); c3++)
            mean[c3] += data[c2][c3];
    #pragma omp parallel for
    for (c0 = 0; c0 <= _PB_M - 1; c0++) {
      mean[c0] = mean[c0] / count;
      sd[c0] = SCALAR_VAL(0.0);
    }
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_M - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_N - 1, 32); c1++)
        for (c2 = 32 * c1; c2 <= min(_PB_N - 1, 32 * c1 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c0; c3 <= min(_PB_M - 1, 32 * c0 + 31); c3++)
            sd[c3] += (data[c2][c3] - mean[c3]) * (data[c2][c3] - mean[c3]);
    #pragma omp parallel for
    for (c0 = 0; c0 <= _PB_M - 1; c0++)
      sd[c0] = SQRT_FUN(sd[c0] / count);
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
          #pragma omp simd
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
            data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
    #pragma omp parallel for
    for (c0 = 0; c0 <= _PB_M - 1; c0++)
      corr[c0][c0] = SCALAR_VAL(1.0);
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
      for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(32 * c1 + 30, _PB_M - 2)); c2++)
          #pragma omp simd
          for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
            corr[c2][c3] = SCALAR_VAL(0.0);
    #pragma omp parallel for private(c1, c2, c3, c4, c5)
    for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
      for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
        for (c2 = 0; c2 <= floord(_PB_N - 1, 32); c2++)
          for (c3 = 32 * c0; c3 <= min(32 * c0 + 31, min(32 * c1 + 30, _PB_M - 2)); c3++)
            for (c4 = 32 * c2; c4 <= min(_PB_N - 1, 32 * c2 + 31); c4++)
              #pragma omp simd
              for (c5 = max(c3 + 1, 32 * c1); c5 <= min(_PB_M - 1, 32 * c1 + 31); c5++)
                corr[c3][c5] += data[c4][c3] * data[c4][c5];
    #pragma omp parallel for private(c1, c2, c3)
    for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
      for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(32 * c1 + 30, _PB_M - 2)); c2++)
          #pragma omp simd
          for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
            corr[c3][c2] = corr[c2][c3];
  }
