// test run
// Iterators and parameters of every integer type C has, typedefs included, inside and
// outside the region (issue 13: `for (int64_t i = ...)` did not compile).
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
typedef unsigned short idx_t;
typedef long long wide;
double A[64][64];
double V[64];
void kernel(short n, long long m, size_t p, int32_t q, wide w) {
  unsigned short us;
  signed char sc;
#pragma hedra context n <= 60 && p <= 60 && m <= 60 && q <= 60 && w <= 60
#pragma scop
  for (int64_t i = 0; i < n; i++)
    for (idx_t j = 0; j < p; j++)
      A[i][j] = A[i][j] + i * j;
  for (us = 1; us < m; us++)
    for (uint8_t k = 0; k < q; k++)
      A[us][k] += A[us - 1][k];
  for (sc = 3; sc < w; sc++)
    V[sc] = V[sc - 1] + sc;
  for (long long i = 0; i < q; i++)
    for (unsigned long j = 0; j < p; j++)
      V[i] += A[j][i];
#pragma endscop
  printf("%d %d\n", us, sc);
}
int main(void) {
  kernel(50, 40, 45, 30, 55);
  double s = 0;
  for (int i = 0; i < 64; i++) {
    s += V[i];
    for (int j = 0; j < 64; j++)
      s += A[i][j] * (i + 1);
  }
  printf("%.3f\n", s);
  return 0;
}
