/*
 * covariance: the sample covariance matrix of N observations of M variables,
 *   mean[j]  = (1/N) sum_k data[k][j]
 *   cov[i][j] = (1/(N-1)) sum_k (data[k][i] - mean[i]) * (data[k][j] - mean[j]),
 * computed for j >= i and mirrored. data (N x M) is centered in place.
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
      data[k][j] = (DATA_TYPE)((k * j + 3 * k + 5 * j) % 50) / 10 + (DATA_TYPE)(j % 4);
}

static void kernel_covariance(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                              DATA_TYPE cov[M][M], DATA_TYPE mean[M])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; k++)
      mean[j] += data[k][j];
    mean[j] = mean[j] / count;
  }
  for (k = 0; k < _PB_N; k++)
    for (j = 0; j < _PB_M; j++)
      data[k][j] = data[k][j] - mean[j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++) {
      cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] = cov[i][j] / (count - SCALAR_VAL(1.0));
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE count;
  DATA_TYPE(*data)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE(*cov)[M] = hk_alloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE *mean = hk_alloc(sizeof(DATA_TYPE[M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, &count, data), kernel_covariance(N, M, count, data, cov, mean));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "cov", &cov[0][0], (long)M * M);
  hk_output(&sum, "mean", mean, M);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(data);
  free(cov);
  free(mean);
  return 0;
}
