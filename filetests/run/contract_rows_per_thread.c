// test run
// options: --fuse=max
// Array contraction (issue 18) into storage that each iteration of the parallel loop owns,
// of a size that depends on the parameters: with maximal fusion, each tile of rows of the
// product T = A*B is consumed by D = T*C in the same iteration of the parallel tile loop,
// so T (a variable-length local array) becomes T_c[32][m], declared at the top of that
// loop's body (one per thread), behind a test of its size.
#include <stdio.h>

static void chain(int n, int m, double A[n][m], double B[m][m], double C[m][m], double D[n][m]) {
  int i, j, k;
  double T[n][m];
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      T[i][j] = 0.0;
      for (k = 0; k < m; k++)
        T[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      D[i][j] = 0.0;
      for (k = 0; k < m; k++)
        D[i][j] += T[i][k] * C[k][j];
    }
#pragma endscop
}

int main(void) {
  static double A[70][45], B[45][45], C[45][45], D[70][45];
  int i, j;
  for (i = 0; i < 70; i++)
    for (j = 0; j < 45; j++)
      A[i][j] = ((i * 7 + j * 3) % 11) * 0.25;
  for (i = 0; i < 45; i++)
    for (j = 0; j < 45; j++) {
      B[i][j] = ((i + 2 * j) % 5) * 0.5;
      C[i][j] = ((3 * i + j) % 7) * 0.125;
    }
  chain(70, 45, A, B, C, D);
  for (i = 0; i < 70; i++)
    for (j = 0; j < 45; j++)
      printf("%.17g\n", D[i][j]);
  return 0;
}
