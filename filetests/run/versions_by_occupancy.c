// test run
// Versioning by the occupancy test (issue 17): a parallel loop whose trip count depends
// on the sizes runs in parallel only where it has at least one iteration per thread; the
// versions for fewer keep it sequential and move parallelism inward, or run sequentially.
// The kernels run at sizes below, at and above each threshold (tiles of 32, the register
// block's 6 x 16 rows, 2 threads), so that every version runs; each prints what it
// computed.
#include <stdio.h>

static void gemm(int ni, int nj, int nk, double C[300][300], double A[300][300],
                 double B[300][300]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}

static void scale_rows(int n, int m, double X[300][300], double s[300]) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      X[i][j] = X[i][j] * s[i] + 1.0;
#pragma endscop
}

static double C[300][300], A[300][300], B[300][300], s[300];

int main(void) {
  int sizes[] = {1, 2, 5, 31, 32, 33, 64, 95, 96, 97, 193, 300};
  for (int a = 0; a < 300; a++) {
    s[a] = (a % 7) / 4.0;
    for (int b = 0; b < 300; b++) {
      A[a][b] = ((a * 3 + b) % 11) / 8.0;
      B[a][b] = ((a + 5 * b) % 13) / 4.0;
    }
  }
  for (unsigned x = 0; x < sizeof sizes / sizeof sizes[0]; x++)
    for (unsigned y = 0; y < sizeof sizes / sizeof sizes[0]; y += 3) {
      int n = sizes[x], m = sizes[y];
      for (int a = 0; a < 300; a++)
        for (int b = 0; b < 300; b++)
          C[a][b] = (a + b) % 3;
      gemm(n, m, (n + m) / 2, C, A, B);
      scale_rows(m, n, C, s);
      double sum = 0;
      for (int a = 0; a < 300; a++)
        for (int b = 0; b < 300; b++)
          sum += C[a][b] * ((a + 2 * b) % 5 + 1);
      printf("%d %d %.6f\n", n, m, sum);
    }
  return 0;
}
