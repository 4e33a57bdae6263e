/*
 * adi: the Peaceman-Rachford alternating direction implicit method for the 2-D heat equation
 * u_t = u_xx + u_yy on an N x N grid with fixed (Dirichlet) boundary values and r = dt / h^2.
 * Each time step has two half steps, each solving one tridiagonal system per grid line with
 * the Thomas algorithm (forward elimination into P, Q, then back substitution):
 *   1. implicit along i, explicit along j, for every interior column j (u -> v):
 *        -r/2 v[i-1][j] + (1+r) v[i][j] - r/2 v[i+1][j]
 *            = r/2 u[i][j-1] + (1-r) u[i][j] + r/2 u[i][j+1]
 *   2. implicit along j, explicit along i, for every interior row i (v -> u), likewise.
 * With v[i] = P[i] * v[i+1] + Q[i], elimination gives
 *   P[i] = (r/2) / ((1+r) - (r/2) P[i-1]),  Q[i] = (rhs[i] + (r/2) Q[i-1]) / ((1+r) - (r/2) P[i-1]).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 4
#define N 20
#elif defined(SMALL_DATASET)
#define TSTEPS 20
#define N 200
#elif defined(LARGE_DATASET)
#define TSTEPS 40
#define N 2000
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

/* A hot top edge, a cold rest of the boundary, and a bumpy interior. */
static void init_data(int n, DATA_TYPE *r, DATA_TYPE u[N][N], DATA_TYPE v[N][N],
                      DATA_TYPE P[N][N], DATA_TYPE Q[N][N])
{
  int i, j;

  *r = SCALAR_VAL(2.0);
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (i == 0)
        u[i][j] = SCALAR_VAL(1.0);
      else if (i == n - 1 || j == 0 || j == n - 1)
        u[i][j] = SCALAR_VAL(0.0);
      else
        u[i][j] = (DATA_TYPE)((i * j + i + 2 * j) % 10) / 20;
      v[i][j] = SCALAR_VAL(0.0);
      P[i][j] = SCALAR_VAL(0.0);
      Q[i][j] = SCALAR_VAL(0.0);
    }
}

static void kernel_adi(int tsteps, int n, DATA_TYPE r, DATA_TYPE u[N][N], DATA_TYPE v[N][N],
                       DATA_TYPE P[N][N], DATA_TYPE Q[N][N])
{
  int t, i, j;
  DATA_TYPE half, diag;

#pragma scop
  half = r / SCALAR_VAL(2.0);
  diag = SCALAR_VAL(1.0) + r;
  for (t = 0; t < _PB_TSTEPS; t++) {
    /* half step 1: one system per interior column j, unknowns along i */
    for (j = 1; j < _PB_N - 1; j++) {
      v[0][j] = u[0][j];
      P[j][0] = SCALAR_VAL(0.0);
      Q[j][0] = v[0][j];
      for (i = 1; i < _PB_N - 1; i++) {
        P[j][i] = half / (diag - half * P[j][i - 1]);
        Q[j][i] = (half * u[i][j - 1] + (SCALAR_VAL(1.0) - r) * u[i][j] + half * u[i][j + 1] +
                   half * Q[j][i - 1]) /
                  (diag - half * P[j][i - 1]);
      }
      v[_PB_N - 1][j] = u[_PB_N - 1][j];
      for (i = _PB_N - 2; i >= 1; i--)
        v[i][j] = P[j][i] * v[i + 1][j] + Q[j][i];
    }
    /* half step 2: one system per interior row i, unknowns along j */
    for (i = 1; i < _PB_N - 1; i++) {
      P[i][0] = SCALAR_VAL(0.0);
      Q[i][0] = u[i][0];
      for (j = 1; j < _PB_N - 1; j++) {
        P[i][j] = half / (diag - half * P[i][j - 1]);
        Q[i][j] = (half * v[i - 1][j] + (SCALAR_VAL(1.0) - r) * v[i][j] + half * v[i + 1][j] +
                   half * Q[i][j - 1]) /
                  (diag - half * P[i][j - 1]);
      }
      for (j = _PB_N - 2; j >= 1; j--)
        u[i][j] = P[i][j] * u[i][j + 1] + Q[i][j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE r;
  DATA_TYPE(*u)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*v)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*P)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*Q)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, &r, u, v, P, Q), kernel_adi(TSTEPS, N, r, u, v, P, Q));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "u", &u[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(u);
  free(v);
  free(P);
  free(Q);
  return 0;
}
