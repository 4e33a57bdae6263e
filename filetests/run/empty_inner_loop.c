// test run
// A statement whose loop never runs (`j` from 3 while `j < 3`): its domain is empty, and
// late parallelization met a band member with no statement instance at all, which failed
// with an internal "invalid dimension" error and kept the region as written (found by a
// differential test of induction variables). Such a member carries nothing.
#include <stdio.h>

static double A[40], B[40];

int main(void) {
  int i, j, n = 30;
  for (i = 0; i < 40; i++)
    B[i] = i * 0.25;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 3; j < 3; j++)
      A[i] = A[i] + B[j];
#pragma endscop
  for (i = 0; i < 40; i++)
    printf("%.17g\n", A[i]);
  printf("%d %d\n", i, j);
  return 0;
}
