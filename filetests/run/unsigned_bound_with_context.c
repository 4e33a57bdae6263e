// test run
// The same loop as unsigned_bound_wraps.c, with a context that rules out the wrap-around:
// the unsigned parameter is cast to the counters' type in the generated bounds, and the
// iterator keeps its unsigned type in the body (`i - 5` wraps there as in the original).
#include <stdio.h>
double B[100];
unsigned U[100];
void f(unsigned n) {
  unsigned i;
#pragma hedra context n >= 1 && n <= 100
#pragma scop
  for (i = 0; i < n - 1; i++) {
    B[i] += 1.0;
    U[i] = i - 5;
  }
#pragma endscop
}
int main(void) {
  f(10);
  printf("%.1f %u %u\n", B[8], U[0], U[8]);
  return 0;
}
