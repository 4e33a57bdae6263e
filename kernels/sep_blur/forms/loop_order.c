/*
 * sep_blur, other loop orders: both passes run column by column (j outer, i inner), the
 * vertical pass with i descending. Every tmp and out element is written once from inputs that
 * the other points of its pass do not change (the vertical pass starts after the whole
 * horizontal one), so each is the same expression on the same values: bit-for-bit the same.
 */
static void kernel_sep_blur(int h, int w, DATA_TYPE img[H][W], DATA_TYPE tmp[H][W],
                            DATA_TYPE out[H][W])
{
  int i, j;

#pragma hedra scratch(tmp)
#pragma scop
  /* horizontal pass, column by column */
  for (j = 2; j < _PB_W - 2; j++)
    for (i = 0; i < _PB_H; i++)
      tmp[i][j] = SCALAR_VAL(0.0625) * (img[i][j - 2] + img[i][j + 2]) +
                  SCALAR_VAL(0.25) * (img[i][j - 1] + img[i][j + 1]) +
                  SCALAR_VAL(0.375) * img[i][j];
  /* vertical pass, column by column, bottom row first */
  for (j = 2; j < _PB_W - 2; j++)
    for (i = _PB_H - 3; i >= 2; i--)
      out[i][j] = SCALAR_VAL(0.0625) * (tmp[i - 2][j] + tmp[i + 2][j]) +
                  SCALAR_VAL(0.25) * (tmp[i - 1][j] + tmp[i + 1][j]) +
                  SCALAR_VAL(0.375) * tmp[i][j];
#pragma endscop
}
