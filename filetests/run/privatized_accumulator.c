// test run
// A scalar accumulator reset in every (i, j) iteration (issue 16, privatization): its
// values never cross iterations, so hedra expands it into one cell per (i, j) for the
// scheduler. The schedule it finds (the k loop outside j, tiled, register-blocked)
// interleaves the iterations, so the code keeps the expanded array on the heap; the
// lower-triangle and upper-triangle halves read it in separate loops.
#include <stdio.h>
#define M 70
#define N 90
double S[M][M], B[M][N], C[M][N];
void kernel(int m, int n, double alpha, double beta) {
  int i, j, k;
  double acc;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      acc = 0.0;
      for (k = 0; k <= i; k++)
        acc += S[i][k] * B[k][j];
      for (k = i + 1; k < m; k++)
        acc += S[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
}
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      S[i][j] = ((i * 7 + j * 3) % 13) / 8.0;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      B[i][j] = ((i + 2 * j) % 9) / 4.0;
      C[i][j] = ((3 * i + j) % 5) / 2.0;
    }
  kernel(M, N, 1.5, 0.5);
  kernel(0, N, 1.5, 0.5);
  kernel(5, 7, 2.0, 1.0);
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + j) % 7);
  printf("%.6f\n", sum);
  return 0;
}
