// test run
// Scalars that must not be privatized (issue 16): `last` is read after the region, `run`
// carries its value from one iteration to the next, `seed` is read before the region
// writes it, `kept` is `static` (its value outlives the call), and `seen` has its address
// taken. Each keeps the value the original program leaves or uses.
#include <stdio.h>
#define N 40
double A[N][N], R[N][N], T[N][N];
double *watch;
double kernel(int n) {
  int i, j;
  double last, run, seed = 1.5, seen;
  static double kept;
  watch = &seen;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      last = A[i][j] * 2.0;
      R[i][j] = last + 1.0;
    }
  run = 0.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      run = run * 0.5 + A[i][j];
      T[i][j] = run;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      R[i][j] += seed;
      seed = A[j][i];
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      kept = A[i][j] + 3.0;
      T[i][j] += kept;
      seen = A[j][i] - 1.0;
      R[i][j] -= seen;
    }
#pragma endscop
  return last + seed + kept + *watch;
}
int main(void) {
  int i, j;
  double sum = 0, tail;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = ((i * 5 + j) % 11) / 4.0;
  tail = kernel(N);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      sum += (R[i][j] + 3 * T[i][j]) * (1 + (i + j) % 5);
  printf("%.6f %.6f\n", sum, tail);
  return 0;
}
