/*
 * correlation: the Pearson correlation matrix of N observations of M variables,
 *   mean[j] = (1/N) sum_k data[k][j]
 *   sd[j]   = sqrt((1/N) sum_k (data[k][j] - mean[j])^2)
 *   z[k][j] = (data[k][j] - mean[j]) / (sqrt(N) * sd[j])      (stored over data)
 *   corr[i][j] = sum_k z[k][i] * z[k][j],  corr[i][i] = 1.
 * Every column of the input varies, so no standard deviation is zero.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 32
#define M 28
#elif defined(SMALL_DATASET)
#define N 180
#define M 160
#elif defined(LARGE_DATASET)
#define N 1400
#define M 1200
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, DATA_TYPE *count, DATA_TYPE data[N][M])
{
  int k, j;

  *count = (DATA_TYPE)n;
  for (k = 0; k < n; k++)
    for (j = 0; j < m; j++)
      data[k][j] = (DATA_TYPE)((k * (j + 1) + 2 * j) % 37) / 37 + (DATA_TYPE)((k + j) % 3);
}

static void kernel_correlation(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; k++)
      mean[j] += data[k][j];
    mean[j] = mean[j] / count;
  }
  for (j = 0; j < _PB_M; j++) {
    sd[j] = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; k++)
      sd[j] += (data[k][j] - mean[j]) * (data[k][j] - mean[j]);
    sd[j] = SQRT_FUN(sd[j] / count);
  }
  for (k = 0; k < _PB_N; k++)
    for (j = 0; j < _PB_M; j++)
      data[k][j] = (data[k][j] - mean[j]) / (SQRT_FUN(count) * sd[j]);
  for (i = 0; i < _PB_M; i++) {
    corr[i][i] = SCALAR_VAL(1.0);
    for (j = i + 1; j < _PB_M; j++) {
      corr[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE count;
  DATA_TYPE(*data)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE(*corr)[M] = hk_alloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE *mean = hk_alloc(sizeof(DATA_TYPE[M]));
  DATA_TYPE *sd = hk_alloc(sizeof(DATA_TYPE[M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, &count, data),
           kernel_correlation(N, M, count, data, corr, mean, sd));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "corr", &corr[0][0], (long)M * M);
  hk_output(&sum, "sd", sd, M);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(data);
  free(corr);
  free(mean);
  free(sd);
  return 0;
}
