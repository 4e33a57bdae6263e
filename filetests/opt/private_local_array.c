// test opt
// An array declared inside the region whose cells every iteration of `i` writes before it
// reads them is private to the parallel `i` loop (issue 16): `private(tmp)`, one copy per
// thread of the array the region declares at its top. `pair`, written and read within each
// iteration of `j`, is private to the vector loop, and is not promoted to scalars (that
// would share them among the lanes). The scheduler fuses the two nests: one parallel loop,
// both arrays private to it.
void kernel(int n, double A[n][64], double B[n][64], double C[n][64]) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    double tmp[64];
    for (j = 0; j < 64; j++)
      tmp[j] = A[i][j] * 2.0 + i;
    for (j = 0; j < 64; j++)
      B[i][j] = tmp[j] + tmp[63 - j];
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < 64; j++) {
      double pair[2];
      pair[0] = A[i][j] + 1.0;
      pair[1] = pair[0] * A[i][j];
      C[i][j] = pair[1] - pair[0];
    }
#pragma endscop
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 10 */
  {
    if (((n <= 255)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        double tmp[64];
        double pair[2];
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++) {
          for (c1 = 0; c1 <= 63; c1++)
            tmp[c1] = A[c0][c1] * 2.0 + c0;
          for (c1 = 0; c1 <= 63; c1++)
            B[c0][c1] = tmp[c1] + tmp[63 - c1];
        }
        if (n >= 1)
          {
            double r0 = pair[0];
            double r1 = pair[1];
            for (c0 = 0; c0 <= n - 1; c0++)
              for (c1 = 0; c1 <= 63; c1++) {
                r0 = A[c0][c1] + 1.0;
                r1 = r0 * A[c0][c1];
                C[c0][c1] = r1 - r0;
              }
            pair[0] = r0;
            pair[1] = r1;
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
            double tmp[64];
            double pair[2];
            (void)i;
            (void)j;
            for (c0 = 0; c0 <= n - 1; c0++) {
              #pragma omp simd
              for (c1 = 0; c1 <= 63; c1++)
                tmp[c1] = A[c0][c1] * 2.0 + c0;
              #pragma omp simd
              for (c1 = 0; c1 <= 63; c1++)
                B[c0][c1] = tmp[c1] + tmp[63 - c1];
              #pragma omp simd private(pair)
              for (c1 = 0; c1 <= 63; c1++) {
                pair[0] = A[c0][c1] + 1.0;
                pair[1] = pair[0] * A[c0][c1];
                C[c0][c1] = pair[1] - pair[0];
              }
            }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            double tmp[64];
            double pair[2];
            (void)i;
            (void)j;
            #pragma omp parallel for private(c1, tmp, pair)
            for (c0 = 0; c0 <= n - 1; c0++) {
              #pragma omp simd
              for (c1 = 0; c1 <= 63; c1++)
                tmp[c1] = A[c0][c1] * 2.0 + c0;
              #pragma omp simd
              for (c1 = 0; c1 <= 63; c1++)
                B[c0][c1] = tmp[c1] + tmp[63 - c1];
              #pragma omp simd private(pair)
              for (c1 = 0; c1 <= 63; c1++) {
                pair[0] = A[c0][c1] + 1.0;
                pair[1] = pair[0] * A[c0][c1];
                C[c0][c1] = pair[1] - pair[0];
              }
            }
          }
        }
      }
    }
  }
