/*
 * trmm: triangular matrix product, in place,
 *   B := alpha * L * B,
 * where L is M x M lower triangular (its strict upper part is never read) and B is M x N.
 * Row i of the result needs rows 0..i of the old B, so rows are produced from the bottom up.
 *
 * This kernel declares its array parameters as C99 variable-length arrays sized by the
 * int parameters (L[m][m]) rather than by the dataset macros.
 */
#include "kernel.h"

#ifndef M
#if defined(MINI_DATASET)
#define M 20
#define N 24
#elif defined(SMALL_DATASET)
#define M 120
#define N 140
#elif defined(LARGE_DATASET)
#define M 1500
#define N 1700
#endif
#endif

#define _PB_M LOOP_BOUND(M, m)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int m, int n, DATA_TYPE *alpha, DATA_TYPE L[m][m], DATA_TYPE B[m][n])
{
  int i, j;

  *alpha = SCALAR_VAL(0.5);
  for (i = 0; i < m; i++)
    for (j = 0; j < m; j++)
      L[i][j] = j <= i ? (DATA_TYPE)((i + 2 * j + 1) % 16) / (8 * m) : SCALAR_VAL(-7.0);
  for (i = 0; i < m; i++)
    L[i][i] = SCALAR_VAL(1.0) + (DATA_TYPE)(i % 5) / 10;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((i * 3 + j * j + 2) % 25) / 25 - SCALAR_VAL(0.3);
}

static void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE L[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;

#pragma scop
  for (i = _PB_M - 1; i >= 0; i--)
    for (j = 0; j < _PB_N; j++) {
      B[i][j] = L[i][i] * B[i][j];
      for (k = 0; k < i; k++)
        B[i][j] += L[i][k] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha;
  DATA_TYPE(*L)[M] = hk_alloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE(*B)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(M, N, &alpha, L, B), kernel_trmm(M, N, alpha, L, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "B", &B[0][0], (long)M * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(L);
  free(B);
  return 0;
}
