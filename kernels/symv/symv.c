/*
 * symv: symmetric matrix-vector product,
 *   y := alpha * S * x + beta * y,
 * where S is N x N symmetric, stored in its lower triangle only: for j > i the entry S(i, j)
 * is read as S[j][i]. The product goes to the temporary t first.
 *
 * This kernel declares its array parameters as C99 variable-length arrays (S[n][n]).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 30
#elif defined(SMALL_DATASET)
#define N 300
#elif defined(LARGE_DATASET)
#define N 12000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE S[n][n],
                      DATA_TYPE x[n], DATA_TYPE y[n])
{
  int i, j;

  *alpha = SCALAR_VAL(1.75);
  *beta = SCALAR_VAL(0.5);
  for (i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)((i * 3 + 1) % 10) / 10 - SCALAR_VAL(0.25);
    y[i] = (DATA_TYPE)(i % 6) / 6;
    for (j = 0; j < n; j++)
      S[i][j] = j <= i ? (DATA_TYPE)((i + j + i * j) % 43) / (43 * n) : SCALAR_VAL(-5.0);
  }
}

static void kernel_symv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[n][n],
                        DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE t[n])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    t[i] = SCALAR_VAL(0.0);
    for (j = 0; j <= i; j++)
      t[i] += S[i][j] * x[j];
    for (j = i + 1; j < _PB_N; j++)
      t[i] += S[j][i] * x[j];
  }
  for (i = 0; i < _PB_N; i++)
    y[i] = alpha * t[i] + beta * y[i];
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*S)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *t = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &alpha, &beta, S, x, y), kernel_symv(N, alpha, beta, S, x, y, t));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "y", y, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(S);
  free(x);
  free(y);
  free(t);
  return 0;
}
