/*
 * deriche: Deriche's recursive edge filter on an NR x NC image, giving the horizontal
 * gradient of the image smoothed with a scale alpha:
 *   pass 1, along each row (index j): a recursive first-derivative filter, as the sum of a
 *     causal (left to right) and an anti-causal (right to left) second-order recursion
 *       y1[j] = a1 x[j] + a2 x[j-1] + b1 y1[j-1] + b2 y1[j-2]
 *       y2[j] = a3 x[j+1] + a4 x[j+2] + b1 y2[j+1] + b2 y2[j+2]
 *       t = c1 (y1 + y2)
 *     with a1 = 0, a2 = 1, a3 = -1, a4 = 0, c1 = -(1 - e^-alpha)^2;
 *   pass 2, along each column (index i) of t: the recursive smoothing filter, the same
 *     recursions with a5 = k, a6 = k e^-alpha (alpha - 1), a7 = k e^-alpha (alpha + 1),
 *     a8 = -k e^-2alpha, c2 = 1 and k = (1 - e^-alpha)^2 / (1 + 2 alpha e^-alpha - e^-2alpha).
 *   Both passes share b1 = 2 e^-alpha and b2 = -e^-2alpha. Values outside the image are 0;
 *   the first two terms of each recursion are written out (peeled) instead of tested.
 * The coefficients are computed inside the region, from alpha.
 */
#include "kernel.h"

#ifndef NR
#if defined(MINI_DATASET)
#define NR 32
#define NC 24
#elif defined(SMALL_DATASET)
#define NR 300
#define NC 260
#elif defined(LARGE_DATASET)
#define NR 4200
#define NC 4200
#endif
#endif

#define _PB_NR LOOP_BOUND(NR, nr)
#define _PB_NC LOOP_BOUND(NC, nc)

/* A few vertical bars and a diagonal ramp, so that there are edges to find. */
static void init_data(int nr, int nc, DATA_TYPE *alpha, DATA_TYPE x[NR][NC])
{
  int i, j;

  *alpha = SCALAR_VAL(0.5);
  for (i = 0; i < nr; i++)
    for (j = 0; j < nc; j++)
      x[i][j] = (DATA_TYPE)(((j / 8) % 2) * 200) + (DATA_TYPE)((i + j) % 64);
}

static void kernel_deriche(int nr, int nc, DATA_TYPE alpha, DATA_TYPE x[NR][NC],
                           DATA_TYPE out[NR][NC], DATA_TYPE y1[NR][NC], DATA_TYPE y2[NR][NC],
                           DATA_TYPE t[NR][NC])
{
  int i, j;
  DATA_TYPE ea, e2a, k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;

#pragma scop
  ea = EXP_FUN(-alpha);
  e2a = POW_FUN(ea, SCALAR_VAL(2.0));
  k = (SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea) /
      (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * ea - e2a);
  a1 = SCALAR_VAL(0.0);
  a2 = SCALAR_VAL(1.0);
  a3 = SCALAR_VAL(-1.0);
  a4 = SCALAR_VAL(0.0);
  c1 = -(SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea);
  a5 = k;
  a6 = k * ea * (alpha - SCALAR_VAL(1.0));
  a7 = k * ea * (alpha + SCALAR_VAL(1.0));
  a8 = -k * e2a;
  c2 = SCALAR_VAL(1.0);
  b1 = SCALAR_VAL(2.0) * ea;
  b2 = -e2a;

  /* pass 1: derivative along rows */
  for (i = 0; i < _PB_NR; i++) {
    y1[i][0] = a1 * x[i][0];
    y1[i][1] = a1 * x[i][1] + a2 * x[i][0] + b1 * y1[i][0];
    for (j = 2; j < _PB_NC; j++)
      y1[i][j] = a1 * x[i][j] + a2 * x[i][j - 1] + b1 * y1[i][j - 1] + b2 * y1[i][j - 2];
  }
  for (i = 0; i < _PB_NR; i++) {
    y2[i][_PB_NC - 1] = SCALAR_VAL(0.0);
    y2[i][_PB_NC - 2] = a3 * x[i][_PB_NC - 1];
    for (j = _PB_NC - 3; j >= 0; j--)
      y2[i][j] = a3 * x[i][j + 1] + a4 * x[i][j + 2] + b1 * y2[i][j + 1] + b2 * y2[i][j + 2];
  }
  for (i = 0; i < _PB_NR; i++)
    for (j = 0; j < _PB_NC; j++)
      t[i][j] = c1 * (y1[i][j] + y2[i][j]);

  /* pass 2: smoothing along columns */
  for (j = 0; j < _PB_NC; j++) {
    y1[0][j] = a5 * t[0][j];
    y1[1][j] = a5 * t[1][j] + a6 * t[0][j] + b1 * y1[0][j];
    for (i = 2; i < _PB_NR; i++)
      y1[i][j] = a5 * t[i][j] + a6 * t[i - 1][j] + b1 * y1[i - 1][j] + b2 * y1[i - 2][j];
  }
  for (j = 0; j < _PB_NC; j++) {
    y2[_PB_NR - 1][j] = SCALAR_VAL(0.0);
    y2[_PB_NR - 2][j] = a7 * t[_PB_NR - 1][j];
    for (i = _PB_NR - 3; i >= 0; i--)
      y2[i][j] = a7 * t[i + 1][j] + a8 * t[i + 2][j] + b1 * y2[i + 1][j] + b2 * y2[i + 2][j];
  }
  for (i = 0; i < _PB_NR; i++)
    for (j = 0; j < _PB_NC; j++)
      out[i][j] = c2 * (y1[i][j] + y2[i][j]);
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha;
  DATA_TYPE(*x)[NC] = hk_alloc(sizeof(DATA_TYPE[NR][NC]));
  DATA_TYPE(*out)[NC] = hk_alloc(sizeof(DATA_TYPE[NR][NC]));
  DATA_TYPE(*y1)[NC] = hk_alloc(sizeof(DATA_TYPE[NR][NC]));
  DATA_TYPE(*y2)[NC] = hk_alloc(sizeof(DATA_TYPE[NR][NC]));
  DATA_TYPE(*t)[NC] = hk_alloc(sizeof(DATA_TYPE[NR][NC]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NR, NC, &alpha, x), kernel_deriche(NR, NC, alpha, x, out, y1, y2, t));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "out", &out[0][0], (long)NR * NC);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(x);
  free(out);
  free(y1);
  free(y2);
  free(t);
  return 0;
}
