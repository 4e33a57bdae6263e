// test run
// `i = n` with n = 300 stores 44: the model would start at 300 (issue 14, case 2). The
// model holds for 0 <= n <= 255: an assumption on the parameter (issue 16), checked at
// run time. `down(300)` runs the region as written, `down(200)` the generated code.
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
  down(200);
  printf("%.1f %.1f %.1f\n", B[44], B[200], B[201]);
  return 0;
}
