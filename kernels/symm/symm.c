/*
 * symm: symmetric matrix times a general matrix,
 *   C := alpha * S * B + beta * C,
 * where S is M x M symmetric and only its lower triangle (j <= i) is stored and read,
 * B and C are M x N. Each element of the product uses a scalar accumulator, split into the
 * part read from row i of S and the part read (transposed) from column i of S.
 */
#include "kernel.h"

#ifndef M
#if defined(MINI_DATASET)
#define M 20
#define N 24
#elif defined(SMALL_DATASET)
#define M 110
#define N 130
#elif defined(LARGE_DATASET)
#define M 1000
#define N 1200
#endif
#endif

#define _PB_M LOOP_BOUND(M, m)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int m, int n, DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE S[M][M],
                      DATA_TYPE B[M][N], DATA_TYPE C[M][N])
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(0.25);
  for (i = 0; i < m; i++)
    for (j = 0; j < m; j++)
      S[i][j] = j <= i ? (DATA_TYPE)((i * j + i + 3) % 27) / 27 : SCALAR_VAL(-99.0);
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      B[i][j] = (DATA_TYPE)((5 * i + j + 1) % 13) / 13 - SCALAR_VAL(0.5);
      C[i][j] = (DATA_TYPE)((i + 2 * j) % 8) / 8;
    }
}

static void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[M][M],
                        DATA_TYPE B[M][N], DATA_TYPE C[M][N])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      acc = SCALAR_VAL(0.0);
      for (k = 0; k <= i; k++)
        acc += S[i][k] * B[k][j];
      for (k = i + 1; k < _PB_M; k++)
        acc += S[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*S)[M] = hk_alloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE(*B)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE(*C)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(M, N, &alpha, &beta, S, B, C),
           kernel_symm(M, N, alpha, beta, S, B, C));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "C", &C[0][0], (long)M * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(S);
  free(B);
  free(C);
  return 0;
}
