/*
 * heat_3d: explicit time stepping of the heat equation u_t = laplacian(u) on an N^3 grid
 * with the seven-point Laplacian and a fixed boundary:
 *   B = A + c * (sum of the six neighbours of A - 6 * A),   c = 0.1 (stable: 6c <= 1),
 * then the same from B back to A, so each time step advances two steps.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 6
#define N 10
#elif defined(SMALL_DATASET)
#define TSTEPS 20
#define N 40
#elif defined(LARGE_DATASET)
#define TSTEPS 100
#define N 160
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++) {
        A[i][j][k] = (DATA_TYPE)((i + 2 * j + 3 * k) % 10) / 2;
        B[i][j][k] = A[i][j][k];
      }
}

static void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N])
{
  int t, i, j, k;
  DATA_TYPE c;

#pragma scop
  c = SCALAR_VAL(0.1);
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          B[i][j][k] = A[i][j][k] + c * (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] +
                                         A[i][j + 1][k] + A[i][j][k - 1] + A[i][j][k + 1] -
                                         SCALAR_VAL(6.0) * A[i][j][k]);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          A[i][j][k] = B[i][j][k] + c * (B[i - 1][j][k] + B[i + 1][j][k] + B[i][j - 1][k] +
                                         B[i][j + 1][k] + B[i][j][k - 1] + B[i][j][k + 1] -
                                         SCALAR_VAL(6.0) * B[i][j][k]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N][N] = hk_alloc(sizeof(DATA_TYPE[N][N][N]));
  DATA_TYPE(*B)[N][N] = hk_alloc(sizeof(DATA_TYPE[N][N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, B), kernel_heat_3d(TSTEPS, N, A, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0][0], (long)N * N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(B);
  return 0;
}
