/*
 * lu_solve: solve A * x = b by LU factorization followed by two triangular solves.
 *   1. A = L * U in place, row by row (Doolittle): row i of L, then row i of U, each entry
 *      reduced by the dot product of already computed parts of L and U;
 *   2. forward substitution L * y = b (L has a unit diagonal);
 *   3. back substitution U * x = y, from the last unknown to the first.
 * A is N x N and strictly diagonally dominant, so no pivoting is needed.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 32
#elif defined(SMALL_DATASET)
#define N 160
#elif defined(LARGE_DATASET)
#define N 1800
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N], DATA_TYPE b[N])
{
  int i, j;

  for (i = 0; i < n; i++) {
    b[i] = (DATA_TYPE)((3 * i + 1) % 8) / 8 - SCALAR_VAL(0.4);
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + 2 * j + i * j) % 17) / 17 - SCALAR_VAL(0.5);
    A[i][i] = (DATA_TYPE)n + SCALAR_VAL(1.0);
  }
}

static void kernel_lu_solve(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N],
                            DATA_TYPE y[N])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = A[i][j] / A[j][j];
    }
    for (j = i; j < _PB_N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
  for (i = 0; i < _PB_N; i++) {
    y[i] = b[i];
    for (j = 0; j < i; j++)
      y[i] -= A[i][j] * y[j];
  }
  for (i = _PB_N - 1; i >= 0; i--) {
    x[i] = y[i];
    for (j = i + 1; j < _PB_N; j++)
      x[i] -= A[i][j] * x[j];
    x[i] = x[i] / A[i][i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *b = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, b), kernel_lu_solve(N, A, b, x, y));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "x", x, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(b);
  free(x);
  free(y);
  return 0;
}
