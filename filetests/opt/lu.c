// test opt
// input: ../../kernels/lu/lu.c
// expected:
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
#ifndef HEDRA_OUTLINED
#if defined(__GNUC__)
#define HEDRA_OUTLINED static __attribute__((noinline))
#else
#define HEDRA_OUTLINED static
#endif
#endif
/* hedra opt: version 0 of 2 of the region at line 37 of kernel_lu, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, DATA_TYPE A[N][N])
{
  (void)n;
  {
  #ifdef _OPENMP
      extern int omp_get_max_threads(void);
      const long long hedra_threads = omp_get_max_threads();
  #else
      const long long hedra_threads = 1;
  #endif
      if (((min(floord(_PB_N - 1, 32), floord(_PB_N - 2, 16))) - (floord(1, 2)) + 1 < hedra_threads) && ((min(_PB_N - 1, min(32 * floord(_PB_N - 1, 32) + 31, 32 * floord(_PB_N - 2, 16) + 31))) - (max(-32 * floord(_PB_N - 1, 32) + 1, max(-32 * floord(_PB_N - 2, 16) + 1, 32 * floord(1, 2)))) + 1 < hedra_threads))
      { /* version 2 of 3: loop c3 stays sequential */
        {
          int c0, c1, c2, c3, c4, c5;
          for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++)
            for (c1 = ceild(c0, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(_PB_N - 2, min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30)); c2++)
                for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= min(32 * c0 - 32 * c1 + 31, _PB_N - 1); c4++)
                    A[c3][c4] -= A[c3][c2] * A[c2][c4];
                }
              for (c2 = c0 - c1 + 1; c2 <= floord(_PB_N - 1, 32); c2++)
                for (c3 = 32 * c0 - 32 * c1; c3 <= min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30); c3++)
                  for (c4 = max(c3 + 1, 32 * c1); c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                    for (c5 = 32 * c2; c5 <= min(32 * c2 + 31, _PB_N - 1); c5++)
                      A[c4][c5] -= A[c4][c3] * A[c3][c5];
            }
        }
      }
      else if (((min(floord(_PB_N - 1, 32), floord(_PB_N - 2, 16))) - (floord(1, 2)) + 1 < hedra_threads))
      { /* version 1 of 3: loop c1 stays sequential */
        {
          int c0, c1, c2, c3, c4, c5;
          for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++)
            for (c1 = ceild(c0, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(_PB_N - 2, min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30)); c2++) {
                if (_PB_N > 49) {
                  #pragma omp parallel for private(c4)
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= min(32 * c0 - 32 * c1 + 31, _PB_N - 1); c4++)
                      A[c3][c4] -= A[c3][c2] * A[c2][c4];
                  }
                } else {
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= min(32 * c0 - 32 * c1 + 31, _PB_N - 1); c4++)
                      A[c3][c4] -= A[c3][c2] * A[c2][c4];
                  }
                }
              }
              for (c2 = c0 - c1 + 1; c2 <= floord(_PB_N - 1, 32); c2++)
                for (c3 = 32 * c0 - 32 * c1; c3 <= min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30); c3++) {
                  if (_PB_N > 63) {
                    #pragma omp parallel for private(c5)
                    for (c4 = max(c3 + 1, 32 * c1); c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(32 * c2 + 31, _PB_N - 1); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c3][c5];
                  } else {
                    for (c4 = max(c3 + 1, 32 * c1); c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(32 * c2 + 31, _PB_N - 1); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c3][c5];
                  }
                }
            }
        }
      }
      else { /* version 0 of 3: the decisions as taken */
        {
          int c0, c1, c2, c3, c4, c5;
          for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++) {
            if (_PB_N > 16) {
              #pragma omp parallel for private(c2, c3, c4, c5)
              for (c1 = ceild(c0, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(_PB_N - 2, min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30)); c2++)
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= min(32 * c0 - 32 * c1 + 31, _PB_N - 1); c4++)
                      A[c3][c4] -= A[c3][c2] * A[c2][c4];
                  }
                for (c2 = c0 - c1 + 1; c2 <= floord(_PB_N - 1, 32); c2++)
                  for (c3 = 32 * c0 - 32 * c1; c3 <= min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30); c3++)
                    for (c4 = max(c3 + 1, 32 * c1); c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(32 * c2 + 31, _PB_N - 1); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c3][c5];
              }
            } else {
              for (c1 = ceild(c0, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(_PB_N - 2, min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30)); c2++)
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= min(32 * c0 - 32 * c1 + 31, _PB_N - 1); c4++)
                      A[c3][c4] -= A[c3][c2] * A[c2][c4];
                  }
                for (c2 = c0 - c1 + 1; c2 <= floord(_PB_N - 1, 32); c2++)
                  for (c3 = 32 * c0 - 32 * c1; c3 <= min(32 * c0 - 32 * c1 + 31, 32 * c1 + 30); c3++)
                    for (c4 = max(c3 + 1, 32 * c1); c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(32 * c2 + 31, _PB_N - 1); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c3][c5];
              }
            }
          }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 37 */
  {
    if (((_PB_N <= 26)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)k;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_N - 2; c0++) {
          for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
            A[c1][c0] = A[c1][c0] / A[c0][c0];
          for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
            for (c2 = c0 + 1; c2 <= _PB_N - 1; c2++)
              A[c1][c2] -= A[c1][c0] * A[c0][c2];
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)k; (void)i; (void)j; hedra_version_0(n, A); }
    }
  }
