// test run
// Division and remainder by a constant of values that may be negative (issue 16). C
// truncates toward zero (`-7 / 2 == -3`, `-7 % 2 == -1`), which is not `floor`: hedra
// models such an operation exactly, as `floor(max(a, 0) / d) + ceil(min(a, 0) / d)` (and
// `a - d * (a / d)` for the remainder), instead of leaving the region as written. Bounds,
// conditions and a negative parameter `k`.
#include <stdio.h>
double A[64], B[40], C[40][40];
void kernel(int h, int k) {
  int y, x;
#pragma scop
  for (y = 0; y < h / 2; y++)
    A[y] += 1.0 + y;
  for (y = -16; y < 16; y++)
    if (y / 3 == k / 2)
      B[y + 16] += y % 3 + 2.0;
  for (y = -12; y < 12; y++)
    for (x = (y - 5) / 4; x <= (y + k) % 5 + 8; x++)
      C[y + 12][x + 12] = C[y + 12][x + 12] * 0.5 + (y - x) % 7;
#pragma endscop
}
int main(void) {
  int i, j, h, k;
  double sum = 0;
  for (h = -5; h <= 9; h += 7)
    for (k = -7; k <= 6; k += 4)
      kernel(h * 3, k);
  for (i = 0; i < 64; i++)
    sum += A[i] * (i + 1);
  for (i = 0; i < 40; i++) {
    sum += B[i] * (i + 3);
    for (j = 0; j < 40; j++)
      sum += C[i][j] * (1 + (i * 3 + j) % 7);
  }
  printf("%.6f\n", sum);
  return 0;
}
