// test run
// `size_t` iterators with `int` bounds (issue 16): the generated code runs where the
// bounds are not negative (an assumption checked at run time), here for every call, an
// empty range included.
#include <stdio.h>
#include <stddef.h>

static double A[50][40];

static void rows(int n, int m) {
#pragma scop
  for (size_t i = 0; i < n; i++)
    for (size_t j = 1; j < m; j++)
      A[i][j] = A[i][j - 1] * 0.5 + A[i][j];
#pragma endscop
}

int main(void) {
  int i, j;
  for (i = 0; i < 50; i++)
    for (j = 0; j < 40; j++)
      A[i][j] = (double)((i * 3 + j) % 7);
  rows(50, 40);
  rows(0, 40);
  rows(20, 0);
  for (i = 0; i < 50; i++)
    for (j = 0; j < 40; j++)
      printf("%.17g\n", A[i][j]);
  return 0;
}
