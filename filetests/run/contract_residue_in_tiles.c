// test run
// options: --tile=8,8
// Array contraction inside tiles (issue 15): the two passes of a separable blur fuse, and
// the temporary becomes a few rows of one tile per thread. Its column subscript `j mod 8`
// runs inside a point loop whose bounds confine it to one aligned block of 8 columns, so it
// is printed as `j - 8 * tile` (an affine subscript the C compiler vectorizes). The sizes
// leave partial tiles at both ends of every loop (first columns 2.., last columns ..m-3).
#include <stdio.h>

static void blur(int n, int m, double img[n][m], double tmp[n][m], double out[n][m]) {
  int i, j;
#pragma hedra scratch(tmp)
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 2; j < m - 2; j++)
      tmp[i][j] = 0.0625 * (img[i][j - 2] + img[i][j + 2]) + 0.25 * (img[i][j - 1] + img[i][j + 1]) +
                  0.375 * img[i][j];
  for (i = 2; i < n - 2; i++)
    for (j = 2; j < m - 2; j++)
      out[i][j] = 0.0625 * (tmp[i - 2][j] + tmp[i + 2][j]) + 0.25 * (tmp[i - 1][j] + tmp[i + 1][j]) +
                  0.375 * tmp[i][j];
#pragma endscop
}

int main(void) {
  static double img[37][45], tmp[37][45], out[37][45];
  int i, j;
  for (i = 0; i < 37; i++)
    for (j = 0; j < 45; j++) {
      img[i][j] = ((i * 13 + j * 7) % 23) / 23.0;
      out[i][j] = -1.0;
    }
  blur(37, 45, img, tmp, out);
  for (i = 0; i < 37; i++)
    for (j = 0; j < 45; j++)
      printf("%.17g\n", out[i][j]);
  return 0;
}
