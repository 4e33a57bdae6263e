/*
 * image_stats, another loop order: both nests are interchanged (columns outer, rows inner).
 * The whole-image results are integer sums, a min, a max and a xor, exact and independent
 * of the order of their terms; each grad[i] (zeroed first, in its own loop) still adds its
 * terms in increasing j, with g set and used in the same iteration. Results are identical.
 */
static void kernel_image_stats(int h, int w, unsigned char img[H][W], long stats[6],
                               int grad[H])
{
  pix_t i, j;
  long total, energy;
  int lo, hi, bright, g;
  unsigned parity;

#pragma scop
  total = energy = 0;
  bright = 0;
  parity = 0u;
  lo = hi = img[0][0];
  for (j = 0; j < _PB_W; j++)
    for (i = 0; i < _PB_H; i++) {
      total += img[i][j];
      energy += img[i][j] * img[i][j];
      lo = img[i][j] < lo ? img[i][j] : lo;
      hi = img[i][j] > hi ? img[i][j] : hi;
      bright += img[i][j] > THRESHOLD;
      parity ^= img[i][j] * (unsigned)(i + 1);
    }
  for (i = 0; i < _PB_H; i++)
    grad[i] = 0;
  for (j = 1; j < _PB_W; j++)
    for (i = 0; i < _PB_H; i++) {
      g = img[i][j] - img[i][j - 1];
      grad[i] += g >= 0 ? g : -g;
    }
  stats[0] = total;
  stats[1] = energy;
  stats[2] = lo;
  stats[3] = hi;
  stats[4] = bright;
  stats[5] = parity;
#pragma endscop
}
