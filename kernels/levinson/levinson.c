/*
 * levinson: the Levinson-Durbin recursion for the Yule-Walker equations. With
 * r[0..N-1] standing for r_1..r_N, it solves T * y = -(r_1, ..., r_N)^T, where T is the
 * N x N symmetric Toeplitz matrix with first row (1, r_1, ..., r_{N-1}), in O(N^2) steps.
 * Step k extends the solution of order k to order k + 1:
 *   beta  := (1 - alpha^2) * beta
 *   alpha := -(r_{k+1} + sum_{i<k} r_{k-i} * y_i) / beta        (the reflection coefficient)
 *   y_i   := y_i + alpha * y_{k-1-i}  for i < k,   y_k := alpha
 * The reflection coefficients are also kept, in refl.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 40
#elif defined(SMALL_DATASET)
#define N 400
#elif defined(LARGE_DATASET)
#define N 36000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

/* |r_i| <= 0.25 / i^2: the off-diagonal row sums of T stay below 2 * 0.25 * pi^2 / 6 < 1,
 * so T is diagonally dominant and positive definite and every |alpha| < 1. */
static void init_data(int n, DATA_TYPE r[N])
{
  int i;

  for (i = 0; i < n; i++)
    r[i] = (i % 3 == 1 ? SCALAR_VAL(-0.25) : SCALAR_VAL(0.25)) / ((DATA_TYPE)(i + 1) * (i + 1));
}

static void kernel_levinson(int n, DATA_TYPE r[N], DATA_TYPE y[N], DATA_TYPE z[N],
                            DATA_TYPE refl[N])
{
  int i, k;
  DATA_TYPE alpha, beta, dot;

#pragma scop
  alpha = -r[0];
  beta = SCALAR_VAL(1.0);
  y[0] = alpha;
  refl[0] = alpha;
  for (k = 1; k < _PB_N; k++) {
    beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
    dot = SCALAR_VAL(0.0);
    for (i = 0; i < k; i++)
      dot += r[k - 1 - i] * y[i];
    alpha = -(r[k] + dot) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - 1 - i];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
    refl[k] = alpha;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE *r = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *z = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *refl = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, r), kernel_levinson(N, r, y, z, refl));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "y", y, N);
  hk_output(&sum, "refl", refl, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(r);
  free(y);
  free(z);
  free(refl);
  return 0;
}
