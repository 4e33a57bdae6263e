/* A banded matrix-vector product written with `while` loops: args N M. */
#include "common.h"

static void kernel(int n, int m, const int *row, const double *x, double *y, double **A) {
  int i, k;
  i = 0;
#pragma hedra dcop
  while (i < n) {
    k = row[i];
    while (k < row[i + 1]) {
      y[i] += A[i][k - row[i]] * x[k];
      k++;
    }
    i++;
  }
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 300), m = arg(argc, argv, 2, 200);
  int *row = malloc((size_t)(n + 1) * sizeof *row);
  for (int i = 0; i <= n; i++) row[i] = i * m / 2;
  double *x = malloc((size_t)n * m * sizeof *x), *y = calloc((size_t)n, sizeof *y);
  double **A = rows(n, m);
  for (int i = 0; i < n * m; i++) x[i] = (i % 13) / 13.0;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) A[i][j] = ((i + j) % 7) / 7.0;
  double t0 = now();
  kernel(n, m, row, x, y, A);
  report(hash_bytes(y, (size_t)n * sizeof *y, 14695981039346656037ull), now() - t0);
  return 0;
}
