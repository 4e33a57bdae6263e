// test opt
// input: ../run/contract_residue_in_tiles.c
// options: --tile=8,8
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
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
/* hedra opt: version 0 of 2 of the region at line 13 of blur, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int m, double img[n][m], double tmp[n][m], double out[n][m])
{
  {
  #ifdef _OPENMP
      extern int omp_get_max_threads(void);
      const long long hedra_threads = omp_get_max_threads();
  #else
      const long long hedra_threads = 1;
  #endif
      if (((floord(m - 3, 8)) - (0) + 1 < hedra_threads))
      { /* version 1 of 2: loop c0 stays sequential */
        {
          int c0, c1, c2, c3;
          double tmp_c[5][8];
          (void)tmp;
          for (c0 = 0; c0 <= floord(m - 3, 8); c0++)
            for (c1 = 0; c1 <= floord(n - 1, 8); c1++) {
              for (c2 = 8 * c1; c2 <= min(n - 1, 3); c2++)
                #pragma omp simd
                for (c3 = max(2, 8 * c0); c3 <= min(8 * c0 + 7, m - 3); c3++)
                  tmp_c[c2 % 5][(c3 - 8 * c0)] = 0.0625 * (img[c2][c3 - 2] + img[c2][c3 + 2]) + 0.25 * (img[c2][c3 - 1] + img[c2][c3 + 1]) + 0.375 * img[c2][c3];
              for (c2 = max(8 * c1, 4); c2 <= min(n - 1, 8 * c1 + 7); c2++)
                #pragma omp simd
                for (c3 = max(2, 8 * c0); c3 <= min(8 * c0 + 7, m - 3); c3++) {
                  tmp_c[c2 % 5][(c3 - 8 * c0)] = 0.0625 * (img[c2][c3 - 2] + img[c2][c3 + 2]) + 0.25 * (img[c2][c3 - 1] + img[c2][c3 + 1]) + 0.375 * img[c2][c3];
                  out[(c2 - 2)][c3] = 0.0625 * (tmp_c[((c2 - 2) - 2) % 5][(c3 - 8 * c0)] + tmp_c[((c2 - 2) + 2) % 5][(c3 - 8 * c0)]) + 0.25 * (tmp_c[((c2 - 2) - 1) % 5][(c3 - 8 * c0)] + tmp_c[((c2 - 2) + 1) % 5][(c3 - 8 * c0)]) + 0.375 * tmp_c[(c2 - 2) % 5][(c3 - 8 * c0)];
                }
            }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1, c2, c3;
          double tmp_c[5][8];
          (void)tmp;
          #pragma omp parallel for private(c1, c2, c3, tmp_c)
          for (c0 = 0; c0 <= floord(m - 3, 8); c0++)
            for (c1 = 0; c1 <= floord(n - 1, 8); c1++) {
              for (c2 = 8 * c1; c2 <= min(n - 1, 3); c2++)
                #pragma omp simd
                for (c3 = max(2, 8 * c0); c3 <= min(8 * c0 + 7, m - 3); c3++)
                  tmp_c[c2 % 5][(c3 - 8 * c0)] = 0.0625 * (img[c2][c3 - 2] + img[c2][c3 + 2]) + 0.25 * (img[c2][c3 - 1] + img[c2][c3 + 1]) + 0.375 * img[c2][c3];
              for (c2 = max(8 * c1, 4); c2 <= min(n - 1, 8 * c1 + 7); c2++)
                #pragma omp simd
                for (c3 = max(2, 8 * c0); c3 <= min(8 * c0 + 7, m - 3); c3++) {
                  tmp_c[c2 % 5][(c3 - 8 * c0)] = 0.0625 * (img[c2][c3 - 2] + img[c2][c3 + 2]) + 0.25 * (img[c2][c3 - 1] + img[c2][c3 + 1]) + 0.375 * img[c2][c3];
                  out[(c2 - 2)][c3] = 0.0625 * (tmp_c[((c2 - 2) - 2) % 5][(c3 - 8 * c0)] + tmp_c[((c2 - 2) + 2) % 5][(c3 - 8 * c0)]) + 0.25 * (tmp_c[((c2 - 2) - 1) % 5][(c3 - 8 * c0)] + tmp_c[((c2 - 2) + 1) % 5][(c3 - 8 * c0)]) + 0.375 * tmp_c[(c2 - 2) % 5][(c3 - 8 * c0)];
                }
            }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 13 */
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * (double)max((m - 3) - (2) + 1, 0) + (double)max((n - 3) - (2) + 1, 0) * (double)max((m - 3) - (2) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++)
          for (c1 = 2; c1 <= m - 3; c1++)
            tmp[c0][c1] = 0.0625 * (img[c0][c1 - 2] + img[c0][c1 + 2]) + 0.25 * (img[c0][c1 - 1] + img[c0][c1 + 1]) + 0.375 * img[c0][c1];
        for (c0 = 2; c0 <= n - 3; c0++)
          for (c1 = 2; c1 <= m - 3; c1++)
            out[c0][c1] = 0.0625 * (tmp[c0 - 2][c1] + tmp[c0 + 2][c1]) + 0.25 * (tmp[c0 - 1][c1] + tmp[c0 + 1][c1]) + 0.375 * tmp[c0][c1];
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; hedra_version_0(n, m, img, tmp, out); }
    }
  }
