// test run
// `a = b = c` is two statements, `b = c` and then `a = b` (issue 16): the value of an
// assignment is the new value of its left operand, in that operand's type (here `B` is
// `int`, so `A[i]` gets the truncated value), and a compound inner assignment first updates
// its operand. The chains run under the default schedule (fused, tiled, parallel).
#include <stdio.h>
double A[64], C[64], E[64];
int B[64];
long D[64][64];
void kernel(int n) {
  int i, j;
  double s;
#pragma scop
  for (i = 0; i < n; i++) {
    A[i] = B[i] = i * 0.75;
    C[i] += A[i] = B[i] * 2.5;
    for (j = 0; j < n; j++)
      D[i][j] = D[j][i] += B[i] - j;
  }
  E[0] = C[1] = s = 2.25;
  for (i = 1; i < n; i++)
    E[i] = C[i] = E[i - 1] * 0.5 + C[i];
#pragma endscop
}
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < 64; i++) {
    C[i] = i % 7;
    for (j = 0; j < 64; j++)
      D[i][j] = (i * 3 + j) % 11;
  }
  kernel(60);
  for (i = 0; i < 64; i++) {
    sum += A[i] * 3 + B[i] * 5 + C[i] * 7 + E[i] * 11;
    for (j = 0; j < 64; j++)
      sum += D[i][j] * (1 + (i + j) % 5);
  }
  printf("%.6f\n", sum);
  return 0;
}
