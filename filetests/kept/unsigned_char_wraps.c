// test kept
// stderr: the step of `i` may leave the range of its type `unsigned char`
// With n > 255 the original never ends; the model would end (issue 14, case 2).
#include <stdio.h>
double B[400];
void up(int n) {
#pragma scop
  for (unsigned char i = 0; i < n; i++)
    B[i] += 2.0;
#pragma endscop
}
int main(void) {
  up(200);
  printf("%.1f\n", B[199]);
  return 0;
}
