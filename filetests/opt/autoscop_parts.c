// test opt
// options: --autoscop
// Without pragmas, --autoscop finds the static-control parts: the loop nest of `scale` is
// optimized (indented as the code it replaces), the loop of `show` calls printf and stays
// as written, and so does the code around the nest.
#include <stdio.h>

void scale(int n, int m, double a[n][m], double b[n][m])
{
  int i, j;
  double factor = 2.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      b[i][j] = factor * a[i][j];
  printf("%f\n", b[0][0]);
}

void show(int n, double x[n])
{
  int i;
  for (i = 0; i < n; i++)
    printf("%f\n", x[i]);
}
// expected:
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the static-control part at line 12 */
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (0) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++)
          for (c1 = 0; c1 <= m - 1; c1++)
            b[c0][c1] = factor * a[c0][c1];
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
              #pragma omp simd
              for (c1 = 0; c1 <= m - 1; c1++)
                b[c0][c1] = factor * a[c0][c1];
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            (void)i;
            (void)j;
            #pragma omp parallel for private(c1)
            for (c0 = 0; c0 <= n - 1; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= m - 1; c1++)
                b[c0][c1] = factor * a[c0][c1];
          }
        }
      }
    }
  }
