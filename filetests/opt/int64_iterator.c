// test opt
// The code generated for `for (int64_t i = ...)` declared inside a region: `long long`
// counters.
// input: ../run/int64_iterator.c
// expected:
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 8 */
  {
    if ((((double)max((n + 19) - (n) + 1, 0) * (double)max((7) - (0) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        long long c0, c1;
        for (c0 = n; c0 <= n + 19; c0++)
          for (c1 = 0; c1 <= 7; c1++)
            B[((int64_t)(c0)) - n][((int64_t)(c1))] += (((int64_t)(c0)) - n) * ((int64_t)(c1)) + 0.5;
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
        if (((n + 19) - (n) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            long long c0, c1;
            for (c0 = n; c0 <= n + 19; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= 7; c1++)
                B[((int64_t)(c0)) - n][((int64_t)(c1))] += (((int64_t)(c0)) - n) * ((int64_t)(c1)) + 0.5;
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            long long c0, c1;
            #pragma omp parallel for private(c1)
            for (c0 = n; c0 <= n + 19; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= 7; c1++)
                B[((int64_t)(c0)) - n][((int64_t)(c1))] += (((int64_t)(c0)) - n) * ((int64_t)(c1)) + 0.5;
          }
        }
      }
    }
  }
