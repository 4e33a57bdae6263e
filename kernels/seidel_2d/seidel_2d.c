/*
 * seidel_2d: TSTEPS Gauss-Seidel sweeps of a nine-point smoother, in place on an N x N grid:
 *   A[i][j] = (4 * centre + 2 * (the four edge neighbours) + (the four corner neighbours)) / 16,
 * where neighbours above and to the left already hold this sweep's values.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 6
#define N 24
#elif defined(SMALL_DATASET)
#define TSTEPS 20
#define N 200
#elif defined(LARGE_DATASET)
#define TSTEPS 100
#define N 2000
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * i + 3 * j + 1) % 16) / 4;
}

static void kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++)
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        A[i][j] = (SCALAR_VAL(4.0) * A[i][j] +
                   SCALAR_VAL(2.0) * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) +
                   A[i - 1][j - 1] + A[i - 1][j + 1] + A[i + 1][j - 1] + A[i + 1][j + 1]) /
                  SCALAR_VAL(16.0);
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A), kernel_seidel_2d(TSTEPS, N, A));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  return 0;
}
