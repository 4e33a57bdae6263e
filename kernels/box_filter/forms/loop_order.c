/*
 * box_filter, another loop order: the running sum of each row is kept in out[i][j] itself
 * (unscaled) instead of the scalar acc, which lets the row loop i move innermost (j-outer,
 * i-inner); a final i-j pass multiplies by scale. Each row still forms its sum and slides it
 * with the same additions in the same order, and each output is that sum times scale once.
 */
static void kernel_box_filter(int h, int w, DATA_TYPE scale, DATA_TYPE img[H][W],
                              DATA_TYPE out[H][W])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_H; i++)
    out[i][0] = SCALAR_VAL(0.0);
  for (j = 0; j < WIN; j++)
    for (i = 0; i < _PB_H; i++)
      out[i][0] += img[i][j];
  for (j = 1; j < _PB_W - WIN + 1; j++)
    for (i = 0; i < _PB_H; i++)
      out[i][j] = out[i][j - 1] + img[i][j + WIN - 1] - img[i][j - 1];
  for (i = 0; i < _PB_H; i++)
    for (j = 0; j < _PB_W - WIN + 1; j++)
      out[i][j] = out[i][j] * scale;
#pragma endscop
}
