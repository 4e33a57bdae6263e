/* Loop forms for the runtime's tests: an outer step of 2 up to `<= n - 1`, a decreasing inner
 * loop, a scalar accumulated across iterations, and counters read after the nest: args N. */
#include <stdio.h>
#include <stdlib.h>
static double kernel(int n, double **A, const int *idx, int *jout) {
  int i, j;
  double s = 0.0;
#pragma hedra dcop
  for (i = 0; i <= n - 1; i += 2)
    for (j = n - 1; j >= 1; j--) {
      A[idx[i]][j] = A[idx[i]][j - 1] * 0.5 + (double)j;
      s += A[idx[i]][j];
    }
  *jout = j * 1000 + i;
  return s;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  double **A = malloc(n * sizeof *A);
  int *idx = malloc(n * sizeof *idx);
  for (int i = 0; i < n; i++) { A[i] = malloc(n * sizeof **A); idx[i] = (i * 3) % n; for (int j = 0; j < n; j++) A[i][j] = (i + j) % 5; }
  for (int i = 0; i < n; i++) idx[i] = n - 1 - i;
  int jo;
  double s = kernel(n, A, idx, &jo);
  double h = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h += A[i][j] * (1 + (i * 7 + j) % 3);
  printf("%.17g %.17g %d\n", s, h, jo);
  return 0;
}
