// test kept
// options: --budget 500
// stderr: dependence analysis ran out of its budget of 500 operations
// stderr: only the original order was found, with nothing parallel, vector or promoted
// When every step short of the original order fails, the original order would gain nothing
// over the region's text (no parallel or vector loop, no promoted scalar), and regenerated
// from a union of pieces it could scan far more than the domain (fuzz seeds 3003450,
// 3010811): the region stays as written.
#include <stdio.h>
double A[40][40];
void kernel(int n) {
  int i, j;
#pragma scop
  for (i = 1; i < n; i++)
    for (j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1] * 0.5;
#pragma endscop
}
int main(void) {
  int i, j;
  for (i = 0; i < 40; i++)
    for (j = 0; j < 40; j++)
      A[i][j] = (i * 7 + j) % 5;
  kernel(40);
  printf("%.6f\n", A[39][39]);
  return 0;
}
