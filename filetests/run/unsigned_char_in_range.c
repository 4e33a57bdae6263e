// test run
// A narrow unsigned iterator whose values provably stay in its type is optimized, and the
// body sees it with its own type.
#include <stdio.h>
double B[300];
unsigned char last;
void up(unsigned char n) {
#pragma scop
  for (unsigned char i = 0; i < n; i++)
    B[i] += 2.0 * i;
  for (unsigned char i = 0; i < n; i++)
    B[i] = B[i] + (i - 3);
#pragma endscop
}
int main(void) {
  up(255);
  printf("%.1f %.1f %.1f\n", B[0], B[100], B[254]);
  return 0;
}
