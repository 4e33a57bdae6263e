// test opt
// A `size_t` iterator compared with an `int` bound (issue 16): C converts `n` to `size_t`,
// so a negative `n` would make the loop run almost 2^64 times, which the model (a loop
// of `n` iterations) does not say. The model holds for `n >= 0`: it becomes an assumption
// that the generated code checks at run time, and the region runs as written where it
// fails.
#include <stddef.h>
void scale(int n, double A[], double s) {
#pragma scop
  for (size_t i = 0; i < n; i++)
    A[i] = A[i] * s;
#pragma endscop
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 9 */
  /* the model assumes (long long)n >= 0: else the region runs as written */
  if ((long long)n >= 0) {
  {
    if (((n <= 16383)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        long long c0;
        for (c0 = 0; c0 <= n - 1; c0++)
          A[((size_t)(c0))] = A[((size_t)(c0))] * s;
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
        if (((n - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            long long c0;
            #pragma omp simd
            for (c0 = 0; c0 <= n - 1; c0++)
              A[((size_t)(c0))] = A[((size_t)(c0))] * s;
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            long long c0;
            #pragma omp parallel for
            for (c0 = 0; c0 <= n - 1; c0++)
              A[((size_t)(c0))] = A[((size_t)(c0))] * s;
          }
        }
      }
    }
  }
