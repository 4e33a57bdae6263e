// test run
// A function declared pure may be called in a region.
#include <stdio.h>
static double sq(double x) { return x * x; }
#pragma hedra pure(sq)
double A[50][50];
void f(int n) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[j][i] = sq(i - j) + A[j][i];
#pragma endscop
}
int main(void) {
  f(50);
  double s = 0;
  for (int i = 0; i < 50; i++)
    for (int j = 0; j < 50; j++)
      s += A[i][j] * (i + 1);
  printf("%.3f\n", s);
  return 0;
}
