// test run
// options: --reassociate --fuse=no
// tolerance: 1e-12
// C = A * B^T, twice. Along the parallel column loop B[j][k] is read down a column; with
// --reassociate the intra-tile order puts the reduction loop k innermost instead (both
// rows contiguous, a partial sum per vector lane) inside a 4 x 4 register block (16
// accumulators, one per cell of the block). Each statement gets its own nest
// (--fuse=no): an initialization fused with the product would be carried by k. Sizes that
// are not multiples of the tiles, and a reduction shorter than a vector, check the
// partial tiles and the lanes' tails.
#include <stdio.h>
#define M 70
#define N 45
#define K 133
#define KS 3
double A[M][K], B[N][K], C[M][N];
double P[M][KS], Q[N][KS], R[M][N];
int main(void) {
  int i, j, k;
  for (i = 0; i < M; i++)
    for (k = 0; k < K; k++)
      A[i][k] = 1.0 / (1 + i + k) - 0.002 * k;
  for (j = 0; j < N; j++)
    for (k = 0; k < K; k++)
      B[j][k] = 0.5 / (2 + 2 * j + k) + 0.001 * j;
  for (i = 0; i < M; i++)
    for (k = 0; k < KS; k++)
      P[i][k] = i - 2.5 * k;
  for (j = 0; j < N; j++)
    for (k = 0; k < KS; k++)
      Q[j][k] = 0.25 * j + k;
#pragma scop
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      C[i][j] = 0.0;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < K; k++)
        C[i][j] += A[i][k] * B[j][k];
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      R[i][j] = 1.0;
      for (k = 0; k < KS; k++)
        R[i][j] += P[i][k] * Q[j][k];
    }
#pragma endscop
  double s = 0.0, t = 0.0;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      s += C[i][j] * (1 + (i * 7 + j) % 5);
      t += R[i][j] * (1 + (i + 3 * j) % 7);
    }
  printf("%.17g %.17g %.17g %.17g\n", s, t, C[M - 1][N - 1], R[3][4]);
  return 0;
}
