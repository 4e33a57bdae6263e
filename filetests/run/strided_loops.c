// test run
// Loops with constant steps (issue 15): generated as strided loops (`c0 += 3`) whose first
// value lies in the loop's residue class, without a divisibility guard per statement. Steps
// from the source, upwards and downwards, an inner loop whose class depends on the outer
// counter (`j = i % 2 + 1; j += 2`: red-black relaxation, with dependences between the
// colours), and a class that depends on a parameter (`k`).
#include <stdio.h>
#define N 300
double A[N][N], B[N], C[N];
void kernel(int n, int k) {
  int t, i, j;
#pragma scop
  for (i = 0; i < n; i += 5)
    B[i] = B[i] * 0.5 + i;
  for (i = n - 1; i >= 0; i -= 3)
    C[i] = B[i] + C[i] * 0.25;
  for (i = k; i < n; i += 4)
    for (j = 0; j < n; j++)
      A[j][i] = A[j][i] + B[j] * C[i];
  for (t = 0; t < 4; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = i % 2 + 1; j < n - 1; j += 2)
        A[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) * 0.25;
    for (i = 1; i < n - 1; i++)
      for (j = 2 - i % 2; j < n - 1; j += 2)
        A[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) * 0.25;
  }
#pragma endscop
}
int main(void) {
  int i, j, n, k;
  double sum = 0;
  for (i = 0; i < N; i++) {
    B[i] = i % 7;
    C[i] = 1.0 / (i + 1);
    for (j = 0; j < N; j++)
      A[i][j] = (i * j) % 11;
  }
  for (n = 1; n <= N; n += 137)
    for (k = 0; k < 3; k++)
      kernel(n, k);
  for (i = 0; i < N; i++) {
    sum += B[i] * (i + 1) + C[i] * (i + 2);
    for (j = 0; j < N; j++)
      sum += A[i][j] * (1 + (i * 3 + j) % 7);
  }
  printf("%.6f\n", sum);
  return 0;
}
