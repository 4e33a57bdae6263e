// test opt
// Late parallelization of reductions (issue 16): the i loop carries only the dependences
// of three integer reductions, so it runs in parallel, each thread folding into an
// accumulator of its own (the signed sum in `unsigned int`: partial sums wrap instead of
// overflowing), the maximum and the bitwise or in their own types. The inner loop gets no
// `omp simd`: the C compiler vectorizes integer reductions by itself, and faster.
void kernel(int n, int m, int A[n][m], int *total, int *peak, unsigned *mask) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      total[0] += A[i][j];
      peak[0] = A[i][j] > peak[0] ? A[i][j] : peak[0];
      mask[0] |= 1u << (A[i][j] & 31);
    }
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
HEDRA_OUTLINED void hedra_version_0(int n, int m, int A[n][m], int *total, int *peak, unsigned *mask)
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
              unsigned int r0 = total[0];
              int r1 = peak[0];
              unsigned r2 = mask[0];
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= m - 1; c1++) {
                  r0 += A[c0][c1];
                  r1 = A[c0][c1] > r1 ? A[c0][c1] : r1;
                  r2 = r2 | (1u << (A[c0][c1] & 31));
                }
              total[0] = r0;
              peak[0] = r1;
              mask[0] = r2;
            }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1;
          if (n >= 1)
            {
              unsigned int r0 = total[0];
              int r1 = peak[0];
              unsigned r2 = mask[0];
              if (((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (0) + 1, 0)) >= 4096.0) {
                #pragma omp parallel for private(c1) reduction(+: r0) reduction(max: r1) reduction(|: r2)
                for (c0 = 0; c0 <= n - 1; c0++)
                  for (c1 = 0; c1 <= m - 1; c1++) {
                    r0 += A[c0][c1];
                    r1 = A[c0][c1] > r1 ? A[c0][c1] : r1;
                    r2 = r2 | (1u << (A[c0][c1] & 31));
                  }
              } else {
                for (c0 = 0; c0 <= n - 1; c0++)
                  for (c1 = 0; c1 <= m - 1; c1++) {
                    r0 += A[c0][c1];
                    r1 = A[c0][c1] > r1 ? A[c0][c1] : r1;
                    r2 = r2 | (1u << (A[c0][c1] & 31));
                  }
              }
              total[0] = r0;
              peak[0] = r1;
              mask[0] = r2;
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
            int r0 = total[0];
            int r1 = peak[0];
            unsigned r2 = mask[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= m - 1; c1++) {
                r0 += A[c0][c1];
                r1 = A[c0][c1] > r1 ? A[c0][c1] : r1;
                r2 = r2 | (1u << (A[c0][c1] & 31));
              }
            total[0] = r0;
            peak[0] = r1;
            mask[0] = r2;
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; hedra_version_0(n, m, A, total, peak, mask); }
    }
  }
