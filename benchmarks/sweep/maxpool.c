/* sweep: 1..40, 42..64:2, 80, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048 */
/*
 * maxpool: a 2 x 2 max-pooling layer (stride 2) on NC channels of a 2H x IW image, the output
 * height H given at run time (the size the sweep varies); the channels and the width are
 * macro constants:
 *   out[c][y][x] = max(in[c][2y][2x], in[c][2y][2x+1], in[c][2y+1][2x], in[c][2y+1][2x+1])
 * for 0 <= c < NC, 0 <= y < H, 0 <= x < IW / 2.
 *
 * Usage: maxpool H. The kernel is called repeatedly: a calibration doubles the repetition
 * count until the calls take at least HK_SWEEP_MIN_SECONDS, then that many calls are timed
 * and the time per call is printed ("time: <seconds>"). The kernel overwrites out and only
 * reads in, so every call computes the same outputs. With -DDUMP_ARRAYS the kernel runs
 * once and out is dumped.
 *
 * The sweep points (first line) cross the thresholds of hedra's versions with 2 threads
 * (`hedra opt -v`): the channel tile loop (NC = 32, tiles of 32) always has fewer iterations
 * than threads, and H <= 32, where the row tile loop (tiles of 32) has too; the column tile
 * loop (OW = 128: 4 tiles) then runs in parallel. Dense up to 64 (two full tiles), then
 * sparse up to 2048, where one gcc -O3 call takes about 30 ms: larger sizes would take
 * longer to check than to time (the -DDUMP_ARRAYS dump has NC * H * OW values, about 8
 * million at 2048).
 */
#include "kernel.h"

#ifndef HK_SWEEP_MIN_SECONDS
#define HK_SWEEP_MIN_SECONDS 0.02
#endif

/* Channels, input width, output width. */
#define NC 32
#define IW 256
#define OW (IW / 2)

static void init_data(int h, DATA_TYPE in[NC][2 * h][IW])
{
  int c, y, x;

  for (c = 0; c < NC; c++)
    for (y = 0; y < 2 * h; y++)
      for (x = 0; x < IW; x++)
        in[c][y][x] = (DATA_TYPE)((13 * c + 7 * y + 3 * x + x * y) % 101) / 101 -
                      SCALAR_VAL(0.5);
}

static void kernel_maxpool(int h, DATA_TYPE out[NC][h][OW], DATA_TYPE in[NC][2 * h][IW])
{
  int c, y, x;

#pragma scop
  for (c = 0; c < NC; c++)
    for (y = 0; y < h; y++)
      for (x = 0; x < OW; x++)
        out[c][y][x] = MAX_FUN(MAX_FUN(in[c][2 * y][2 * x], in[c][2 * y][2 * x + 1]),
                               MAX_FUN(in[c][2 * y + 1][2 * x], in[c][2 * y + 1][2 * x + 1]));
#pragma endscop
}

/* Seconds for `reps` calls. */
static double time_calls(long reps, int h, DATA_TYPE out[NC][h][OW], DATA_TYPE in[NC][2 * h][IW])
{
  double start = hk_now();
  long r;

  for (r = 0; r < reps; r++)
    kernel_maxpool(h, out, in);
  return hk_now() - start;
}

int main(int argc, char **argv)
{
  long reps = 1;
  double seconds;
  int h;
  hk_checksum sum;

  if (argc != 2 || (h = atoi(argv[1])) < 1) {
    fprintf(stderr, "usage: %s H (H >= 1)\n", argv[0]);
    return 2;
  }
  {
    DATA_TYPE(*out)[h][OW] = hk_alloc(sizeof(DATA_TYPE[NC][h][OW]));
    DATA_TYPE(*in)[2 * h][IW] = hk_alloc(sizeof(DATA_TYPE[NC][2 * h][IW]));

    init_data(h, in);
    if (HK_DUMP_ENABLED) {
      seconds = time_calls(1, h, out, in);
    } else {
      while (time_calls(reps, h, out, in) < HK_SWEEP_MIN_SECONDS)
        reps *= 2;
      seconds = time_calls(reps, h, out, in) / (double)reps;
    }

    hk_checksum_init(&sum);
    hk_dump_begin();
    hk_output(&sum, "out", &out[0][0][0], (long)NC * h * OW);
    hk_dump_end();
    printf("time: %.6e\n", seconds);
    printf("repetitions: %ld\n", reps);
    hk_checksum_print(&sum);

    free(out);
    free(in);
  }
  return 0;
}
