// test run
// Arrays declared inside the region, whose cells every iteration writes before it reads
// them, are private to the parallel loop (issue 16): each thread gets its own copy
// (`private(tmp)`). Also an array private to an inner loop (`pair`, two cells per
// iteration of `j`), an array read before it is written in an iteration (`prev` carries
// values from one `i` to the next: its loop stays sequential), and one too large for a
// thread's stack (`big`, 8192 cells: its loop stays sequential), and a local array of
// `main` that only the region names (`row`: private too).
#include <stdio.h>

#define N 61
#define M 64

static double A[N][M], B[N][M], C[N][M], D[N][M], E[N][M], F[N][M];

int main(void) {
  double row[64];
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double)((i * 13 + j * 7) % 17) / 17.0;
#pragma scop
  for (i = 0; i < N; i++) {
    double tmp[64];
    for (j = 0; j < M; j++)
      tmp[j] = A[i][j] * 2.0 + i;
    for (j = 0; j < M; j++)
      B[i][j] = tmp[j] + tmp[M - 1 - j];
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      double pair[2];
      pair[0] = A[i][j] + 1.0;
      pair[1] = pair[0] * A[i][j];
      C[i][j] = pair[1] - pair[0];
    }
  for (i = 0; i < N; i++) {
    double prev[64];
    for (j = 0; j < M; j++)
      prev[j] = i == 0 ? 0.0 : prev[j];
    for (j = 0; j < M; j++) {
      D[i][j] = prev[j] + A[i][j];
      prev[j] = D[i][j];
    }
  }
  for (i = 0; i < N; i++) {
    double big[8192];
    for (j = 0; j < 8192; j++)
      big[j] = A[i][0] + j;
    for (j = 0; j < M; j++)
      E[i][j] = big[j * 128];
  }
  for (i = 0; i < N; i++) {
    for (j = 0; j < 64; j++)
      row[j] = A[i][63 - j] - A[i][j];
    for (j = 0; j < 64; j++)
      F[i][j] = row[j] * row[63 - j];
  }
#pragma endscop
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      printf("%.17g %.17g %.17g %.17g %.17g\n", B[i][j], C[i][j], D[i][j], E[i][j], F[i][j]);
  return 0;
}
