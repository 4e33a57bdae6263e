/* A dense matrix product through pointers to rows: args N. */
#include "common.h"

static void kernel(int n, double **A, double **B, double **C) {
  int i, j, k;
#pragma hedra dcop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 200);
  double **A = rows(n, n), **B = rows(n, n), **C = rows(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = ((i * j) % 7) / 7.0;
      B[i][j] = ((i + 2 * j) % 5) / 5.0;
      C[i][j] = 0.0;
    }
  double t0 = now();
  kernel(n, A, B, C);
  double t1 = now();
  report(hash_rows(C, n, n, 14695981039346656037ull), t1 - t0);
  return 0;
}
