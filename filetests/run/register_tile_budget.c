// test run
// options: --register-tile=64x64
// max-output-bytes: 200000
// A 64x64 register block would be 4096 statement copies: unrolling respects a code-size
// budget (issue 14, case 9).
#include <stdio.h>
double C[130][130], A[130][130], B[130][130];
void gemm(int n) {
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
int main(void) {
  for (int i = 0; i < 130; i++)
    for (int j = 0; j < 130; j++) {
      A[i][j] = (i * 3 + j) % 7;
      B[i][j] = (i + 5 * j) % 9;
    }
  gemm(130);
  double s = 0;
  for (int i = 0; i < 130; i++)
    for (int j = 0; j < 130; j++)
      s += C[i][j] * (i + j + 1);
  printf("%.3f\n", s);
  return 0;
}
