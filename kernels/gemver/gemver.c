/*
 * gemver: two rank-1 updates followed by two matrix-vector products,
 *   A := A + u1 * v1^T + u2 * v2^T
 *   x := x + beta * A^T * y + z
 *   w := w + alpha * A * x
 * where A is N x N and every vector has N elements. Each step reads what the one before wrote.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 30
#elif defined(SMALL_DATASET)
#define N 300
#elif defined(LARGE_DATASET)
#define N 11000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE A[N][N],
                      DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                      DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
  int i, j;

  *alpha = SCALAR_VAL(0.8);
  *beta = SCALAR_VAL(1.1);
  for (i = 0; i < n; i++) {
    u1[i] = (DATA_TYPE)(i % 7) / 7;
    v1[i] = (DATA_TYPE)((i + 1) % 5) / (5 * n);
    u2[i] = (DATA_TYPE)((3 * i) % 11) / 11 - SCALAR_VAL(0.5);
    v2[i] = (DATA_TYPE)((i + 4) % 9) / (9 * n);
    w[i] = SCALAR_VAL(0.0);
    x[i] = (DATA_TYPE)((2 * i + 1) % 3) / 3;
    y[i] = (DATA_TYPE)((i * i + 3) % 13) / 13;
    z[i] = (DATA_TYPE)(i % 4) / 8;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + j * 5 + 2) % 31) / (31 * n);
  }
}

static void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                          DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < _PB_N; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *u1 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *v1 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *u2 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *v2 = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *w = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *z = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &alpha, &beta, A, u1, v1, u2, v2, w, x, y, z),
           kernel_gemver(N, alpha, beta, A, u1, v1, u2, v2, w, x, y, z));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "w", w, N);
  hk_output(&sum, "x", x, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(u1);
  free(v1);
  free(u2);
  free(v2);
  free(w);
  free(x);
  free(y);
  free(z);
  return 0;
}
