// test opt
// input: ../../kernels/cholesky/cholesky.c
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
/* hedra opt: version 0 of 4 of the region at line 39 of kernel_cholesky, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, DATA_TYPE A[N][N])
{
  (void)n;
  {
        int c0, c1, c2, c3, c4, c5;
        for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++) {
          if (_PB_N > 16) {
            #pragma omp parallel for private(c2, c3, c4)
            for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                A[c2][c2] = SQRT_FUN(A[c2][c2]);
                for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= c3; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              }
              if (32 * c1 >= _PB_N - 32)
                A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
              if (_PB_N >= 32 * c1 + 33)
                A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
            }
          } else {
            for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                A[c2][c2] = SQRT_FUN(A[c2][c2]);
                for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= c3; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              }
              if (32 * c1 >= _PB_N - 32)
                A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
              if (_PB_N >= 32 * c1 + 33)
                A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
            }
          }
          if (_PB_N > 32) {
            #pragma omp parallel for private(c2, c3, c4, c5)
            for (c1 = ceild(c0 + 1, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
                for (c3 = 32 * c1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= 32 * c0 - 32 * c1 + 31; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              for (c2 = c0 - c1 + 1; c2 <= c1; c2++)
                for (c3 = 32 * c0 - 32 * c1; c3 <= 32 * c0 - 32 * c1 + 31; c3++)
                  for (c4 = 32 * c1; c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                    for (c5 = 32 * c2; c5 <= min(c4, 32 * c2 + 31); c5++)
                      A[c4][c5] -= A[c4][c3] * A[c5][c3];
            }
          } else {
            for (c1 = ceild(c0 + 1, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
                for (c3 = 32 * c1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= 32 * c0 - 32 * c1 + 31; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              for (c2 = c0 - c1 + 1; c2 <= c1; c2++)
                for (c3 = 32 * c0 - 32 * c1; c3 <= 32 * c0 - 32 * c1 + 31; c3++)
                  for (c4 = 32 * c1; c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                    for (c5 = 32 * c2; c5 <= min(c4, 32 * c2 + 31); c5++)
                      A[c4][c5] -= A[c4][c3] * A[c5][c3];
            }
          }
        }
      }
}
/* hedra opt: version 2 of 4 of the region at line 39 of kernel_cholesky, moved out of it */
HEDRA_OUTLINED void hedra_version_1(int n, DATA_TYPE A[N][N])
{
  (void)n;
  {
        int c0, c1, c2, c3, c4, c5;
        for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++) {
          if (_PB_N > 16) {
            #pragma omp parallel for private(c2, c3, c4)
            for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                A[c2][c2] = SQRT_FUN(A[c2][c2]);
                for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= c3; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              }
              if (32 * c1 >= _PB_N - 32)
                A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
              if (_PB_N >= 32 * c1 + 33)
                A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
            }
          } else {
            for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                A[c2][c2] = SQRT_FUN(A[c2][c2]);
                for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  A[c3][c2] = A[c3][c2] / A[c2][c2];
                  for (c4 = c2 + 1; c4 <= c3; c4++)
                    A[c3][c4] -= A[c3][c2] * A[c4][c2];
                }
              }
              if (32 * c1 >= _PB_N - 32)
                A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
              if (_PB_N >= 32 * c1 + 33)
                A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
            }
          }
          for (c1 = ceild(c0 + 1, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
            for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
              for (c3 = 32 * c1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                A[c3][c2] = A[c3][c2] / A[c2][c2];
                for (c4 = c2 + 1; c4 <= 32 * c0 - 32 * c1 + 31; c4++)
                  A[c3][c4] -= A[c3][c2] * A[c4][c2];
              }
            for (c2 = c0 - c1 + 1; c2 <= c1; c2++)
              for (c3 = 32 * c0 - 32 * c1; c3 <= 32 * c0 - 32 * c1 + 31; c3++)
                for (c4 = 32 * c1; c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                  for (c5 = 32 * c2; c5 <= min(c4, 32 * c2 + 31); c5++)
                    A[c4][c5] -= A[c4][c3] * A[c5][c3];
          }
        }
      }
}
/* hedra opt: version 0 of 2 of the region at line 39 of kernel_cholesky, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int n, DATA_TYPE A[N][N])
{
  {
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(floord(_PB_N - 2, 16), 2)) - (floord(1, 2)) + 1 < hedra_threads) && ((min(floord(_PB_N - 1, 32), floord(_PB_N - 2, 16))) - (floord(2, 2)) + 1 < hedra_threads))
        { /* version 3 of 4: loop c1 stays sequential */
          {
            int c0, c1, c2, c3, c4, c5;
            for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++) {
              for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                  A[c2][c2] = SQRT_FUN(A[c2][c2]);
                  for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= c3; c4++)
                      A[c3][c4] -= A[c3][c2] * A[c4][c2];
                  }
                }
                if (32 * c1 >= _PB_N - 32)
                  A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
                if (_PB_N >= 32 * c1 + 33)
                  A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
              }
              for (c1 = ceild(c0 + 1, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
                  for (c3 = 32 * c1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= 32 * c0 - 32 * c1 + 31; c4++)
                      A[c3][c4] -= A[c3][c2] * A[c4][c2];
                  }
                for (c2 = c0 - c1 + 1; c2 <= c1; c2++)
                  for (c3 = 32 * c0 - 32 * c1; c3 <= 32 * c0 - 32 * c1 + 31; c3++)
                    for (c4 = 32 * c1; c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(c4, 32 * c2 + 31); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c5][c3];
              }
            }
          }
        }
        else if (((floord(floord(_PB_N - 2, 16), 2)) - (floord(1, 2)) + 1 < hedra_threads))
        { /* version 1 of 4: loop c1 stays sequential */
          {
            int c0, c1, c2, c3, c4, c5;
            for (c0 = 0; c0 <= floord(_PB_N - 2, 16); c0++) {
              for (c1 = ceild(c0, 2); c1 <= floord(c0, 2); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(32 * c1 + 30, _PB_N - 2); c2++) {
                  A[c2][c2] = SQRT_FUN(A[c2][c2]);
                  for (c3 = c2 + 1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= c3; c4++)
                      A[c3][c4] -= A[c3][c2] * A[c4][c2];
                  }
                }
                if (32 * c1 >= _PB_N - 32)
                  A[(_PB_N - 1)][(_PB_N - 1)] = SQRT_FUN(A[(_PB_N - 1)][(_PB_N - 1)]);
                if (_PB_N >= 32 * c1 + 33)
                  A[(32 * c1 + 31)][(32 * c1 + 31)] = SQRT_FUN(A[(32 * c1 + 31)][(32 * c1 + 31)]);
              }
              for (c1 = ceild(c0 + 1, 2); c1 <= min(floord(_PB_N - 1, 32), c0); c1++) {
                for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
                  for (c3 = 32 * c1; c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                    A[c3][c2] = A[c3][c2] / A[c2][c2];
                    for (c4 = c2 + 1; c4 <= 32 * c0 - 32 * c1 + 31; c4++)
                      A[c3][c4] -= A[c3][c2] * A[c4][c2];
                  }
                for (c2 = c0 - c1 + 1; c2 <= c1; c2++)
                  for (c3 = 32 * c0 - 32 * c1; c3 <= 32 * c0 - 32 * c1 + 31; c3++)
                    for (c4 = 32 * c1; c4 <= min(_PB_N - 1, 32 * c1 + 31); c4++)
                      for (c5 = 32 * c2; c5 <= min(c4, 32 * c2 + 31); c5++)
                        A[c4][c5] -= A[c4][c3] * A[c5][c3];
              }
            }
          }
        }
        else if (((min(floord(_PB_N - 1, 32), floord(_PB_N - 2, 16))) - (floord(2, 2)) + 1 < hedra_threads))
        { /* version 2 of 4: loop c1 stays sequential */
          { hedra_version_1(n, A); }
        }
        else { /* version 0 of 4: the decisions as taken */
          { hedra_version_0(n, A); }
        }
      }
      {
        int c0, c1;
        for (c0 = max(-2 * floord(-_PB_N + 1, 32), 0); c0 <= min(floord(_PB_N - 1, 16), floord(_PB_N + 15, 16)); c0 += 2)
          #pragma omp simd
          for (c1 = ceild(_PB_N - 1, 32); c1 <= floord(_PB_N - 1, 32); c1++)
            A[(32 * c1)][(32 * c1)] = SQRT_FUN(A[(32 * c1)][(32 * c1)]);
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 39 */
  {
    if (((_PB_N <= 25)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)k;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_N - 1; c0++) {
          A[c0][c0] = SQRT_FUN(A[c0][c0]);
          for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
            A[c1][c0] = A[c1][c0] / A[c0][c0];
          for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
            for (c2 = c1; c2 <= _PB_N - 1; c2++)
              A[c2][c1] -= A[c2][c0] * A[c1][c0];
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)k; (void)i; (void)j; hedra_version_2(n, A); }
    }
  }
