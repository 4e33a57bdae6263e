/*
 * lu: LU factorization without pivoting, in place, in the right-looking (outer product) form:
 *   A = L * U,  L unit lower triangular (stored below the diagonal), U upper triangular.
 * At step k, column k below the pivot is divided by the pivot, then the trailing submatrix
 * receives the rank-1 update A[i][j] -= A[i][k] * A[k][j].
 * The input is strictly diagonally dominant, so no pivoting is needed.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 32
#elif defined(SMALL_DATASET)
#define N 160
#elif defined(LARGE_DATASET)
#define N 2000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N])
{
  int i, j;

  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + j + 1) % 19) / 19 - SCALAR_VAL(0.3);
    A[i][i] += (DATA_TYPE)n;
  }
}

static void kernel_lu(int n, DATA_TYPE A[N][N])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    for (i = k + 1; i < _PB_N; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (i = k + 1; i < _PB_N; i++)
      for (j = k + 1; j < _PB_N; j++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A), kernel_lu(N, A));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  return 0;
}
