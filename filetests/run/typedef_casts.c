// test run
// Casts to a typedef name and to a macro that names a type (issue 16): the parser needs the
// file's type names to read `(real_t)0.5` and `(DATA_TYPE)(i + 1)` as casts; the region used
// to be left unchanged ("expected `;`").
#include <stdio.h>
typedef double real_t;
typedef real_t vec_t;
#define DATA_TYPE float
real_t A[64][64], B[64];
DATA_TYPE C[64];
void kernel(int n) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    B[i] = (real_t)0.5 * B[i] + (real_t)(i + 1) / (vec_t)n;
    C[i] = (DATA_TYPE)(i * 3) * (DATA_TYPE)0.25;
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + B[i] * (real_t)C[j] - (long)(j / 2);
  }
#pragma endscop
}
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < 64; i++) {
    B[i] = i % 5;
    for (j = 0; j < 64; j++)
      A[i][j] = (i + 2 * j) % 9;
  }
  kernel(60);
  for (i = 0; i < 64; i++) {
    sum += B[i] * 3 + C[i] * 5;
    for (j = 0; j < 64; j++)
      sum += A[i][j] * (1 + (i + j) % 5);
  }
  printf("%.6f\n", sum);
  return 0;
}
