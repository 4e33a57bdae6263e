/* Rows updated through an index array, affine at run time (a reversal): args N M BAD,
 * where BAD >= 0 edits idx[BAD] to break the prediction there. */
#include "common.h"

static void kernel(int n, int m, const int *idx, const double *x, const double *y, double **A) {
  int i, j;
#pragma hedra dcop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[idx[i]][j] = A[idx[i]][j] * 0.5 + y[j] * x[idx[i]];
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 300), m = arg(argc, argv, 2, 400), bad = arg(argc, argv, 3, -1);
  int *idx = malloc((size_t)n * sizeof *idx);
  double *x = malloc((size_t)n * sizeof *x), *y = malloc((size_t)m * sizeof *y);
  double **A = rows(n, m);
  for (int i = 0; i < n; i++) {
    idx[i] = n - 1 - i;
    x[i] = i * 0.25;
    for (int j = 0; j < m; j++)
      A[i][j] = (i + j) % 9;
  }
  if (bad >= 0 && bad < n)
    idx[bad] = (idx[bad] + n / 2) % n;
  for (int j = 0; j < m; j++)
    y[j] = j % 4;
  double t0 = now();
  kernel(n, m, idx, x, y, A);
  double t1 = now();
  report(hash_rows(A, n, m, 14695981039346656037ull), t1 - t0);
  return 0;
}
