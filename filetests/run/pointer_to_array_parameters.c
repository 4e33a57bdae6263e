// test run
// Array parameters declared as pointers to their rows (`double (*A)[N]`, issue 15) are the
// array parameters `double A[][N]`: their element type and row extent are known, and the
// accumulations of the product are promoted to scalars as for `double A[N][N]`. A local
// pointer initialized from another array of the region (`q = X + 1`) overlaps it, which
// the model of distinct arrays would miss: that region stays as written (it used to be
// parallelized, and computed another result).
// stderr: `q` is initialized from `X`, which the region also uses
#include <stdio.h>
#define N 40
static double X[N][N], Y[N][N], Z[N][N];
static void product(int n, double (*C)[N], double (*A)[N], double (*const B)[N]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = 0.0;
      for (k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
#pragma endscop
}
static void shift(int n) {
  int i, j;
  double (*q)[N] = X + 1;
#pragma scop
  for (i = 0; i < n - 1; i++)
    for (j = 0; j < n; j++)
      q[i][j] = X[i][j] * 0.5 + 1.0;
#pragma endscop
}
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      X[i][j] = (i * 3 + j) % 7;
      Y[i][j] = (i + 2 * j) % 5 - 2.0;
    }
  product(N, Z, X, Y);
  shift(N);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      sum += (Z[i][j] + X[i][j]) * (1 + (i + j) % 3);
  printf("%.6f\n", sum);
  return 0;
}
