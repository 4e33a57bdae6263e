// test run
// Local pointer aliases of arrays (issue 16): `w` and `r` are declared with the address of
// `x`, so writing `w[i]` and reading `r[i - 1]` is the recurrence `x[i] = x[i - 1] + b[i]`,
// which must stay in order. Taken as three distinct arrays, the loop would look parallel
// and vectorizable, and the output would differ.
#include <stdio.h>
#define N 2000
double a[N], b[N];
void kernel(int n, double *x) {
  double *restrict w = x;
  const double *__restrict__ r = &x[0];
  int i;
#pragma scop
  for (i = 1; i < n; i++)
    w[i] = 0.5 * r[i - 1] + b[i];
#pragma endscop
}
int main(void) {
  int i;
  double sum = 0;
  for (i = 0; i < N; i++) {
    a[i] = i % 7;
    b[i] = 1.0 / (i + 1);
  }
  kernel(N, a);
  for (i = 0; i < N; i++)
    sum += a[i] * (i % 13 + 1);
  printf("%.17g\n", sum);
  return 0;
}
