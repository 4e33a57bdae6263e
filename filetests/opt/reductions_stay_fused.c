// test opt
// Scalar reductions over one array stay in one loop nest (issue 16). Each accumulator's
// memory-based dependences keep its statement from a second permutable hyperplane, with
// or without the others, so smart fusion's cut between the statements (to give them a
// deeper band) gains no band: the driver then also schedules them with the cut left out
// (`SmartKeep`), and takes that code because it does the same parallel work in fewer
// sweeps over `A`. The row sums of the second nest, whose private scalar `d` also keeps
// them from a second permutable hyperplane, stay a nest of their own as written.
void kernel(int n, int m, int A[n][m], long *sum, int *lo, int *hi, int rows[n]) {
  int i, j, d;
  sum[0] = 0;
#pragma scop
  lo[0] = hi[0] = A[0][0];
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      sum[0] += A[i][j];
      lo[0] = A[i][j] < lo[0] ? A[i][j] : lo[0];
      hi[0] = A[i][j] > hi[0] ? A[i][j] : hi[0];
    }
  for (i = 0; i < n; i++) {
    rows[i] = 0;
    for (j = 1; j < m; j++) {
      d = A[i][j] - A[i][j - 1];
      rows[i] += d * d;
    }
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
/* hedra opt: version 0 of 2 of the region at line 12 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int n, int m, int A[n][m], long *sum, int *lo, int *hi, int rows[n], int *hedra_scalar_d)
{
  int d = *hedra_scalar_d;
  {
      int c0, c1;
      hi[0] = A[0][0];
      lo[0] = hi[0];
      if (n >= 1)
        {
          unsigned long long r0 = sum[0];
          int r1 = lo[0];
          int r2 = hi[0];
          if (((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (0) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c1) reduction(+: r0) reduction(min: r1) reduction(max: r2)
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= m - 1; c1++) {
                r0 += A[c0][c1];
                r1 = A[c0][c1] < r1 ? A[c0][c1] : r1;
                r2 = A[c0][c1] > r2 ? A[c0][c1] : r2;
              }
          } else {
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= m - 1; c1++) {
                r0 += A[c0][c1];
                r1 = A[c0][c1] < r1 ? A[c0][c1] : r1;
                r2 = A[c0][c1] > r2 ? A[c0][c1] : r2;
              }
          }
          sum[0] = r0;
          lo[0] = r1;
          hi[0] = r2;
        }
      if (n > 4095) {
        #pragma omp parallel for
        for (c0 = 0; c0 <= n - 1; c0++)
          rows[c0] = 0;
      } else {
        for (c0 = 0; c0 <= n - 1; c0++)
          rows[c0] = 0;
      }
      if (m >= 2) {
        if (((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 1) - (1) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c1, d)
          for (c0 = 0; c0 <= n - 1; c0++)
            {
              unsigned int r3 = rows[c0];
              for (c1 = 1; c1 <= m - 1; c1++) {
                d = A[c0][c1] - A[c0][c1 - 1];
                r3 += d * d;
              }
              rows[c0] = r3;
            }
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            {
              unsigned int r3 = rows[c0];
              for (c1 = 1; c1 <= m - 1; c1++) {
                d = A[c0][c1] - A[c0][c1 - 1];
                r3 += d * d;
              }
              rows[c0] = r3;
            }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 12 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if (((1.0 + (double)max((n - 1) - (0) + 1, 0) * (1.0 + (double)max((m - 1) - (0) + 1, 0) + (double)max((m - 1) - (1) + 1, 0))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        hi[0] = A[0][0];
        lo[0] = hi[0];
        if (m >= 1 && n >= 1)
          {
            long r0 = sum[0];
            int r1 = lo[0];
            int r2 = hi[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= m - 1; c1++) {
                r0 += A[c0][c1];
                r1 = A[c0][c1] < r1 ? A[c0][c1] : r1;
                r2 = A[c0][c1] > r2 ? A[c0][c1] : r2;
              }
            sum[0] = r0;
            lo[0] = r1;
            hi[0] = r2;
          }
        for (c0 = 0; c0 <= n - 1; c0++) {
          rows[c0] = 0;
          if (m >= 2)
            {
              int r3 = rows[c0];
              for (c1 = 1; c1 <= m - 1; c1++) {
                d = A[c0][c1] - A[c0][c1 - 1];
                r3 += d * d;
              }
              rows[c0] = r3;
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
        if (((n - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0, c1;
            (void)i;
            (void)j;
            hi[0] = A[0][0];
            lo[0] = hi[0];
            if (n >= 1)
              {
                unsigned long long r0 = sum[0];
                int r1 = lo[0];
                int r2 = hi[0];
                for (c0 = 0; c0 <= n - 1; c0++)
                  for (c1 = 0; c1 <= m - 1; c1++) {
                    r0 += A[c0][c1];
                    r1 = A[c0][c1] < r1 ? A[c0][c1] : r1;
                    r2 = A[c0][c1] > r2 ? A[c0][c1] : r2;
                  }
                sum[0] = r0;
                lo[0] = r1;
                hi[0] = r2;
              }
            #pragma omp simd
            for (c0 = 0; c0 <= n - 1; c0++)
              rows[c0] = 0;
            if (m >= 2)
              for (c0 = 0; c0 <= n - 1; c0++)
                {
                  unsigned int r3 = rows[c0];
                  for (c1 = 1; c1 <= m - 1; c1++) {
                    d = A[c0][c1] - A[c0][c1 - 1];
                    r3 += d * d;
                  }
                  rows[c0] = r3;
                }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          { (void)i; (void)j; hedra_version_2(n, m, A, sum, lo, hi, rows, &d); }
        }
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
