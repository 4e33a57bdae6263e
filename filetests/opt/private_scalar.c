// test opt
// A temporary scalar reused by every iteration (issue 16): its values never cross
// iterations, so late parallelization makes the loops of the original order parallel with
// the scalar private to each thread. Expanding it would let the scheduler tile the nest,
// but that puts no more of it in parallel loops, so the plain schedule is kept.
void kernel(int n, double A[n][n], double B[n][n]) {
  int i, j;
  double t;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      t = A[i][j] * 2.0;
      B[i][j] = t + t * t;
    }
#pragma endscop
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 9 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if (((n <= 127)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++)
          for (c1 = 0; c1 <= n - 1; c1++) {
            t = A[c0][c1] * 2.0;
            B[c0][c1] = t + t * t;
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
        if (((n - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0, c1;
            (void)i;
            (void)j;
            for (c0 = 0; c0 <= n - 1; c0++)
              #pragma omp simd private(t)
              for (c1 = 0; c1 <= n - 1; c1++) {
                t = A[c0][c1] * 2.0;
                B[c0][c1] = t + t * t;
              }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            (void)i;
            (void)j;
            #pragma omp parallel for private(c1, t)
            for (c0 = 0; c0 <= n - 1; c0++)
              #pragma omp simd private(t)
              for (c1 = 0; c1 <= n - 1; c1++) {
                t = A[c0][c1] * 2.0;
                B[c0][c1] = t + t * t;
              }
          }
        }
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
