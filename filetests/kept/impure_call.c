// test kept
// stderr: call to `rand`, which hedra does not know to be pure
// The order of rand()'s results is part of the output (issue 14, case 4).
#include <stdio.h>
#include <stdlib.h>
int A[10][10];
void fill(int n) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[j][i] = rand() % 100;
#pragma endscop
}
int main(void) {
  srand(7);
  fill(10);
  printf("%d %d\n", A[0][1], A[1][0]);
  return 0;
}
