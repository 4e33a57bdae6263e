// test run
// options: --reassociate
// tolerance: 1e-12
// Floating-point reductions run in parallel and in vector lanes only with --reassociate
// (issue 16): a dot product, a sum of squares folded into an array cell, and a maximum.
// Reordering a sum of n terms changes it by at most about 2 (n - 1) u times the sum of
// the terms' magnitudes (u = 2^-53); the outputs are compared within 1e-12 relative.
#include <stdio.h>
#include <math.h>
#define N 4000
#define R 120
#define C 90
double x[N], y[N];
double A[R][C];
double stats[3];
int main(void) {
  int i, j;
  for (i = 0; i < N; i++) {
    x[i] = sin(0.001 * i) + 1.0 / (i + 3);
    y[i] = cos(0.002 * i) - 0.5 / (i + 7);
  }
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      A[i][j] = 1.0 / (1 + i + 2 * j) - 0.001 * j;
  double dot = 0.1;
  double peak = -1e300;
#pragma scop
  for (i = 0; i < N; i++)
    dot += x[i] * y[i];
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      stats[1] += A[i][j] * A[i][j];
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      peak = fmax(peak, A[i][j] * (i - j));
#pragma endscop
  printf("%.17g %.17g %.17g\n", dot, stats[1], peak);
  return 0;
}
