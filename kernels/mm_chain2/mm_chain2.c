/*
 * mm_chain2: two chained matrix products,
 *   T := A * B                      (A is NI x NK, B is NK x NJ, T is NI x NJ)
 *   D := alpha * T * C + beta * D   (C is NJ x NL, D is NI x NL)
 * The intermediate T is a full array, so a fusing optimizer may contract or tile it.
 */
#include "kernel.h"

#ifndef NI
#if defined(MINI_DATASET)
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#elif defined(SMALL_DATASET)
#define NI 100
#define NJ 110
#define NK 120
#define NL 130
#elif defined(LARGE_DATASET)
#define NI 1000
#define NJ 1100
#define NK 1200
#define NL 1300
#endif
#endif

#define _PB_NI LOOP_BOUND(NI, ni)
#define _PB_NJ LOOP_BOUND(NJ, nj)
#define _PB_NK LOOP_BOUND(NK, nk)
#define _PB_NL LOOP_BOUND(NL, nl)

static void init_data(int ni, int nj, int nk, int nl, DATA_TYPE *alpha, DATA_TYPE *beta,
                      DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ], DATA_TYPE C[NJ][NL],
                      DATA_TYPE D[NI][NL])
{
  int i, j;

  *alpha = SCALAR_VAL(0.5);
  *beta = SCALAR_VAL(2.0);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((2 * i + j + 3) % 13) / 13 - SCALAR_VAL(0.25);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * (j + 2)) % 17) / 17;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = (DATA_TYPE)((i + 5 * j + 1) % 11) / 11 - SCALAR_VAL(0.5);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE)((i * j + 4) % 7) / 7;
}

static void kernel_mm_chain2(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  int i, j, k;

#pragma hedra scratch(T)
#pragma scop
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      T[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; k++)
        T[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      D[i][j] = beta * D[i][j];
      for (k = 0; k < _PB_NJ; k++)
        D[i][j] += alpha * T[i][k] * C[k][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*T)[NJ] = hk_alloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE(*A)[NK] = hk_alloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE(*B)[NJ] = hk_alloc(sizeof(DATA_TYPE[NK][NJ]));
  DATA_TYPE(*C)[NL] = hk_alloc(sizeof(DATA_TYPE[NJ][NL]));
  DATA_TYPE(*D)[NL] = hk_alloc(sizeof(DATA_TYPE[NI][NL]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NI, NJ, NK, NL, &alpha, &beta, A, B, C, D),
           kernel_mm_chain2(NI, NJ, NK, NL, alpha, beta, T, A, B, C, D));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "D", &D[0][0], (long)NI * NL);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(T);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
