// test opt
// options: --always-split --no-register-tile
// Statement splitting (issue 16, Polygeist's section 6.3.4). The reduction of correlation,
// `corr[i][j] += data[k][i] * data[k][j]` in loops (i, j, k), becomes a compute statement
// into the temporary `corr_part` and the reduction statement `corr[i][j] += corr_part`. For
// the scheduler the temporary is expanded along `k`, and only the reduction statement
// carries the reduction: inside the tiles it finds the order (k, i, j), which reuses
// `data[k][i]` along `j` and walks `data[k][j]` and `corr[i][j]` with unit stride, and the
// (k, i) tiles run as a wavefront (the reduction along `k` orders them). The
// compute and the reduction of one value stay together, so the temporary is a scalar again,
// private to the parallel loop. (By default hedra keeps the unsplit, register-blocked code,
// which runs as much in parallel; `--always-split` shows the split code.)
void kernel(int m, int n, double data[n][m], double corr[m][m]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < m - 1; i++)
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
    }
#pragma endscop
}
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
/* hedra opt: version 0 of 6 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int m, int n, double data[n][m], double corr[m][m])
{
  {
      int c0, c1, c2, c3, c4;
      double corr_part;
      if (m > 64) {
        #pragma omp parallel for private(c1)
        for (c0 = 0; c0 <= m - 2; c0++)
          #pragma omp simd
          for (c1 = c0 + 1; c1 <= m - 1; c1++)
            corr[c0][c1] = 0.0;
      } else {
        for (c0 = 0; c0 <= m - 2; c0++)
          #pragma omp simd
          for (c1 = c0 + 1; c1 <= m - 1; c1++)
            corr[c0][c1] = 0.0;
      }
      for (c0 = 0; c0 <= floord(m + n - 3, 32); c0++) {
        if (((double)max((min(floord(m - 2, 32), floord(m + n - 3, 32))) - (max(0, floord(-n + 32, 32))) + 1, 0) * (double)max((min(n - 1, min(32 * floord(m + n - 3, 32) + 31, 32 * floord(m + n - 3, 32) - 32 * floord(-n + 32, 32) + 31))) - (max(-32 * floord(m - 2, 32), -32 * floord(m + n - 3, 32))) + 1, 0) * (double)max((min(m - 2, min(32 * floord(m - 2, 32) + 31, 32 * floord(m + n - 3, 32) + 31))) - (max(0, 32 * floord(-n + 32, 32))) + 1, 0) * (double)max((m - 1) - (max(1, 32 * floord(-n + 32, 32) + 1)) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4, corr_part)
          for (c1 = max(0, ceild(-n + 32 * c0 + 1, 32)); c1 <= min(floord(m - 2, 32), c0); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(n - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                #pragma omp simd private(corr_part)
                for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                  corr_part = data[c2][c3] * data[c2][c4];
                  corr[c3][c4] += corr_part;
                }
        } else {
          for (c1 = max(0, ceild(-n + 32 * c0 + 1, 32)); c1 <= min(floord(m - 2, 32), c0); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(n - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                #pragma omp simd private(corr_part)
                for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                  corr_part = data[c2][c3] * data[c2][c4];
                  corr[c3][c4] += corr_part;
                }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 15 */
  {
    if ((((double)max((m - 2) - (0) + 1, 0) * ((double)max((m - 1) - (1) + 1, 0) * (1.0 + (double)max((n - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = 0; c0 <= m - 2; c0++)
          for (c1 = c0 + 1; c1 <= m - 1; c1++) {
            corr[c0][c1] = 0.0;
            if (n >= 1)
              {
                double r0 = corr[c0][c1];
                for (c2 = 0; c2 <= n - 1; c2++)
                  r0 += data[c2][c0] * data[c2][c1];
                corr[c0][c1] = r0;
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
        if (((m - 2) - (0) + 1 < hedra_threads))
        { /* version 1 of 6: loop c0 stays sequential */
          {
            int c0, c1, c2, c3, c4;
            double corr_part;
            (void)i;
            (void)j;
            (void)k;
            for (c0 = 0; c0 <= m - 2; c0++)
              #pragma omp simd
              for (c1 = c0 + 1; c1 <= m - 1; c1++)
                corr[c0][c1] = 0.0;
            for (c0 = 0; c0 <= floord(m + n - 3, 32); c0++)
              for (c1 = max(0, ceild(-n + 32 * c0 + 1, 32)); c1 <= min(floord(m - 2, 32), c0); c1++)
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(n - 1, 32 * c0 - 32 * c1 + 31); c2++)
                  for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                    #pragma omp simd private(corr_part)
                    for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                      corr_part = data[c2][c3] * data[c2][c4];
                      corr[c3][c4] += corr_part;
                    }
          }
        }
        else if (((min(floord(m - 2, 32), floord(m + n - 3, 32))) - (max(0, floord(-n + 32, 32))) + 1 < hedra_threads))
        {
        if (((min(m - 2, min(32 * floord(m - 2, 32) + 31, 32 * floord(m + n - 3, 32) + 31))) - (max(0, 32 * floord(-n + 32, 32))) + 1 < hedra_threads))
        { /* version 4 of 6: loop c3 stays sequential */
          {
            int c0, c1, c2, c3, c4;
            double corr_part;
            (void)i;
            (void)j;
            (void)k;
            if (m > 64) {
              #pragma omp parallel for private(c1)
              for (c0 = 0; c0 <= m - 2; c0++)
                #pragma omp simd
                for (c1 = c0 + 1; c1 <= m - 1; c1++)
                  corr[c0][c1] = 0.0;
            } else {
              for (c0 = 0; c0 <= m - 2; c0++)
                #pragma omp simd
                for (c1 = c0 + 1; c1 <= m - 1; c1++)
                  corr[c0][c1] = 0.0;
            }
            for (c0 = 0; c0 <= floord(m + n - 3, 32); c0++)
              for (c1 = max(0, ceild(-n + 32 * c0 + 1, 32)); c1 <= min(floord(m - 2, 32), c0); c1++)
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(n - 1, 32 * c0 - 32 * c1 + 31); c2++)
                  for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                    #pragma omp simd private(corr_part)
                    for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                      corr_part = data[c2][c3] * data[c2][c4];
                      corr[c3][c4] += corr_part;
                    }
          }
        }
        else { /* version 2 of 6: loop c1 stays sequential */
          {
            int c0, c1, c2, c3, c4;
            double corr_part;
            (void)i;
            (void)j;
            (void)k;
            if (m > 64) {
              #pragma omp parallel for private(c1)
              for (c0 = 0; c0 <= m - 2; c0++)
                #pragma omp simd
                for (c1 = c0 + 1; c1 <= m - 1; c1++)
                  corr[c0][c1] = 0.0;
            } else {
              for (c0 = 0; c0 <= m - 2; c0++)
                #pragma omp simd
                for (c1 = c0 + 1; c1 <= m - 1; c1++)
                  corr[c0][c1] = 0.0;
            }
            for (c0 = 0; c0 <= floord(m + n - 3, 32); c0++)
              for (c1 = max(0, ceild(-n + 32 * c0 + 1, 32)); c1 <= min(floord(m - 2, 32), c0); c1++)
                for (c2 = 32 * c0 - 32 * c1; c2 <= min(n - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                  if (((double)max((min(m - 2, min(32 * floord(m - 2, 32) + 31, 32 * floord(m + n - 3, 32) + 31))) - (max(0, 32 * floord(-n + 32, 32))) + 1, 0) * (double)max((m - 1) - (max(1, 32 * floord(-n + 32, 32) + 1)) + 1, 0)) >= 4096.0) {
                    #pragma omp parallel for private(c4, corr_part)
                    for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                      #pragma omp simd private(corr_part)
                      for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                        corr_part = data[c2][c3] * data[c2][c4];
                        corr[c3][c4] += corr_part;
                      }
                  } else {
                    for (c3 = 32 * c1; c3 <= min(m - 2, 32 * c1 + 31); c3++)
                      #pragma omp simd private(corr_part)
                      for (c4 = c3 + 1; c4 <= m - 1; c4++) {
                        corr_part = data[c2][c3] * data[c2][c4];
                        corr[c3][c4] += corr_part;
                      }
                  }
                }
          }
        }
        }
        else { /* version 0 of 6: the decisions as taken */
          { (void)i; (void)j; (void)k; hedra_version_2(m, n, data, corr); }
        }
      }
    }
  }
