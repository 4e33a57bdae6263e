/*
 * mgs_qr: QR factorization by modified Gram-Schmidt, A = Q * R,
 * where A is M x N (M >= N, full column rank), Q is M x N with orthonormal columns and
 * R is N x N upper triangular. Column k is normalized, then removed at once from every later
 * column of A (which is overwritten along the way):
 *   R[k][k] = ||A[:,k]||,  Q[:,k] = A[:,k] / R[k][k],
 *   R[k][j] = Q[:,k] . A[:,j],  A[:,j] -= Q[:,k] * R[k][j]   for j > k.
 */
#include "kernel.h"

#ifndef M
#if defined(MINI_DATASET)
#define M 24
#define N 20
#elif defined(SMALL_DATASET)
#define M 140
#define N 120
#elif defined(LARGE_DATASET)
#define M 1300
#define N 1100
#endif
#endif

#define _PB_M LOOP_BOUND(M, m)
#define _PB_N LOOP_BOUND(N, n)

/* The identity plus small entries: well conditioned, full column rank. */
static void init_data(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N], DATA_TYPE Q[M][N])
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i + 3 * j + i * j) % 11) / 110;
      if (i == j)
        A[i][j] += SCALAR_VAL(1.0);
      Q[i][j] = SCALAR_VAL(0.0);
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = SCALAR_VAL(0.0);
}

static void kernel_mgs_qr(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N])
{
  int i, j, k;
  DATA_TYPE norm2;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    norm2 = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; i++)
      norm2 += A[i][k] * A[i][k];
    R[k][k] = SQRT_FUN(norm2);
    for (i = 0; i < _PB_M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < _PB_N; j++) {
      R[k][j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < _PB_M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*A)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE(*R)[N] = hk_alloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE(*Q)[N] = hk_alloc(sizeof(DATA_TYPE[M][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(M, N, A, R, Q), kernel_mgs_qr(M, N, A, R, Q));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", &A[0][0], (long)M * N);
  hk_output(&sum, "R", &R[0][0], (long)N * N);
  hk_output(&sum, "Q", &Q[0][0], (long)M * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(R);
  free(Q);
  return 0;
}
