/*
 * syr2k: symmetric rank-2k update of the lower triangle,
 *   C := alpha * (A * B^T + B * A^T) + beta * C,   for the entries C[i][j] with j <= i,
 * where A and B are N x M and C is N x N.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 24
#define M 20
#elif defined(SMALL_DATASET)
#define N 130
#define M 110
#elif defined(LARGE_DATASET)
#define N 1200
#define M 1000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE C[N][N],
                      DATA_TYPE A[N][M], DATA_TYPE B[N][M])
{
  int i, j;

  *alpha = SCALAR_VAL(0.75);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      A[i][j] = (DATA_TYPE)((i + 4 * j + 2) % 21) / 21;
      B[i][j] = (DATA_TYPE)((3 * i * j + 5) % 19) / 19 - SCALAR_VAL(0.5);
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((2 * i + j) % 9) / 9;
}

static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                         DATA_TYPE A[N][M], DATA_TYPE B[N][M])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j <= i; j++) {
      C[i][j] = beta * C[i][j];
      for (k = 0; k < _PB_M; k++)
        C[i][j] += alpha * A[i][k] * B[j][k] + alpha * B[i][k] * A[j][k];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*C)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*A)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE(*B)[M] = hk_alloc(sizeof(DATA_TYPE[N][M]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, &alpha, &beta, C, A, B),
           kernel_syr2k(N, M, alpha, beta, C, A, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "C", &C[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(C);
  free(A);
  free(B);
  return 0;
}
