/*
 * trsm_lower: triangular solve with several right-hand sides, in place,
 *   B := L^{-1} * B,   i.e. solve L * X = B and store X over B,
 * where L is N x N lower triangular with a nonzero diagonal and B is N x M.
 * Row i of X uses the already solved rows 0..i-1.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 24
#define M 20
#elif defined(SMALL_DATASET)
#define N 140
#define M 120
#elif defined(LARGE_DATASET)
#define N 1600
#define M 1500
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, DATA_TYPE L[N][N], DATA_TYPE B[N][M])
{
  int i, j;

  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      L[i][j] = j < i ? (DATA_TYPE)((2 * i + 3 * j) % 13) / (13 * n) : SCALAR_VAL(0.0);
    L[i][i] = SCALAR_VAL(1.5) + (DATA_TYPE)(i % 3) / 3;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      B[i][j] = (DATA_TYPE)((i * j + i + 2) % 15) / 15 - SCALAR_VAL(0.25);
}

static void kernel_trsm_lower(int n, int m, DATA_TYPE L[N][N], DATA_TYPE B[N][M])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++) {
      for (k = 0; k < i; k++)
        B[i][j] -= L[i][k] * B[k][j];
      B[i][j] = B[i][j] / L[i][i];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*L)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*B)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, L, B), kernel_trsm_lower(N, M, L, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "B", &B[0][0], (long)N * M);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(L);
  free(B);
  return 0;
}
