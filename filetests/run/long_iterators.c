// test run
// 64-bit iterators and parameters: the counters must be 64 bits wide (issue 14, case 1),
// and `i` must hold its final value after the region (case 5).
#include <stdio.h>
double B[20];
long shift(long n) {
  long i;
#pragma scop
  for (i = n; i < n + 10; i++)
    B[i - n] += 1.0;
#pragma endscop
  return i;
}
int main(void) {
  long r = shift(3000000000L);
  printf("%ld %.1f %.1f\n", r, B[0], B[9]);
  return 0;
}
