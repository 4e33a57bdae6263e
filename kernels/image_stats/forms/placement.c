/*
 * image_stats, another placement: the two row loops are fused (a row's statistics, then its
 * gradient), the gradient sums in a scalar stored once per row, the statements of the body
 * are in another order with commuted comparisons/products, the chained initialization is
 * split and the results are stored in another order. Every term is added in the same order
 * (and all of it is exact integer arithmetic), so the results are identical.
 */
static void kernel_image_stats(int h, int w, unsigned char img[H][W], long stats[6],
                               int grad[H])
{
  pix_t i, j;
  long total, energy;
  int lo, hi, bright, g, acc;
  unsigned parity;

#pragma scop
  parity = 0u;
  bright = 0;
  hi = img[0][0];
  lo = hi;
  energy = 0;
  total = 0;
  for (i = 0; i < _PB_H; ++i) {
    for (j = 0; j < _PB_W; ++j) {
      parity ^= (unsigned)(i + 1) * img[i][j];
      bright += THRESHOLD < img[i][j];
      hi = hi >= img[i][j] ? hi : img[i][j];
      lo = lo <= img[i][j] ? lo : img[i][j];
      energy += img[i][j] * img[i][j];
      total += img[i][j];
    }
    acc = 0;
    for (j = 1; j < _PB_W; j += 1) {
      g = img[i][j] - img[i][j - 1];
      acc += g < 0 ? -g : g;
    }
    grad[i] = acc;
  }
  stats[5] = parity;
  stats[4] = bright;
  stats[3] = hi;
  stats[2] = lo;
  stats[1] = energy;
  stats[0] = total;
#pragma endscop
}
