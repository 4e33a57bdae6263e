/*
 * sum_mv: the scaled sum of two matrix-vector products,
 *   y := alpha * A * x + beta * B * x,
 * where A and B are N x N. The two products go to temporaries u and v, combined at the end.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 30
#elif defined(SMALL_DATASET)
#define N 250
#elif defined(LARGE_DATASET)
#define N 9000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE A[N][N],
                      DATA_TYPE B[N][N], DATA_TYPE x[N])
{
  int i, j;

  *alpha = SCALAR_VAL(2.5);
  *beta = SCALAR_VAL(-1.5);
  for (i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)((5 * i + 2) % 17) / 17;
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 1) % 23) / (23 * n);
      B[i][j] = (DATA_TYPE)((i + 3 * j + 4) % 19) / (19 * n);
    }
  }
}

static void kernel_sum_mv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE B[N][N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE u[N],
                          DATA_TYPE v[N])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    u[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      u[i] += A[i][j] * x[j];
  }
  for (i = 0; i < _PB_N; i++) {
    v[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      v[i] += B[i][j] * x[j];
  }
  for (i = 0; i < _PB_N; i++)
    y[i] = alpha * u[i] + beta * v[i];
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*B)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *u = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *v = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &alpha, &beta, A, B, x),
           kernel_sum_mv(N, alpha, beta, A, B, x, y, u, v));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "y", y, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(B);
  free(x);
  free(y);
  free(u);
  free(v);
  return 0;
}
