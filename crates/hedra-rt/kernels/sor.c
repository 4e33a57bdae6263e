/* Successive over-relaxation on rows allocated one by one: args N TSTEPS. */
#include "common.h"

static void kernel(int n, int tsteps, double **A) {
  int t, i, j;
#pragma hedra dcop
  for (t = 0; t < tsteps; t++)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1] + A[i][j]);
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 200), tsteps = arg(argc, argv, 2, 20);
  double **A = rows(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((i * 7 + j * 3) % 17) / 17.0;
  double t0 = now();
  kernel(n, tsteps, A);
  double t1 = now();
  report(hash_rows(A, n, n, 14695981039346656037ull), t1 - t0);
  return 0;
}
