/*
 * normal_matvec: the matrix-vector product with the normal matrix,
 *   y := A^T * (A * x),
 * where A is M x N, x and y have N elements. The inner product A * x goes to the temporary t
 * (M elements); the second product walks A by columns.
 */
#include "kernel.h"

#ifndef M
#if defined(MINI_DATASET)
#define M 30
#define N 34
#elif defined(SMALL_DATASET)
#define M 300
#define N 340
#elif defined(LARGE_DATASET)
#define M 11000
#define N 12000
#endif
#endif

#define _PB_M LOOP_BOUND(M, m)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N])
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + j * 7 + 3) % 37) / (37 * n);
  for (j = 0; j < n; j++)
    x[j] = SCALAR_VAL(1.0) + (DATA_TYPE)(j % 9) / 9;
}

static void kernel_normal_matvec(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N],
                                 DATA_TYPE y[N], DATA_TYPE t[M])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_M; i++) {
    t[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      t[i] += A[i][j] * x[j];
  }
  for (j = 0; j < _PB_N; j++) {
    y[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; i++)
      y[j] += A[i][j] * t[i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *t = hk_alloc(sizeof(DATA_TYPE[M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(M, N, A, x), kernel_normal_matvec(M, N, A, x, y, t));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "y", y, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(x);
  free(y);
  free(t);
  return 0;
}
