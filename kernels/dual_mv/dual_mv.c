/*
 * dual_mv: a product with a matrix and one with its transpose, both accumulating,
 *   x1 := x1 + A * y1
 *   x2 := x2 + A^T * y2
 * where A is N x N. The first nest keeps its running sum in a scalar; the second updates the
 * array element directly and reads A by columns.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 32
#elif defined(SMALL_DATASET)
#define N 320
#elif defined(LARGE_DATASET)
#define N 12000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N], DATA_TYPE x1[N], DATA_TYPE x2[N],
                      DATA_TYPE y1[N], DATA_TYPE y2[N])
{
  int i, j;

  for (i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE)(i % 5) / 5;
    x2[i] = (DATA_TYPE)((i + 2) % 6) / 6;
    y1[i] = (DATA_TYPE)((7 * i + 1) % 13) / 13 - SCALAR_VAL(0.5);
    y2[i] = (DATA_TYPE)((2 * i + 3) % 9) / 9;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 3 * j + 2) % 41) / (41 * n);
  }
}

static void kernel_dual_mv(int n, DATA_TYPE A[N][N], DATA_TYPE x1[N], DATA_TYPE x2[N],
                           DATA_TYPE y1[N], DATA_TYPE y2[N])
{
  int i, j;
  DATA_TYPE run;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    run = x1[i];
    for (j = 0; j < _PB_N; j++)
      run = run + A[i][j] * y1[j];
    x1[i] = run;
  }
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x1 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x2 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y1 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y2 = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, x1, x2, y1, y2), kernel_dual_mv(N, A, x1, x2, y1, y2));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "x1", x1, N);
  hk_output(&sum, "x2", x2, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(x1);
  free(x2);
  free(y1);
  free(y2);
  return 0;
}
