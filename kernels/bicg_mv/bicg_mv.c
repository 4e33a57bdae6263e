/*
 * bicg_mv: the two matrix-vector products of a biconjugate-gradient step, sharing one matrix,
 *   q := A * p     (A is N x M, p has M elements, q has N)
 *   s := A^T * r   (r has N elements, s has M)
 * Written as two separate nests; the second walks A by columns.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 30
#define M 26
#elif defined(SMALL_DATASET)
#define N 320
#define M 280
#elif defined(LARGE_DATASET)
#define N 12000
#define M 11000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, DATA_TYPE A[N][M], DATA_TYPE p[M], DATA_TYPE r[N])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % 29) / 29 - SCALAR_VAL(0.4);
  for (j = 0; j < m; j++)
    p[j] = (DATA_TYPE)(j % 11) / 11;
  for (i = 0; i < n; i++)
    r[i] = (DATA_TYPE)((3 * i + 1) % 7) / 7 - SCALAR_VAL(0.5);
}

static void kernel_bicg_mv(int n, int m, DATA_TYPE A[N][M], DATA_TYPE p[M], DATA_TYPE q[N],
                           DATA_TYPE r[N], DATA_TYPE s[M])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    q[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_M; j++)
      q[i] += A[i][j] * p[j];
  }
  for (j = 0; j < _PB_M; j++) {
    s[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      s[j] += r[i] * A[i][j];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE *p = hk_alloc(sizeof(DATA_TYPE[M]));
  DATA_TYPE *q = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *r = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *s = hk_alloc(sizeof(DATA_TYPE[M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, A, p, r), kernel_bicg_mv(N, M, A, p, q, r, s));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "q", q, N);
  hk_output(&sum, "s", s, M);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(p);
  free(q);
  free(r);
  free(s);
  return 0;
}
