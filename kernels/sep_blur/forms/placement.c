/*
 * sep_blur, other placement: the two passes are fused in one row loop with a lag of two rows:
 * step i computes row i of tmp, then (from i = 4) row i - 2 of out, whose rows i - 4..i of tmp
 * are all done. Sums are written c + (b + a) for (a + b) + c and products y * x, both exact
 * swaps, with `++j`. Every value is the same operations on the same inputs: bit-for-bit equal.
 */
static void kernel_sep_blur(int h, int w, DATA_TYPE img[H][W], DATA_TYPE tmp[H][W],
                            DATA_TYPE out[H][W])
{
  int i, j;

#pragma hedra scratch(tmp)
#pragma scop
  for (i = 0; i < _PB_H; ++i) {
    for (j = 2; j < _PB_W - 2; ++j)
      tmp[i][j] = img[i][j] * SCALAR_VAL(0.375) +
                  ((img[i][j + 1] + img[i][j - 1]) * SCALAR_VAL(0.25) +
                   (img[i][j + 2] + img[i][j - 2]) * SCALAR_VAL(0.0625));
    if (i >= 4)
      for (j = 2; j < _PB_W - 2; ++j)
        out[i - 2][j] = tmp[i - 2][j] * SCALAR_VAL(0.375) +
                        ((tmp[i - 1][j] + tmp[i - 3][j]) * SCALAR_VAL(0.25) +
                         (tmp[i][j] + tmp[i - 4][j]) * SCALAR_VAL(0.0625));
  }
#pragma endscop
}
