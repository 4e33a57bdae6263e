/*
 * cholesky: Cholesky factorization A = L * L^T of a symmetric positive definite matrix,
 * in place in the lower triangle, right-looking: at step k the pivot becomes its square root,
 * the column below it is scaled, and the trailing lower triangle receives
 *   A[i][j] -= A[i][k] * A[j][k]   for k < j <= i.
 * The strict upper triangle is never read or written.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 32
#elif defined(SMALL_DATASET)
#define N 180
#elif defined(LARGE_DATASET)
#define N 2000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

/* Symmetric, with off-diagonal entries at most 1/n and a diagonal of at least 1:
 * strictly diagonally dominant with a positive diagonal, hence positive definite. */
static void init_data(int n, DATA_TYPE A[N][N])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i + j) % 7 + 1) / (7 * n);
  for (i = 0; i < n; i++)
    A[i][i] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 3);
}

static void kernel_cholesky(int n, DATA_TYPE A[N][N])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    A[k][k] = SQRT_FUN(A[k][k]);
    for (i = k + 1; i < _PB_N; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (j = k + 1; j < _PB_N; j++)
      for (i = j; i < _PB_N; i++)
        A[i][j] -= A[i][k] * A[j][k];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A), kernel_cholesky(N, A));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  return 0;
}
