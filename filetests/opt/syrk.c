// test opt
// input: ../../kernels/syrk/syrk.c
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
#ifndef HEDRA_OUTLINED
#if defined(__GNUC__)
#define HEDRA_OUTLINED static __attribute__((noinline))
#else
#define HEDRA_OUTLINED static
#endif
#endif
/* hedra opt: version 1 of 3 of the region at line 44 of kernel_syrk, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                        DATA_TYPE A[N][M])
{
  (void)n;
  (void)m;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
        for (c1 = 0; c1 <= c0; c1++) {
          if (((double)max((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1, 0) * ((double)max((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1, 0) + (double)max((min(_PB_M - 1, 31)) - (1) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (0) + 1, 0))) >= 4096.0) {
            #pragma omp parallel for private(c3, c4)
            for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++) {
              if (_PB_M >= 1)
                #pragma omp simd
                for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++) {
                  C[c2][c3] = beta * C[c2][c3];
                  C[c2][c3] += alpha * A[c2][0] * A[c3][0];
                }
              if (_PB_M <= 0)
                #pragma omp simd
                for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++)
                  C[c2][c3] = beta * C[c2][c3];
              for (c3 = 1; c3 <= min(_PB_M - 1, 31); c3++)
                #pragma omp simd
                for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, c2); c4++)
                  C[c2][c4] += alpha * A[c2][c3] * A[c4][c3];
            }
          } else {
            for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++) {
              if (_PB_M >= 1)
                #pragma omp simd
                for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++) {
                  C[c2][c3] = beta * C[c2][c3];
                  C[c2][c3] += alpha * A[c2][0] * A[c3][0];
                }
              if (_PB_M <= 0)
                #pragma omp simd
                for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++)
                  C[c2][c3] = beta * C[c2][c3];
              for (c3 = 1; c3 <= min(_PB_M - 1, 31); c3++)
                #pragma omp simd
                for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, c2); c4++)
                  C[c2][c4] += alpha * A[c2][c3] * A[c4][c3];
            }
          }
          for (c2 = 1; c2 <= floord(_PB_M - 1, 32); c2++) {
            if (((double)max((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (32) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (0) + 1, 0)) >= 4096.0) {
              #pragma omp parallel for private(c4, c5)
              for (c3 = 32 * c0; c3 <= min(_PB_N - 1, 32 * c0 + 31); c3++)
                for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_M - 1); c4++)
                  #pragma omp simd
                  for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, c3); c5++)
                    C[c3][c5] += alpha * A[c3][c4] * A[c5][c4];
            } else {
              for (c3 = 32 * c0; c3 <= min(_PB_N - 1, 32 * c0 + 31); c3++)
                for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_M - 1); c4++)
                  #pragma omp simd
                  for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, c3); c5++)
                    C[c3][c5] += alpha * A[c3][c4] * A[c5][c4];
            }
          }
        }
    }
}
/* hedra opt: generated from the #pragma scop region at line 44 */
  {
    if ((((double)max((_PB_N - 1) - (0) + 1, 0) * ((double)max((_PB_N - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_M - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = 0; c0 <= _PB_N - 1; c0++)
          for (c1 = 0; c1 <= c0; c1++) {
            C[c0][c1] = beta * C[c0][c1];
            if (_PB_M >= 1)
              {
                DATA_TYPE r0 = C[c0][c1];
                for (c2 = 0; c2 <= _PB_M - 1; c2++)
                  r0 += alpha * A[c0][c2] * A[c1][c2];
                C[c0][c1] = r0;
              }
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
    #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
    #else
        const long long hedra_threads = 1;
    #endif
        if (((floord(_PB_N - 1, 32)) - (0) + 1 < hedra_threads) && ((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1 < hedra_threads))
        { /* version 2 of 3: loop c2 stays sequential */
          {
            int c0, c1, c2, c3, c4, c5;
            (void)i;
            (void)j;
            (void)k;
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
              for (c1 = 0; c1 <= c0; c1++) {
                for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++) {
                  if (_PB_M >= 1)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++) {
                      C[c2][c3] = beta * C[c2][c3];
                      C[c2][c3] += alpha * A[c2][0] * A[c3][0];
                    }
                  if (_PB_M <= 0)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++)
                      C[c2][c3] = beta * C[c2][c3];
                  for (c3 = 1; c3 <= min(_PB_M - 1, 31); c3++)
                    #pragma omp simd
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, c2); c4++)
                      C[c2][c4] += alpha * A[c2][c3] * A[c4][c3];
                }
                for (c2 = 1; c2 <= floord(_PB_M - 1, 32); c2++)
                  for (c3 = 32 * c0; c3 <= min(_PB_N - 1, 32 * c0 + 31); c3++)
                    for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_M - 1); c4++)
                      #pragma omp simd
                      for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, c3); c5++)
                        C[c3][c5] += alpha * A[c3][c4] * A[c5][c4];
              }
          }
        }
        else if (((floord(_PB_N - 1, 32)) - (0) + 1 < hedra_threads))
        { /* version 1 of 3: loop c0 stays sequential */
          { (void)i; (void)j; (void)k; hedra_version_0(n, m, alpha, beta, C, A); }
        }
        else { /* version 0 of 3: the decisions as taken */
          {
            int c0, c1, c2, c3, c4, c5;
            (void)i;
            (void)j;
            (void)k;
            #pragma omp parallel for private(c1, c2, c3, c4, c5)
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
              for (c1 = 0; c1 <= c0; c1++) {
                for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++) {
                  if (_PB_M >= 1)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++) {
                      C[c2][c3] = beta * C[c2][c3];
                      C[c2][c3] += alpha * A[c2][0] * A[c3][0];
                    }
                  if (_PB_M <= 0)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(c2, 32 * c1 + 31); c3++)
                      C[c2][c3] = beta * C[c2][c3];
                  for (c3 = 1; c3 <= min(_PB_M - 1, 31); c3++)
                    #pragma omp simd
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, c2); c4++)
                      C[c2][c4] += alpha * A[c2][c3] * A[c4][c3];
                }
                for (c2 = 1; c2 <= floord(_PB_M - 1, 32); c2++)
                  for (c3 = 32 * c0; c3 <= min(_PB_N - 1, 32 * c0 + 31); c3++)
                    for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_M - 1); c4++)
                      #pragma omp simd
                      for (c5 = 32 * c1; c5 <= min(32 * c1 + 31, c3); c5++)
                        C[c3][c5] += alpha * A[c3][c4] * A[c5][c4];
              }
          }
        }
      }
    }
  }
