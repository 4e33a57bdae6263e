// test run
// With n > 255 the original never ends; the model would end (issue 14, case 2). The step
// leaves the type only for n >= 256, one half-space of the parameter: the model assumes
// n <= 255, and the code checks it at run time (issue 16), running the region as written
// otherwise (here every call has n <= 255: `up(200)`, and an empty `up(-4)`).
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
  up(-4);
  printf("%.1f %.1f\n", B[199], B[200]);
  return 0;
}
