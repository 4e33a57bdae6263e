/*
 * syrk: symmetric rank-k update of the lower triangle,
 *   C := alpha * A * A^T + beta * C,   for the entries C[i][j] with j <= i,
 * where A is N x M and C is N x N. The strict upper triangle of C is left as it was.
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
#define N 1400
#define M 1200
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE C[N][N],
                      DATA_TYPE A[N][M])
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(-0.5);
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + 1) % 31) / 31 - SCALAR_VAL(0.5);
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i + j + 6) % 15) / 15;
}

static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                        DATA_TYPE A[N][M])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j <= i; j++) {
      C[i][j] = beta * C[i][j];
      for (k = 0; k < _PB_M; k++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*C)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*A)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, &alpha, &beta, C, A), kernel_syrk(N, M, alpha, beta, C, A));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "C", &C[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(C);
  free(A);
  return 0;
}
