/*
 * tensor_contract: a multiresolution-style contraction of the last index of a 3-D tensor
 * with a square matrix, in place,
 *   X[r][q][p] := sum over s of X[r][q][s] * W[s][p],
 * where X is NR x NQ x NP and W is NP x NP. Each row X[r][q][*] is computed into the
 * one-dimensional temporary t (with a scalar accumulator) and then copied back.
 */
#include "kernel.h"

#ifndef NR
#if defined(MINI_DATASET)
#define NR 8
#define NQ 10
#define NP 12
#elif defined(SMALL_DATASET)
#define NR 40
#define NQ 44
#define NP 48
#elif defined(LARGE_DATASET)
#define NR 250
#define NQ 260
#define NP 250
#endif
#endif

#define _PB_NR LOOP_BOUND(NR, nr)
#define _PB_NQ LOOP_BOUND(NQ, nq)
#define _PB_NP LOOP_BOUND(NP, np)

static void init_data(int nr, int nq, int np, DATA_TYPE X[NR][NQ][NP], DATA_TYPE W[NP][NP])
{
  int r, q, p, s;

  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++)
      for (p = 0; p < np; p++)
        X[r][q][p] = (DATA_TYPE)((r * q + 2 * p + 1) % 21) / 21;
  for (s = 0; s < np; s++)
    for (p = 0; p < np; p++)
      W[s][p] = (DATA_TYPE)((s * p + s + 3) % 17) / (17 * np) - SCALAR_VAL(0.01);
}

static void kernel_tensor_contract(int nr, int nq, int np, DATA_TYPE X[NR][NQ][NP],
                                   DATA_TYPE W[NP][NP], DATA_TYPE t[NP])
{
  int r, q, p, s;
  DATA_TYPE acc;

#pragma scop
  for (r = 0; r < _PB_NR; r++)
    for (q = 0; q < _PB_NQ; q++) {
      for (p = 0; p < _PB_NP; p++) {
        acc = SCALAR_VAL(0.0);
        for (s = 0; s < _PB_NP; s++)
          acc += X[r][q][s] * W[s][p];
        t[p] = acc;
      }
      for (p = 0; p < _PB_NP; p++)
        X[r][q][p] = t[p];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*X)[NQ][NP] = hk_alloc(sizeof(DATA_TYPE[NR][NQ][NP]));
  DATA_TYPE(*W)[NP] = hk_alloc(sizeof(DATA_TYPE[NP][NP]));
  DATA_TYPE *t = hk_alloc(sizeof(DATA_TYPE[NP]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NR, NQ, NP, X, W), kernel_tensor_contract(NR, NQ, NP, X, W, t));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "X", &X[0][0][0], (long)NR * NQ * NP);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(X);
  free(W);
  free(t);
  return 0;
}
