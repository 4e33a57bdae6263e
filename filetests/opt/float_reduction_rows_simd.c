// test opt
// options: --reassociate
// A floating-point sum over a matrix with --reassociate: the row loop runs in parallel
// with a `reduction` clause, and the inner loop is a vector loop with the same reduction
// (the C compiler would not reassociate a floating-point sum by itself; integer sums get
// no `omp simd`, see reduction_loops.c).
void kernel(int n, int m, double A[n][m], double *total) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      total[0] += A[i][j] * A[i][j];
#pragma endscop
}
// expected:
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
/* hedra opt: version 0 of 2 of the region at line 9 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int m, double A[n][m], double *total)
{
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
          if (n >= 1)
            {
              double r0 = total[0];
              for (c0 = 0; c0 <= n - 1; c0++)
                #pragma omp simd reduction(+: r0)
                for (c1 = 0; c1 <= m - 1; c1++)
                  r0 += A[c0][c1] * A[c0][c1];
              total[0] = r0;
            }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1;
          if (n >= 1)
            {
              double r0 = total[0];
              if (((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (0) + 1, 0)) >= 4096.0) {
                #pragma omp parallel for private(c1) reduction(+: r0)
                for (c0 = 0; c0 <= n - 1; c0++)
                  #pragma omp simd reduction(+: r0)
                  for (c1 = 0; c1 <= m - 1; c1++)
                    r0 += A[c0][c1] * A[c0][c1];
              } else {
                for (c0 = 0; c0 <= n - 1; c0++)
                  #pragma omp simd reduction(+: r0)
                  for (c1 = 0; c1 <= m - 1; c1++)
                    r0 += A[c0][c1] * A[c0][c1];
              }
              total[0] = r0;
            }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 9 */
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (0) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        if (m >= 1 && n >= 1)
          {
            double r0 = total[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= m - 1; c1++)
                r0 += A[c0][c1] * A[c0][c1];
            total[0] = r0;
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; hedra_version_0(n, m, A, total); }
    }
  }
