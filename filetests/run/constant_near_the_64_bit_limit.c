// test run
// An always-true comparison with the largest `long` value (issue 14, case 3): the `else`
// branch holds only values an `int` iterator never takes, and no constant of the generated
// code may be truncated into an `int` counter.
#include <stdio.h>
double C[40][40], A[40][40];
void syrk(int n, int m) {
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++) {
      if (i < 9223372036854775807) {
        C[i][j] = 0.5 * C[i][j];
      } else {
        C[i][j] = 3.0 * C[i][j];
      }
      for (k = 0; k < m; k++)
        C[i][j] += 1.5 * A[i][k] * A[j][k];
    }
#pragma endscop
}
int main(void) {
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++) {
      C[i][j] = (i * 7 + j) % 13;
      A[i][j] = (i + 3 * j) % 11;
    }
  syrk(40, 40);
  double s = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      s += C[i][j] * (i + 2 * j + 1);
  printf("%.3f\n", s);
  return 0;
}
