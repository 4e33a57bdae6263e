// test opt
// A local array of the function, named only in subscripts and not after the region, is
// as dead after the region as one declared in it (issue 16): `row` is private to the
// parallel loop. In `g`, `row` is passed to a function after the region, which may read
// the values the region leaves in it: its loop stays sequential.
void use(double *p);

void f(int n, double A[n][32], double B[n][32]) {
  double row[32];
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    for (j = 0; j < 32; j++)
      row[j] = A[i][j] * A[i][j];
    for (j = 0; j < 32; j++)
      B[i][j] = row[j] + row[31 - j];
  }
#pragma endscop
}

void g(int n, double A[n][32], double B[n][32]) {
  double row[32];
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    for (j = 0; j < 32; j++)
      row[j] = A[i][j] * A[i][j];
    for (j = 0; j < 32; j++)
      B[i][j] = row[j] + row[31 - j];
  }
#pragma endscop
  use(row);
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 11 */
  {
    if (((n <= 511)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++) {
          for (c1 = 0; c1 <= 31; c1++)
            row[c1] = A[c0][c1] * A[c0][c1];
          for (c1 = 0; c1 <= 31; c1++)
            B[c0][c1] = row[c1] + row[31 - c1];
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
            for (c0 = 0; c0 <= n - 1; c0++) {
              for (c1 = 0; c1 <= 30; c1++)
                row[c1] = A[c0][c1] * A[c0][c1];
              row[31] = A[c0][31] * A[c0][31];
              B[c0][0] = row[0] + row[31 - 0];
              for (c1 = 32; c1 <= 62; c1++)
                B[c0][(c1 - 31)] = row[(c1 - 31)] + row[31 - (c1 - 31)];
            }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            (void)i;
            (void)j;
            #pragma omp parallel for private(c1, row)
            for (c0 = 0; c0 <= n - 1; c0++) {
              for (c1 = 0; c1 <= 30; c1++)
                row[c1] = A[c0][c1] * A[c0][c1];
              row[31] = A[c0][31] * A[c0][31];
              B[c0][0] = row[0] + row[31 - 0];
              for (c1 = 32; c1 <= 62; c1++)
                B[c0][(c1 - 31)] = row[(c1 - 31)] + row[31 - (c1 - 31)];
            }
          }
        }
      }
    }
  }
/* hedra opt: generated from the #pragma scop region at line 24 */
  {
    if (((n <= 511)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++) {
          for (c1 = 0; c1 <= 31; c1++)
            row[c1] = A[c0][c1] * A[c0][c1];
          for (c1 = 0; c1 <= 31; c1++)
            B[c0][c1] = row[c1] + row[31 - c1];
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= n - 1; c0++) {
          for (c1 = 0; c1 <= 30; c1++)
            row[c1] = A[c0][c1] * A[c0][c1];
          row[31] = A[c0][31] * A[c0][31];
          B[c0][0] = row[0] + row[31 - 0];
          for (c1 = 32; c1 <= 62; c1++)
            B[c0][(c1 - 31)] = row[(c1 - 31)] + row[31 - (c1 - 31)];
        }
      }
    }
  }
