// test opt
// input: ../../kernels/nussinov/nussinov.c
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
/* hedra opt: version 0 of 2 of the region at line 45 of kernel_nussinov, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int bond[N][N], int T[N][N])
{
  (void)n;
  {
  #ifdef _OPENMP
      extern int omp_get_max_threads(void);
      const long long hedra_threads = omp_get_max_threads();
  #else
      const long long hedra_threads = 1;
  #endif
      if (((min(floord(_PB_N - 1, 32), floord(_PB_N + 32 * floord(_PB_N - 1, 32) + 29, 32))) - (max(floord(-_PB_N + 2, 32), max(-1, 0))) + 1 < hedra_threads))
      { /* version 1 of 2: loop c1 stays sequential */
        {
          int c0, c1, c2, c3, c4;
          for (c0 = max(ceild(-_PB_N - 29, 32), -1); c0 <= floord(_PB_N - 1, 32); c0++)
            for (c1 = max(c0, 0); c1 <= min(floord(_PB_N - 1, 32), floord(_PB_N + 32 * c0 + 29, 32)); c1++) {
              if (c0 == -1 && _PB_N >= 32 * c1 + 32)
                T[(32 * c1 + 30)][(32 * c1 + 31)] = MAX_FUN(T[(32 * c1 + 30)][(32 * c1 + 31) - 1], T[(32 * c1 + 30) + 1][(32 * c1 + 31)]);
              for (c2 = max(32 * c0 - 32 * c1, max(-32 * c1 - 29, -_PB_N + 2)); c2 <= min(0, min(32 * c0 - 32 * c1 + 31, -_PB_N + 4)); c2++)
                for (c3 = max(-c2 + 1, 32 * c1); c3 <= min(32 * c1 + 31, _PB_N - 1); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
              for (c2 = max(32 * c0 - 32 * c1, max(-_PB_N + 5, -32 * c1 - 29)); c2 <= min(0, 32 * c0 - 32 * c1 + 31); c2++) {
                for (c3 = max(-c2 + 1, 32 * c1); c3 <= min(-c2 + 3, 32 * c1 + 31); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
                for (c3 = max(-c2 + 4, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2) + 1][c3 - 1] + bond[(-c2)][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
              }
            }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1, c2, c3, c4;
          for (c0 = max(ceild(-_PB_N - 29, 32), -1); c0 <= floord(_PB_N - 1, 32); c0++)
            #pragma omp parallel for private(c2, c3, c4)
            for (c1 = max(c0, 0); c1 <= min(floord(_PB_N - 1, 32), floord(_PB_N + 32 * c0 + 29, 32)); c1++) {
              if (c0 == -1 && _PB_N >= 32 * c1 + 32)
                T[(32 * c1 + 30)][(32 * c1 + 31)] = MAX_FUN(T[(32 * c1 + 30)][(32 * c1 + 31) - 1], T[(32 * c1 + 30) + 1][(32 * c1 + 31)]);
              for (c2 = max(32 * c0 - 32 * c1, max(-32 * c1 - 29, -_PB_N + 2)); c2 <= min(0, min(32 * c0 - 32 * c1 + 31, -_PB_N + 4)); c2++)
                for (c3 = max(-c2 + 1, 32 * c1); c3 <= min(32 * c1 + 31, _PB_N - 1); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
              for (c2 = max(32 * c0 - 32 * c1, max(-_PB_N + 5, -32 * c1 - 29)); c2 <= min(0, 32 * c0 - 32 * c1 + 31); c2++) {
                for (c3 = max(-c2 + 1, 32 * c1); c3 <= min(-c2 + 3, 32 * c1 + 31); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
                for (c3 = max(-c2 + 4, 32 * c1); c3 <= min(_PB_N - 1, 32 * c1 + 31); c3++) {
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3 - 1], T[(-c2) + 1][c3]);
                  T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2) + 1][c3 - 1] + bond[(-c2)][c3]);
                  for (c4 = -c2 + 1; c4 <= c3 - 1; c4++)
                    T[(-c2)][c3] = MAX_FUN(T[(-c2)][c3], T[(-c2)][c4] + T[c4 + 1][c3]);
                }
              }
            }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 45 */
  {
    if (((_PB_N <= 21)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = -_PB_N + 2; c0 <= 0; c0++) {
          for (c1 = -c0 + 1; c1 <= min(-c0 + 3, _PB_N - 1); c1++) {
            T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1 - 1], T[(-c0) + 1][c1]);
            for (c2 = -c0 + 1; c2 <= c1 - 1; c2++)
              T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0)][c2] + T[c2 + 1][c1]);
          }
          for (c1 = -c0 + 4; c1 <= _PB_N - 1; c1++) {
            T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1 - 1], T[(-c0) + 1][c1]);
            T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0) + 1][c1 - 1] + bond[(-c0)][c1]);
            for (c2 = -c0 + 1; c2 <= c1 - 1; c2++)
              T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0)][c2] + T[c2 + 1][c1]);
          }
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; (void)k; hedra_version_0(n, bond, T); }
    }
  }
