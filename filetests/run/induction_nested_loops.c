// test run
// Induction variables stepped in nested loops (issue 16): an inner loop that steps `k` and
// runs a constant number of times advances it by the same amount in every iteration of the
// outer loop, so `k` has a closed affine form in both. Cases: a flattening index over a
// 2-level nest with `for (int ...)` iterators, a 3-level nest, an inner loop counting down
// with `>=`, uses before and after the steps, a step of 3, a step after the inner loop in
// the outer loop's body, and the final values read after the region.
#include <stdio.h>

#define N 13

static double A[N * 8], B[N][8], C[N * 6 * 4 + 10], D[N * 30 + 40];

int main(void) {
  int k, m, p, q, i, j, l;
  for (i = 0; i < N; i++)
    for (j = 0; j < 8; j++)
      B[i][j] = (double)(i * 8 + j) * 0.5;
  k = 0;
  m = 5;
  p = 2;
  q = 1;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++) {
      A[k] = B[i][j];
      k++;
    }
  for (i = 0; i < N; i++)
    for (j = 0; j < 6; j++)
      for (l = 0; l <= 3; l++) {
        m += 1;
        C[m] = C[m] + B[i][l] + j;
      }
  for (i = 0; i < N; i++) {
    for (j = 9; j >= 0; j--) {
      D[p] = D[p] + B[i][j / 2] * 2.0;
      p += 3;
      D[p] += 1.0;
    }
    q = q - 2;
    D[p + q + 40] += 0.25;
  }
#pragma endscop
  for (i = 0; i < N * 8; i++)
    printf("%.17g\n", A[i]);
  for (i = 0; i < N * 6 * 4 + 10; i++)
    printf("%.17g\n", C[i]);
  for (i = 0; i < N * 30 + 40; i++)
    printf("%.17g\n", D[i]);
  printf("%d %d %d %d\n", k, m, p, q);
  return 0;
}
