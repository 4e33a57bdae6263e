/*
 * conv_2d: a "valid" two-dimensional convolution (correlation form) of an N x N image with a
 * K x K filter,
 *   out[i][j] = sum_{a<K, b<K} w[a][b] * img[i+a][j+b],   0 <= i, j <= N - K.
 * The filter loops are inside the pixel loops; the filter size K is a parameter too.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 24
#define K 3
#elif defined(SMALL_DATASET)
#define N 300
#define K 5
#elif defined(LARGE_DATASET)
#define N 6000
#define K 11
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_K LOOP_BOUND(K, k)

static void init_data(int n, int k, DATA_TYPE img[N][N], DATA_TYPE w[K][K])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      img[i][j] = (DATA_TYPE)((i * 13 + j * 7 + i * j) % 256) / 255;
  for (i = 0; i < k; i++)
    for (j = 0; j < k; j++)
      w[i][j] = (DATA_TYPE)((i + 1) * (k - i) + (j + 1) * (k - j)) / (DATA_TYPE)(4 * k * k * k);
}

static void kernel_conv_2d(int n, int k, DATA_TYPE img[N][N], DATA_TYPE w[K][K],
                           DATA_TYPE out[N][N])
{
  int i, j, a, b;

#pragma scop
  for (i = 0; i <= _PB_N - _PB_K; i++)
    for (j = 0; j <= _PB_N - _PB_K; j++) {
      out[i][j] = SCALAR_VAL(0.0);
      for (a = 0; a < _PB_K; a++)
        for (b = 0; b < _PB_K; b++)
          out[i][j] += w[a][b] * img[i + a][j + b];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*img)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*w)[K] = hk_alloc(sizeof(DATA_TYPE[K][K]));
  DATA_TYPE(*out)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;
  int i, j;

  /* The last K - 1 rows and columns of out are not computed; give them a defined value. */
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      out[i][j] = SCALAR_VAL(0.0);

  HK_TIMED(&timer, init_data(N, K, img, w), kernel_conv_2d(N, K, img, w, out));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "out", &out[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(img);
  free(w);
  free(out);
  return 0;
}
