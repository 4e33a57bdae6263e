// test run
// max-output-bytes: 60000
// max-preprocessed-bytes: 400000
// Twenty independent upper bounds on one loop: the min/max nest of the generated bound must
// not expand exponentially under the preprocessor (issue 14, case 9).
#include <stdio.h>
double A[200][200];
void f(int n, int p0, int p1, int p2, int p3, int p4, int p5, int p6, int p7, int p8, int p9, int p10, int p11, int p12, int p13, int p14, int p15, int p16, int p17, int p18, int p19) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < p0 && j < p1 && j < p2 && j < p3 && j < p4 && j < p5 && j < p6 && j < p7 && j < p8 && j < p9 && j < p10 && j < p11 && j < p12 && j < p13 && j < p14 && j < p15 && j < p16 && j < p17 && j < p18 && j < p19; j++)
      A[i][j] = A[i][j] + i + 2 * j;
#pragma endscop
}
int main(void) {
  f(180, 150, 157, 164, 171, 178, 185, 152, 159, 166, 173, 180, 187, 154, 161, 168, 175, 182, 189, 156, 163);
  double s = 0;
  for (int i = 0; i < 200; i++)
    for (int j = 0; j < 200; j++)
      s += A[i][j] * (i + 1);
  printf("%.3f\n", s);
  return 0;
}
