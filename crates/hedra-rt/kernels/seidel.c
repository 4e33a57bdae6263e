/* Gauss-Seidel, nine points, on rows allocated one by one: args N TSTEPS. */
#include "common.h"

static void kernel(int n, int tsteps, double **A) {
  int t, i, j;
#pragma hedra dcop
  for (t = 0; t < tsteps; t++)
    for (i = 1; i <= n - 2; i++)
      for (j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                   A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 200), tsteps = arg(argc, argv, 2, 20);
  double **A = rows(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((i * 5 + j * 11) % 13) / 13.0;
  double t0 = now();
  kernel(n, tsteps, A);
  double t1 = now();
  report(hash_rows(A, n, n, 14695981039346656037ull), t1 - t0);
  return 0;
}
