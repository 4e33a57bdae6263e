// test run
// options: --innermost=1
// Any band member may run innermost inside the tiles (`--innermost=K`, the tuner's
// loop-order choice): here the first member of every tiled band, against the strides —
// the rows of a product and of a 2-D stencil's time-skewed band, whose point loops are
// still a permutable band's. Sizes that are not multiples of the tiles.
#include <stdio.h>
#define N 37
#define M 29
#define T 6
double A[N][M], B[M][N], C[N][N], P[N][M];
int main(void) {
  int i, j, k, t;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      A[i][j] = 1.0 / (1 + i + 2 * j);
      B[j][i] = 0.5 * i - 0.25 * j;
      P[i][j] = (i * 3 + j) % 11;
    }
#pragma scop
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      C[i][j] = 0.0;
      for (k = 0; k < M; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
  for (t = 0; t < T; t++)
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < M - 1; j++)
        P[i][j] = 0.2 * (P[i][j] + P[i - 1][j] + P[i + 1][j] + P[i][j - 1] + P[i][j + 1]);
#pragma endscop
  double s = 0.0;
  for (i = 0; i < N; i++) {
    for (j = 0; j < N; j++)
      s += C[i][j] * (1 + (i + j) % 3);
    for (j = 0; j < M; j++)
      s += P[i][j] * (1 + (i * j) % 5);
  }
  printf("%.17g\n", s);
  return 0;
}
