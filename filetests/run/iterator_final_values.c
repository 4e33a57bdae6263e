// test run
// Iterators declared outside the region and read after it hold the original's final values
// (issue 14, case 5), including a triangular nest and a loop that does not run.
#include <stdio.h>
double A[100][100];
int nest(int n, int m) {
  int i, j = 4, k = -7, t;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      A[i][j] = A[i][j] + i - j;
  for (t = 5; t < m; t++)
    for (k = 0; k < 3; k++)
      A[t][k] += 1.0;
#pragma endscop
  return 1000000 * i + 10000 * j + 100 * (k + 10) + t;
}
int main(void) {
  printf("%d\n", nest(60, 70));
  printf("%d\n", nest(60, 2));
  printf("%d\n", nest(0, 9));
  return 0;
}
