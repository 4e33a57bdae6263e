/*
 * forward_subst: solve the lower triangular system L * x = b by forward substitution,
 * column-oriented: once x[j] is known, its contribution is subtracted from every later
 * unknown (x[i] -= L[i][j] * x[j] for i > j). L is N x N with a nonzero diagonal.
 *
 * This kernel declares its array parameters as C99 variable-length arrays (L[n][n]).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 40
#elif defined(SMALL_DATASET)
#define N 400
#elif defined(LARGE_DATASET)
#define N 12000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE L[n][n], DATA_TYPE b[n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    b[i] = (DATA_TYPE)((i * 5 + 3) % 12) / 12 + SCALAR_VAL(0.5);
    for (j = 0; j < i; j++)
      L[i][j] = (DATA_TYPE)((i + j * j + 1) % 9) / (9 * n) - SCALAR_VAL(0.0002);
    for (j = i + 1; j < n; j++)
      L[i][j] = SCALAR_VAL(0.0);
    L[i][i] = SCALAR_VAL(2.0) + (DATA_TYPE)(i % 4) / 4;
  }
}

static void kernel_forward_subst(int n, DATA_TYPE L[n][n], DATA_TYPE x[n], DATA_TYPE b[n])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    x[i] = b[i];
  for (j = 0; j < _PB_N; j++) {
    x[j] = x[j] / L[j][j];
    for (i = j + 1; i < _PB_N; i++)
      x[i] -= L[i][j] * x[j];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*L)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *b = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, L, b), kernel_forward_subst(N, L, x, b));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "x", x, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(L);
  free(x);
  free(b);
  return 0;
}
