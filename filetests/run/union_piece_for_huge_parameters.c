// test run
// options: --no-schedule
// `i3 < MIN(MIN(N, i2 + 2), 2071630595)` splits the domain into pieces, one of which exists
// only for N beyond two billion. A loop over their union ran from the least lower to the
// greatest upper bound of the pieces, 2071630594, for N = 10: two billion guarded
// iterations (fuzz seed 3100004, reduced). Such a piece's bounds now count only where it
// has points (a `?:` on its existence).
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
static double A[24][24];
static void kernel(int N) {
  long i0, i1, i2, i3;
#pragma scop
  for (i0 = 0; i0 < N + 1; i0 += 2) {
    for (i1 = 0; i1 < MIN(MIN(N, i0 + 4), 2097739337); i1++) {
      for (i2 = 0; i2 < i0 + 2; i2++) {
        for (i3 = i2; i3 < MIN(MIN(N, i2 + 2), 2071630595); i3++) {
          A[i2 + 1][N - i2 + 1] = A[i2 + 1][N - i2 + 1] * 0.5 + i3;
          if (i0 >= i3 + 2) {
            A[3][3] += 0.25;
          }
        }
      }
    }
  }
#pragma endscop
}
int main(void) {
  int i, j;
  double s = 0;
  for (i = 0; i < 24; i++)
    for (j = 0; j < 24; j++)
      A[i][j] = (i * 7 + j) % 5;
  kernel(10);
  for (i = 0; i < 24; i++)
    for (j = 0; j < 24; j++)
      s += A[i][j] * (i + 2 * j);
  printf("%.6f\n", s);
  return 0;
}
