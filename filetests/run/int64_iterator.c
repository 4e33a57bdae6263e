// test run
// `for (int64_t i = ...)` declared inside the region, with bounds beyond 32 bits: the
// generated counters are 64 bits wide and the program compiles with -Wall -Werror (issue 13).
#include <stdio.h>
#include <stdint.h>
double B[20][8];
void shift(int64_t n) {
#pragma scop
  for (int64_t i = n; i < n + 20; i++)
    for (int64_t j = 0; j < 8; j++)
      B[i - n][j] += (i - n) * j + 0.5;
#pragma endscop
}
int main(void) {
  shift(3000000000LL);
  shift(-5000000000LL);
  double s = 0;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 8; j++)
      s += B[i][j] * (i + 1);
  printf("%.1f\n", s);
  return 0;
}
