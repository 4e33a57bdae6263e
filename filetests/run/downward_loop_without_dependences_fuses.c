// test run
// options: -v
// stderr: hyperplane { S0: i, S1: i + 2 }
// stderr: fused S0,S1: shared band of 2
// A loop that counts down but carries no dependence (issue 15): its direction does not
// matter, so the scheduler reads it upwards, and the vertical pass of this blur, written
// bottom row first and column by column, fuses with the horizontal pass (shifted by two
// rows) as it does when written top row first.
#include <stdio.h>

static void blur(int n, int m, double img[n][m], double tmp[n][m], double out[n][m]) {
  int i, j;
#pragma scop
  for (j = 2; j < m - 2; j++)
    for (i = 0; i < n; i++)
      tmp[i][j] = 0.25 * (img[i][j - 1] + img[i][j + 1]) + 0.5 * img[i][j];
  for (j = 2; j < m - 2; j++)
    for (i = n - 3; i >= 2; i--)
      out[i][j] = 0.0625 * (tmp[i - 2][j] + tmp[i + 2][j]) + 0.25 * (tmp[i - 1][j] + tmp[i + 1][j]) +
                  0.375 * tmp[i][j];
#pragma endscop
}

int main(void) {
  static double img[41][38], tmp[41][38], out[41][38];
  int i, j;
  for (i = 0; i < 41; i++)
    for (j = 0; j < 38; j++) {
      img[i][j] = ((i * 13 + j * 7) % 23) / 23.0;
      out[i][j] = -1.0;
    }
  blur(41, 38, img, tmp, out);
  for (i = 0; i < 41; i++)
    for (j = 0; j < 38; j++)
      printf("%.17g %.17g\n", out[i][j], tmp[i][j]);
  return 0;
}
