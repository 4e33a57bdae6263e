/*
 * image_stats: integer statistics of an 8-bit image, without a histogram:
 *   total = sum p,  energy = sum p^2,  lo = min p,  hi = max p,
 *   bright = #{p > T},  parity = xor of p * (row + 1),
 *   and per row the sum of absolute horizontal gradients.
 * Every result is an integer reduction over the whole image (exact in any order); the
 * extremes start from a chained assignment, the iterators are a typedef, and the gradient
 * of each row goes through a scalar temporary.
 */
#include "kernel.h"

#ifndef H
#if defined(MINI_DATASET)
#define H 24
#define W 32
#elif defined(SMALL_DATASET)
#define H 480
#define W 640
#elif defined(LARGE_DATASET)
#define H 4000
#define W 6000
#endif
#endif

#define THRESHOLD 200
#define _PB_H LOOP_BOUND(H, h)
#define _PB_W LOOP_BOUND(W, w)

typedef long pix_t;

static void init_data(int h, int w, unsigned char img[H][W])
{
  int i, j;

  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      img[i][j] = (unsigned char)((i * 31 + j * 17 + (i * j) % 13) % 256);
}

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
  for (i = 0; i < _PB_H; i++)
    for (j = 0; j < _PB_W; j++) {
      total += img[i][j];
      energy += img[i][j] * img[i][j];
      lo = img[i][j] < lo ? img[i][j] : lo;
      hi = img[i][j] > hi ? img[i][j] : hi;
      bright += img[i][j] > THRESHOLD;
      parity ^= img[i][j] * (unsigned)(i + 1);
    }
  for (i = 0; i < _PB_H; i++) {
    grad[i] = 0;
    for (j = 1; j < _PB_W; j++) {
      g = img[i][j] - img[i][j - 1];
      grad[i] += g >= 0 ? g : -g;
    }
  }
  stats[0] = total;
  stats[1] = energy;
  stats[2] = lo;
  stats[3] = hi;
  stats[4] = bright;
  stats[5] = parity;
#pragma endscop
}

int main(void)
{
  unsigned char(*img)[W] = hk_alloc(sizeof(unsigned char[H][W]));
  int *grad = hk_alloc(sizeof(int[H]));
  long stats[6];
  int packed[12];
  int k;
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(H, W, img), kernel_image_stats(H, W, img, stats, grad));

  /* Each 64-bit result as two 32-bit halves, for the integer dump. */
  for (k = 0; k < 6; k++) {
    packed[2 * k] = (int)(stats[k] >> 32);
    packed[2 * k + 1] = (int)(stats[k] & 0xffffffffL);
  }
  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output_int(&sum, "stats", packed, 12);
  hk_output_int(&sum, "grad", grad, H);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(img);
  free(grad);
  return 0;
}
