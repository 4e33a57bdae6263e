/*
 * poisson_gs: Gauss-Seidel iterations for the discrete Poisson equation -laplacian(u) = f on
 * an N x N grid with mesh width h and a fixed boundary. Each point is replaced, in place, by
 *   u[i][j] = (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] + h^2 * f[i][j]) / 4,
 * the five-point variant of the in-place smoother (compare seidel_2d).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 6
#define N 26
#elif defined(SMALL_DATASET)
#define TSTEPS 25
#define N 220
#elif defined(LARGE_DATASET)
#define TSTEPS 120
#define N 2400
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
      u[i][j] = (i == 0 || j == 0) ? SCALAR_VAL(1.0) : SCALAR_VAL(0.0);
      f[i][j] = (DATA_TYPE)((i * 3 + j * 5) % 7) - SCALAR_VAL(3.0);
    }
}

static void kernel_poisson_gs(int tsteps, int n, DATA_TYPE h2, DATA_TYPE u[N][N],
                              DATA_TYPE f[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++)
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        u[i][j] = SCALAR_VAL(0.25) *
                  (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2 * f[i][j]);
#pragma endscop
}

int main(void)
{
  DATA_TYPE h2;
  DATA_TYPE(*u)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*f)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &h2, u, f), kernel_poisson_gs(TSTEPS, N, h2, u, f));

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
