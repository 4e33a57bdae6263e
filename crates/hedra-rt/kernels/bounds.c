/* A Jacobi stencil on flat arrays whose bounds are read from memory: args N TSTEPS. */
#include "common.h"

static void kernel(int n, int tsteps, const int *lim, double *A, double *B) {
  int t, i, j;
#pragma hedra dcop
  for (t = 0; t < tsteps; t++) {
    for (i = lim[0]; i < lim[1]; i++)
      for (j = lim[2]; j < lim[3]; j++)
        B[i * n + j] = 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
    for (i = lim[0]; i < lim[1]; i++)
      for (j = lim[2]; j < lim[3]; j++)
        A[i * n + j] = B[i * n + j];
  }
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 200), tsteps = arg(argc, argv, 2, 20);
  int lim[4] = {1, n - 1, 1, n - 1};
  double *A = malloc((size_t)n * n * sizeof *A), *B = malloc((size_t)n * n * sizeof *B);
  for (int i = 0; i < n * n; i++) {
    A[i] = (i % 23) / 23.0;
    B[i] = 0.0;
  }
  double t0 = now();
  kernel(n, tsteps, lim, A, B);
  double t1 = now();
  uint64_t h = hash_bytes(A, (size_t)n * n * sizeof *A, 14695981039346656037ull);
  report(hash_bytes(B, (size_t)n * n * sizeof *B, h), t1 - t0);
  return 0;
}
