/* sweep: 1..40, 42..64:2, 80, 96, 128, 160, 192, 256 */
/*
 * conv_layer: a two-dimensional convolution layer (correlation form, "valid", stride 1) on a
 * batch of N images, N given at run time (the size the sweep varies); the channels, image
 * and filter sizes are macro constants:
 *   out[n][f][y][x] = sum_{c < NC, ky < KH, kx < KW} in[n][c][y + ky][x + kx] * w[f][c][ky][kx]
 * for 0 <= n < N, 0 <= f < NF, 0 <= y < OH, 0 <= x < OW, with input images of
 * (OH + KH - 1) x (OW + KW - 1) pixels. The region sets out to zero, then accumulates.
 *
 * Usage: conv_layer N. The kernel is called repeatedly: a calibration doubles the repetition
 * count until the calls take at least HK_SWEEP_MIN_SECONDS, then that many calls are timed
 * and the time per call is printed ("time: <seconds>"). The kernel overwrites out and only
 * reads in and w, so every call computes the same outputs. With -DDUMP_ARRAYS the kernel
 * runs once and out is dumped.
 *
 * The sweep points (first line) cross the thresholds of hedra's versions with 2 threads
 * (`hedra opt -v`): N <= 32, where the batch's parallel tile loop (tiles of 32) has fewer
 * iterations than threads (so do those of f, y and x, whose extents are at most 32) and
 * every loop fits the smallest tile size (the untiled version). Dense up to 64 (two full
 * tiles), then sparse up to 256, where one gcc -O3 call takes about 0.4 s (one image about
 * 1.7 ms).
 */
#include "kernel.h"

#ifndef HK_SWEEP_MIN_SECONDS
#define HK_SWEEP_MIN_SECONDS 0.02
#endif

/* Input channels, output channels (filters), output height and width, filter size. */
#define NC 16
#define NF 16
#define OH 32
#define OW 32
#define KH 3
#define KW 3
#define IH (OH + KH - 1)
#define IW (OW + KW - 1)

static void init_data(int n, DATA_TYPE in[n][NC][IH][IW], DATA_TYPE w[NF][NC][KH][KW])
{
  int i, c, y, x, f;

  for (i = 0; i < n; i++)
    for (c = 0; c < NC; c++)
      for (y = 0; y < IH; y++)
        for (x = 0; x < IW; x++)
          in[i][c][y][x] = (DATA_TYPE)((7 * i + 3 * c + 5 * y + 11 * x + x * y) % 31) / 31 -
                           SCALAR_VAL(0.5);
  for (f = 0; f < NF; f++)
    for (c = 0; c < NC; c++)
      for (y = 0; y < KH; y++)
        for (x = 0; x < KW; x++)
          w[f][c][y][x] = (DATA_TYPE)((f + 2 * c + 3 * y + 5 * x + 1) % 13) / (13 * NC * KH * KW);
}

static void kernel_conv_layer(int n, DATA_TYPE out[n][NF][OH][OW], DATA_TYPE in[n][NC][IH][IW],
                              DATA_TYPE w[NF][NC][KH][KW])
{
  int i, f, c, y, x, ky, kx;

#pragma scop
  for (i = 0; i < n; i++)
    for (f = 0; f < NF; f++)
      for (y = 0; y < OH; y++)
        for (x = 0; x < OW; x++) {
          out[i][f][y][x] = SCALAR_VAL(0.0);
          for (c = 0; c < NC; c++)
            for (ky = 0; ky < KH; ky++)
              for (kx = 0; kx < KW; kx++)
                out[i][f][y][x] += in[i][c][y + ky][x + kx] * w[f][c][ky][kx];
        }
#pragma endscop
}

/* Seconds for `reps` calls. */
static double time_calls(long reps, int n, DATA_TYPE out[n][NF][OH][OW],
                         DATA_TYPE in[n][NC][IH][IW], DATA_TYPE w[NF][NC][KH][KW])
{
  double start = hk_now();
  long r;

  for (r = 0; r < reps; r++)
    kernel_conv_layer(n, out, in, w);
  return hk_now() - start;
}

int main(int argc, char **argv)
{
  long reps = 1;
  double seconds;
  int n;
  hk_checksum sum;

  if (argc != 2 || (n = atoi(argv[1])) < 1) {
    fprintf(stderr, "usage: %s N (N >= 1)\n", argv[0]);
    return 2;
  }
  {
    DATA_TYPE(*out)[NF][OH][OW] = hk_alloc(sizeof(DATA_TYPE[n][NF][OH][OW]));
    DATA_TYPE(*in)[NC][IH][IW] = hk_alloc(sizeof(DATA_TYPE[n][NC][IH][IW]));
    DATA_TYPE(*w)[NC][KH][KW] = hk_alloc(sizeof(DATA_TYPE[NF][NC][KH][KW]));

    init_data(n, in, w);
    if (HK_DUMP_ENABLED) {
      seconds = time_calls(1, n, out, in, w);
    } else {
      while (time_calls(reps, n, out, in, w) < HK_SWEEP_MIN_SECONDS)
        reps *= 2;
      seconds = time_calls(reps, n, out, in, w) / (double)reps;
    }

    hk_checksum_init(&sum);
    hk_dump_begin();
    hk_output(&sum, "out", &out[0][0][0][0], (long)n * NF * OH * OW);
    hk_dump_end();
    printf("time: %.6e\n", seconds);
    printf("repetitions: %ld\n", reps);
    hk_checksum_print(&sum);

    free(out);
    free(in);
    free(w);
  }
  return 0;
}
