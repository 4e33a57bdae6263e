/*
 * softmax_rows: the softmax of every row of a matrix, numerically stabilized:
 *   m_i = max_j x[i][j],  e = exp(x[i][j] - m_i),  y[i][j] = e / sum_j e,
 * and the log-sum-exp of each row, lse[i] = m_i + log(sum_j e).
 * Each row uses three scalar temporaries (the maximum, the sum and one exponential) that
 * are reset per row, calls to exp and log, and `int` iterators.
 */
#include "kernel.h"

#ifndef R
#if defined(MINI_DATASET)
#define R 20
#define C 30
#elif defined(SMALL_DATASET)
#define R 400
#define C 500
#elif defined(LARGE_DATASET)
#define R 4000
#define C 3000
#endif
#endif

#define _PB_R LOOP_BOUND(R, r)
#define _PB_C LOOP_BOUND(C, c)

static void init_data(int r, int c, DATA_TYPE x[R][C])
{
  int i, j;

  for (i = 0; i < r; i++)
    for (j = 0; j < c; j++)
      x[i][j] = (DATA_TYPE)((i * 7 + j * 13) % 41) / 8 - (DATA_TYPE)(j % 5);
}

static void kernel_softmax_rows(int r, int c, DATA_TYPE x[R][C], DATA_TYPE y[R][C],
                                DATA_TYPE lse[R])
{
  int i, j;
  DATA_TYPE m, s, e;

#pragma scop
  for (i = 0; i < _PB_R; i++) {
    m = x[i][0];
    for (j = 1; j < _PB_C; j++)
      m = x[i][j] > m ? x[i][j] : m;
    s = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_C; j++) {
      e = EXP_FUN(x[i][j] - m);
      y[i][j] = e;
      s += e;
    }
    for (j = 0; j < _PB_C; j++)
      y[i][j] = y[i][j] / s;
    lse[i] = m + LOG_FUN(s);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*x)[C] = hk_alloc(sizeof(DATA_TYPE[R][C]));
  DATA_TYPE(*y)[C] = hk_alloc(sizeof(DATA_TYPE[R][C]));
  DATA_TYPE *lse = hk_alloc(sizeof(DATA_TYPE[R]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(R, C, x), kernel_softmax_rows(R, C, x, y, lse));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "y", &y[0][0], (long)R * C);
  hk_output(&sum, "lse", lse, R);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(x);
  free(y);
  free(lse);
  return 0;
}
