// test kept
// stderr: write to parameter `j`
// An induction variable stepped by two loops (issue 16) has no closed form of the shape
// hedra substitutes (steps directly in the body of one loop), and a scalar used in
// subscripts cannot be data: the region stays as written, with the reason.
#include <stdio.h>
double a[100], b[40];
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < 40; i++)
    b[i] = i % 9;
#pragma scop
  j = 0;
  for (i = 0; i < 20; i++) {
    j++;
    a[j] = b[i];
  }
  for (i = 0; i < 20; i++) {
    j += 2;
    a[j] += b[i + 20];
  }
#pragma endscop
  for (i = 0; i < 100; i++)
    sum += a[i] * (i + 1);
  printf("%.6f %d\n", sum, j);
  return 0;
}
