/*
 * box_filter: a horizontal box filter over every row of an image, computed with a running
 * sum (an image-pipeline step):
 *   out[i][j] = scale * sum_{t = 0}^{WIN - 1} img[i][j + t],   0 <= j <= W - WIN.
 * Each row starts its running sum `acc` afresh and slides it along the row (one element in,
 * one out), so the sum carries a value from one column to the next but never from one row
 * to another.
 */
#include "kernel.h"

#ifndef H
#if defined(MINI_DATASET)
#define H 20
#define W 30
#elif defined(SMALL_DATASET)
#define H 200
#define W 240
#elif defined(LARGE_DATASET)
#define H 4000
#define W 4000
#endif
#endif

#define WIN 7

#define _PB_H LOOP_BOUND(H, h)
#define _PB_W LOOP_BOUND(W, w)

static void init_data(int h, int w, DATA_TYPE img[H][W], DATA_TYPE out[H][W])
{
  int i, j;

  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      img[i][j] = (DATA_TYPE)((i * 7 + j * 3) % 17) / 17;
      out[i][j] = SCALAR_VAL(0.0);
    }
}

static void kernel_box_filter(int h, int w, DATA_TYPE scale, DATA_TYPE img[H][W],
                              DATA_TYPE out[H][W])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_H; i++) {
    acc = SCALAR_VAL(0.0);
    for (j = 0; j < WIN; j++)
      acc += img[i][j];
    out[i][0] = acc * scale;
    for (j = 1; j < _PB_W - WIN + 1; j++) {
      acc = acc + img[i][j + WIN - 1] - img[i][j - 1];
      out[i][j] = acc * scale;
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*img)[W] = hk_alloc(sizeof(DATA_TYPE[H][W]));
  DATA_TYPE(*out)[W] = hk_alloc(sizeof(DATA_TYPE[H][W]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(H, W, img, out),
           kernel_box_filter(H, W, SCALAR_VAL(1.0) / WIN, img, out));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "out", &out[0][0], (long)H * W);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(img);
  free(out);
  return 0;
}
