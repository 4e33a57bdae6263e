// test opt
// options: --keep-scalars
// A scalar of the function, dead after the region, that every iteration of i writes before
// it reads it (issue 16): late parallelization finds that its values never pass between
// iterations of i, so i runs in parallel with the scalar private to each thread, while
// the inner loop folds the integer sum with a `reduction` clause.
void kernel(int n, int k, int cand[n][k], int tmpl[k], int sad[n]) {
  int b, t, s, d;
#pragma scop
  for (b = 0; b < n; b++) {
    s = 0;
    for (t = 0; t < k; t++) {
      d = cand[b][t] - tmpl[t];
      s += d >= 0 ? d : -d;
    }
    sad[b] = s;
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
HEDRA_OUTLINED void hedra_version_0(int n, int k, int cand[n][k], int tmpl[k], int sad[n], int *hedra_scalar_s, int *hedra_scalar_d)
{
  int s = *hedra_scalar_s;
  int d = *hedra_scalar_d;
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
          for (c0 = 0; c0 <= n - 1; c0++) {
            s = 0;
            if (k >= 1)
              {
                unsigned int r0 = s;
                for (c1 = 0; c1 <= k - 1; c1++) {
                  d = cand[c0][c1] - tmpl[c1];
                  r0 += d >= 0 ? d : -d;
                }
                s = r0;
              }
            sad[c0] = s;
          }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1;
          #pragma omp parallel for private(c1, s, d)
          for (c0 = 0; c0 <= n - 1; c0++) {
            s = 0;
            if (k >= 1)
              {
                unsigned int r0 = s;
                for (c1 = 0; c1 <= k - 1; c1++) {
                  d = cand[c0][c1] - tmpl[c1];
                  r0 += d >= 0 ? d : -d;
                }
                s = r0;
              }
            sad[c0] = s;
          }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 9 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * (1.0 + (double)max((k - 1) - (0) + 1, 0))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)b;
        (void)t;
        for (c0 = 0; c0 <= n - 1; c0++) {
          s = 0;
          for (c1 = 0; c1 <= k - 1; c1++) {
            d = cand[c0][c1] - tmpl[c1];
            s += d >= 0 ? d : -d;
          }
          sad[c0] = s;
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)b; (void)t; hedra_version_0(n, k, cand, tmpl, sad, &s, &d); }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
