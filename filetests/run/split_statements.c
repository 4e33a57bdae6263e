// test run
// options: --always-split
// Split statements compute what the original computes (issue 16): a correlation-shaped
// product, a triangular in-place product that reads the array it updates (trmm's
// shape), and a sum written `A = A + e` with a scalar factor and an integer operand.
#include <stdio.h>

#define N 37
#define M 29

static double data[N][M], corr[M][M], L[M][M], B[M][N], C[M][N];

int main(void) {
  int i, j, k;
  double alpha = 0.75;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0 - 0.4;
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      L[i][j] = (double)((i + 2 * j) % 5) / 7.0;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      B[i][j] = (double)((i * j + 1) % 13) / 13.0;
      C[i][j] = 0.5;
    }
#pragma scop
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < N; k++)
        corr[i][j] += data[k][i] * data[k][j];
    }
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      for (k = i + 1; k < M; k++)
        B[i][j] += L[k][i] * B[k][j];
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < M; k++)
        C[i][j] = C[i][j] + alpha * L[i][k] * B[k][j] * (k + 1);
#pragma endscop
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      printf("%.17g\n", corr[i][j]);
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      printf("%.17g %.17g\n", B[i][j], C[i][j]);
  return 0;
}
