/*
 * row_normalize: every row of A scaled to unit Euclidean norm, with the row norms kept:
 *   r[i] = 1 / sqrt(eps + sum_j A[i][j]^2),   Q[i][j] = A[i][j] * r[i].
 * Written the way application code often is: a typedef'd index type for the iterators, a
 * scalar accumulator and a scalar inverse per row, a chained assignment that stores the
 * inverse in both, and a math call.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 30
#define M 40
#elif defined(SMALL_DATASET)
#define N 300
#define M 400
#elif defined(LARGE_DATASET)
#define N 4000
#define M 4000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

typedef long idx_t;

static void init_data(int n, int m, DATA_TYPE A[N][M])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * 11 + j * 5) % 23) / 23 - SCALAR_VAL(0.3);
}

static void kernel_row_normalize(int n, int m, DATA_TYPE A[N][M], DATA_TYPE Q[N][M],
                                 DATA_TYPE r[N])
{
  DATA_TYPE norm, inv;

#pragma scop
  for (idx_t i = 0; i < _PB_N; i++) {
    norm = SCALAR_VAL(1.0e-12);
    for (idx_t j = 0; j < _PB_M; j++)
      norm += A[i][j] * A[i][j];
    r[i] = inv = SCALAR_VAL(1.0) / SQRT_FUN(norm);
    for (idx_t j = 0; j < _PB_M; j++)
      Q[i][j] = A[i][j] * inv;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE(*Q)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE *r = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, A), kernel_row_normalize(N, M, A, Q, r));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "Q", &Q[0][0], (long)N * M);
  hk_output(&sum, "r", r, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(Q);
  free(r);
  return 0;
}
