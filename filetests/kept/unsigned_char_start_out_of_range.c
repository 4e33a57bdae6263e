// test kept
// stderr: the first value of `i` may not fit in its type `unsigned char`
// `i = n` with n = 300 stores 44: the model would start at 300 (issue 14, case 2).
#include <stdio.h>
double B[400];
void down(int n) {
  unsigned char i;
#pragma scop
  for (i = n; i >= 1; i--)
    B[i] += 1.0;
#pragma endscop
}
int main(void) {
  down(300);
  printf("%.1f %.1f\n", B[44], B[300]);
  return 0;
}
