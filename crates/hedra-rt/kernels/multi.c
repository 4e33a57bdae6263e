/* Two nests in one file, each entered many times with changing sizes (programs are cached
 * per nest and reused): args N REPS. */
#include <stdio.h>
#include <stdlib.h>
static void scale(int n, int m, double **A, double f) {
  int i, j;
#pragma hedra dcop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = A[i][j] * f + 1.0;
}
static void shift(int n, const int *p, double *x, double *y) {
  int i;
#pragma hedra dcop
  for (i = 0; i < n; i++)
    y[p[i]] = x[p[i]] + y[p[i]] * 0.5;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100, reps = argc > 2 ? atoi(argv[2]) : 20;
  double **A = malloc(n * sizeof *A);
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  int *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++) { A[i] = malloc(n * sizeof **A); x[i] = i; y[i] = 1; p[i] = (i * 2) % n; for (int j = 0; j < n; j++) A[i][j] = (i ^ j) % 7; }
  for (int r = 0; r < reps; r++) {
    scale(n - r % 3, n, A, 0.5 + r * 0.01);
    shift(n / 2, p, x, y);
  }
  double h = 0; for (int i = 0; i < n; i++) { h += y[i]; for (int j = 0; j < n; j++) h += A[i][j]; }
  printf("%.17g\n", h);
}
