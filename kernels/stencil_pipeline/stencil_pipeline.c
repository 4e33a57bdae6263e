/*
 * stencil_pipeline: two 5-point stencil stages over an N x N grid, the second consuming the
 * first's result (an image or PDE pipeline step):
 *   B[i][j] = (A[i][j] + A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]) / 5
 *             for 1 <= i, j < N - 1 (a smoothing stage on the interior of A);
 *   C[i][j] = B[i][j] + 0.1 * (B[i-1][j] + B[i+1][j] + B[i][j-1] + B[i][j+1] - 4 B[i][j])
 *             for 2 <= i, j < N - 2 (a diffusion step on the interior of B),
 * so every cell of B that the second stage reads was written by the first. The stages are
 * separate loop nests; B is dead after them (only C is an output), so an optimizer that
 * fuses them may contract it to a few rows.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 20
#elif defined(SMALL_DATASET)
#define N 220
#elif defined(LARGE_DATASET)
#define N 7000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N], DATA_TYPE C[N][N])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * (j + 3) + 2 * j) % 19) / 19 - SCALAR_VAL(0.5);
      C[i][j] = SCALAR_VAL(0.0);
    }
}

static void kernel_stencil_pipeline(int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N],
                                    DATA_TYPE C[N][N])
{
  int i, j;

#pragma hedra scratch(B)
#pragma scop
  /* stage 1: smoothing, interior of A */
  for (i = 1; i < _PB_N - 1; i++)
    for (j = 1; j < _PB_N - 1; j++)
      B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  /* stage 2: diffusion, interior of B (one cell in from stage 1's border) */
  for (i = 2; i < _PB_N - 2; i++)
    for (j = 2; j < _PB_N - 2; j++)
      C[i][j] = B[i][j] + SCALAR_VAL(0.1) * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] +
                                             B[i][j + 1] - SCALAR_VAL(4.0) * B[i][j]);
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*B)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*C)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, C), kernel_stencil_pipeline(N, A, B, C));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "C", &C[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(B);
  free(C);
  return 0;
}
