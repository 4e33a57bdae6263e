// test run
// `n - 1` in unsigned arithmetic wraps around at n = 0, where the loop would run about
// 2^32 times. The model holds for n >= 1: an assumption on the parameter (issue 16),
// checked at run time, with the region as written where it fails (the kept region of an
// earlier stop).
#include <stdio.h>
double B[100];
void f(unsigned n) {
  unsigned i;
#pragma scop
  for (i = 0; i < n - 1; i++)
    B[i] += 1.0;
#pragma endscop
}
int main(void) {
  f(10);
  printf("%.1f\n", B[8]);
  return 0;
}
