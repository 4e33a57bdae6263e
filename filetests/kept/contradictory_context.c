// test kept
// options: --context 'n >= 10 && n <= 5'
// stderr: the context is contradictory: no sizes satisfy `n >= 10 && n <= 5` (--context)
// A context that no sizes satisfy (issue 17): no version can run, so the region stays as
// written, with the reason.
#include <stdio.h>
int main(void) {
  int n = 8, i;
  double a[16];
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = i * 0.5;
#pragma endscop
  printf("%f\n", a[n - 1]);
  return 0;
}
