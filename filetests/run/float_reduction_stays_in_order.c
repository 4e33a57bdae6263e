// test run
// Without --reassociate, floating-point sums keep their order (issue 16): the reduction
// loop stays sequential, so the results are equal bit for bit. The integer count next to
// it is exact in any order, but shares the loop with the float sum, which keeps it in order.
#include <stdio.h>
#define N 3000
float w[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++)
    w[i] = 1.0f / (i + 1) + (i % 7) * 0.3f;
  float sum = 0.0f;
  int positive = 0;
#pragma scop
  for (i = 0; i < N; i++) {
    sum += w[i] * w[i];
    positive += w[i] > 1.0f;
  }
#pragma endscop
  printf("%.9g %d\n", sum, positive);
  return 0;
}
