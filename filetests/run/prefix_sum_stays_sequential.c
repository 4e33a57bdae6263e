// test run
// A running sum whose partial values are stored (a prefix sum) is not a reduction that
// may be reordered: the store reads the accumulator in every iteration, so the loop
// carries a dependence that is not the reduction's own, and stays sequential (issue 16).
#include <stdio.h>
#define N 500
long a[N], prefix[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++)
    a[i] = (i * 7919) % 1000 - 500;
  long run = 0;
#pragma scop
  for (i = 0; i < N; i++) {
    run += a[i];
    prefix[i] = run;
  }
#pragma endscop
  long chk = 0;
  for (i = 0; i < N; i++)
    chk = chk * 31 + prefix[i];
  printf("%ld %ld\n", run, chk);
  return 0;
}
