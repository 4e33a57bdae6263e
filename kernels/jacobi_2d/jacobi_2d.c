/*
 * jacobi_2d: TSTEPS time steps of a five-point weighted average on an N x N grid,
 * ping-ponging between A and B (two sweeps per time step):
 *   B[i][j] = 0.5 * A[i][j] + 0.125 * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1])
 * on the interior; the boundary is fixed.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 8
#define N 24
#elif defined(SMALL_DATASET)
#define TSTEPS 40
#define N 200
#elif defined(LARGE_DATASET)
#define TSTEPS 250
#define N 2000
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * (j + 3) + 2 * j) % 25) / 5;
      B[i][j] = A[i][j];
    }
}

static void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        B[i][j] = SCALAR_VAL(0.5) * A[i][j] +
                  SCALAR_VAL(0.125) * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        A[i][j] = SCALAR_VAL(0.5) * B[i][j] +
                  SCALAR_VAL(0.125) * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*B)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, B), kernel_jacobi_2d(TSTEPS, N, A, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0], (long)N * N);
  hk_output(&sum, "B", &B[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(B);
  return 0;
}
