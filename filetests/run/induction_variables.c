// test run
// Induction variables (issue 16): scalars that a loop steps by constants and that
// subscripts use are replaced by their closed forms (`j = 1 + 2 + 2 * i` at the use), and
// comma operators in `for` headers are split. `j` and `m` are read after the region and
// get their last values; `k` counts down with a loop that counts up; `m` starts from its
// value before the region; `p` restarts in every iteration of an outer loop.
#include <stdio.h>
#define N 30
double a[2 * N + 8], b[N], c[N], d[N], e[3 * N], f[4][N + 16];
int kernel(int n, int m) {
  int i, j, k, p, t;
#pragma scop
  j = 1;
  for (i = 0; i < n; i++) {
    j += 2;
    a[j] = b[i] * 0.5 + a[j - 1];
  }
  for (i = 0, k = n - 1; i < n; i++, k--)
    c[i] = d[k] + c[i];
  for (i = n - 1; i >= 0; i--) {
    e[m] = e[m] + i;
    m++;
  }
  for (t = 0; t < 4; t++) {
    p = 3 * t;
    for (i = 0; i < n; i++) {
      f[t][p] += i * 0.25;
      p++;
    }
  }
#pragma endscop
  return j * 1000 + m;
}
int main(void) {
  int i, t, r;
  double sum = 0;
  for (i = 0; i < N; i++) {
    b[i] = i % 7;
    d[i] = (i * 3) % 5;
  }
  r = kernel(N, 4);
  r += kernel(N - 7, 11);
  r += kernel(0, 2);
  for (i = 0; i < 2 * N + 8; i++)
    sum += a[i] * (i + 1);
  for (i = 0; i < N; i++)
    sum += c[i] * (i + 2);
  for (i = 0; i < 3 * N; i++)
    sum += e[i] * (i % 5 + 1);
  for (t = 0; t < 4; t++)
    for (i = 0; i < N + 16; i++)
      sum += f[t][i] * (t + i);
  printf("%.6f %d\n", sum, r);
  return 0;
}
