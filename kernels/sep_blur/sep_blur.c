/*
 * sep_blur: a separable 5-tap binomial blur of an H x W image, the 2-D filter
 * (1 4 6 4 1)^T (1 4 6 4 1) / 256 applied as two 1-D passes through a full-size temporary:
 *   tmp[i][j] = (img[i][j-2] + 4 img[i][j-1] + 6 img[i][j] + 4 img[i][j+1] + img[i][j+2]) / 16
 *               for every row i and 2 <= j < W - 2 (the horizontal pass);
 *   out[i][j] = (tmp[i-2][j] + 4 tmp[i-1][j] + 6 tmp[i][j] + 4 tmp[i+1][j] + tmp[i+2][j]) / 16
 *               for 2 <= i < H - 2 and 2 <= j < W - 2 (the vertical pass).
 * The two passes are separate loop nests; tmp is dead after them (only out is an output),
 * so an optimizer that fuses the passes may contract it to a few rows.
 */
#include "kernel.h"

#ifndef H
#if defined(MINI_DATASET)
#define H 20
#define W 24
#elif defined(SMALL_DATASET)
#define H 200
#define W 240
#elif defined(LARGE_DATASET)
#define H 7000
#define W 7000
#endif
#endif

#define _PB_H LOOP_BOUND(H, h)
#define _PB_W LOOP_BOUND(W, w)

static void init_data(int h, int w, DATA_TYPE img[H][W], DATA_TYPE out[H][W])
{
  int i, j;

  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      img[i][j] = (DATA_TYPE)((i * 13 + j * 7) % 23) / 23 + (DATA_TYPE)((i ^ j) % 5) / 10;
      out[i][j] = SCALAR_VAL(0.0);
    }
}

static void kernel_sep_blur(int h, int w, DATA_TYPE img[H][W], DATA_TYPE tmp[H][W],
                            DATA_TYPE out[H][W])
{
  int i, j;

#pragma hedra scratch(tmp)
#pragma scop
  /* horizontal pass: every row, the columns with two neighbours on each side */
  for (i = 0; i < _PB_H; i++)
    for (j = 2; j < _PB_W - 2; j++)
      tmp[i][j] = SCALAR_VAL(0.0625) * (img[i][j - 2] + img[i][j + 2]) +
                  SCALAR_VAL(0.25) * (img[i][j - 1] + img[i][j + 1]) +
                  SCALAR_VAL(0.375) * img[i][j];
  /* vertical pass: the interior, reading only the columns the first pass wrote */
  for (i = 2; i < _PB_H - 2; i++)
    for (j = 2; j < _PB_W - 2; j++)
      out[i][j] = SCALAR_VAL(0.0625) * (tmp[i - 2][j] + tmp[i + 2][j]) +
                  SCALAR_VAL(0.25) * (tmp[i - 1][j] + tmp[i + 1][j]) +
                  SCALAR_VAL(0.375) * tmp[i][j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*img)[W] = hk_alloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE(*tmp)[W] = hk_alloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE(*out)[W] = hk_alloc(sizeof(DATA_TYPE[H][W]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(H, W, img, out), kernel_sep_blur(H, W, img, tmp, out));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "out", &out[0][0], (long)H * W);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(img);
  free(tmp);
  free(out);
  return 0;
}
