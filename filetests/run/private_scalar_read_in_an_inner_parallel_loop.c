// test run
// A scalar written in an outer sequential loop and read in an inner loop that can run in
// parallel (issue 16): a copy private to the inner loop's threads would never receive the
// value, so the inner loop may not privatize it. hedra keeps the scalar's values apart
// (here by expanding it over the outer loop) and still runs tiles of the nest in parallel.
#include <stdio.h>
#define N 48
double A[N], B[N][N][N];
void kernel(int n) {
  int i, j, k;
  double t;
#pragma scop
  for (i = 1; i < n; i++) {
    t = A[i] * 0.5;
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        B[i][j][k] = B[i - 1][j][k] * t + 1.0;
  }
#pragma endscop
}
int main(void) {
  int i, j, k;
  double sum = 0;
  for (i = 0; i < N; i++) {
    A[i] = (i % 5) * 0.25 + 0.5;
    for (j = 0; j < N; j++)
      for (k = 0; k < N; k++)
        B[i][j][k] = (i * j + k) % 7;
  }
  kernel(N);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      sum += B[i][j][(i + j) % N] * (i + 2 * j);
  printf("%.6f\n", sum);
  return 0;
}
