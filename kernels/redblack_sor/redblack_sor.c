/*
 * redblack_sor: TSTEPS sweeps of red-black successive over-relaxation for the discrete
 * Poisson equation -laplacian(u) = f on an N x N grid with a fixed boundary. The points are
 * coloured like a chessboard; a sweep first relaxes the red points (i + j even), then the
 * black ones (i + j odd), each in place:
 *   u[i][j] = u[i][j] + w * ((u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] + h^2 f[i][j]) / 4
 *                             - u[i][j])
 * with the relaxation factor w. Each colour is a loop with a step of 2 whose first column
 * depends on the parity of the row (`j = 2 - i % 2` for red, `j = 1 + i % 2` for black).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 6
#define N 27
#elif defined(SMALL_DATASET)
#define TSTEPS 25
#define N 221
#elif defined(LARGE_DATASET)
#define TSTEPS 120
#define N 2401
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE *h2, DATA_TYPE u[N][N], DATA_TYPE f[N][N])
{
  int i, j;
  DATA_TYPE h = SCALAR_VAL(1.0) / (DATA_TYPE)(n - 1);

  *h2 = h * h;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      u[i][j] = (i == 0 || j == n - 1) ? SCALAR_VAL(1.0) : SCALAR_VAL(0.0);
      f[i][j] = (DATA_TYPE)((i * 5 + j * 3) % 9) - SCALAR_VAL(4.0);
    }
}

static void kernel_redblack_sor(int tsteps, int n, DATA_TYPE w, DATA_TYPE h2,
                                DATA_TYPE u[N][N], DATA_TYPE f[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 2 - i % 2; j < _PB_N - 1; j += 2)
        u[i][j] = u[i][j] + w * (SCALAR_VAL(0.25) * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                                     u[i][j + 1] + h2 * f[i][j]) - u[i][j]);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1 + i % 2; j < _PB_N - 1; j += 2)
        u[i][j] = u[i][j] + w * (SCALAR_VAL(0.25) * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                                     u[i][j + 1] + h2 * f[i][j]) - u[i][j]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE h2;
  DATA_TYPE(*u)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*f)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &h2, u, f),
           kernel_redblack_sor(TSTEPS, N, SCALAR_VAL(1.5), h2, u, f));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "u", &u[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(u);
  free(f);
  return 0;
}
