// test opt
// options: --reassociate
// With --reassociate, a floating-point sum runs in parallel with a `reduction` clause
// (issue 16).
void kernel(int n, double x[n], double y[n], double *dot) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    dot[0] += x[i] * y[i];
#pragma endscop
}
// expected:
/* hedra opt: version 0 of 2 of the region at line 7 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, double x[n], double y[n], double *dot)
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
          int c0;
          if (n >= 1)
            {
              double r0 = dot[0];
              #pragma omp simd reduction(+: r0)
              for (c0 = 0; c0 <= n - 1; c0++)
                r0 += x[c0] * y[c0];
              dot[0] = r0;
            }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0;
          if (n >= 1)
            {
              double r0 = dot[0];
              if (n > 4095) {
                #pragma omp parallel for reduction(+: r0)
                for (c0 = 0; c0 <= n - 1; c0++)
                  r0 += x[c0] * y[c0];
              } else {
                for (c0 = 0; c0 <= n - 1; c0++)
                  r0 += x[c0] * y[c0];
              }
              dot[0] = r0;
            }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 7 */
  {
    if (((n <= 16383)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0;
        (void)i;
        if (n >= 1)
          {
            double r0 = dot[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              r0 += x[c0] * y[c0];
            dot[0] = r0;
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; hedra_version_0(n, x, y, dot); }
    }
  }
