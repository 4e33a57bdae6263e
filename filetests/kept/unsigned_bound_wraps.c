// test kept
// stderr: `n - 1` may not have the value the model computes
// `n - 1` in unsigned arithmetic wraps around at n = 0.
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
