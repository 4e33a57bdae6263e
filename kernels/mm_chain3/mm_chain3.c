/*
 * mm_chain3: three matrix products in a tree,
 *   E := A * B   (A is NI x NK, B is NK x NJ)
 *   F := C * D   (C is NJ x NM, D is NM x NL)
 *   G := E * F   (G is NI x NL)
 * E and F are independent of each other; G needs both.
 */
#include "kernel.h"

#ifndef NI
#if defined(MINI_DATASET)
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#define NM 24
#elif defined(SMALL_DATASET)
#define NI 90
#define NJ 100
#define NK 110
#define NL 120
#define NM 130
#elif defined(LARGE_DATASET)
#define NI 800
#define NJ 900
#define NK 1000
#define NL 1100
#define NM 1200
#endif
#endif

#define _PB_NI LOOP_BOUND(NI, ni)
#define _PB_NJ LOOP_BOUND(NJ, nj)
#define _PB_NK LOOP_BOUND(NK, nk)
#define _PB_NL LOOP_BOUND(NL, nl)
#define _PB_NM LOOP_BOUND(NM, nm)

static void init_data(int ni, int nj, int nk, int nl, int nm, DATA_TYPE A[NI][NK],
                      DATA_TYPE B[NK][NJ], DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL])
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)((i + 3 * j + 1) % 9) / (9 * ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)((i * j + 2) % 14) / (7 * nj) - SCALAR_VAL(0.001);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (DATA_TYPE)((4 * i + j) % 10) / (5 * nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE)((i * (j + 1) + 3) % 12) / (6 * nk);
}

static void kernel_mm_chain3(int ni, int nj, int nk, int nl, int nm, DATA_TYPE E[NI][NJ],
                             DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ], DATA_TYPE F[NJ][NL],
                             DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL], DATA_TYPE G[NI][NL])
{
  int i, j, k;

#pragma hedra scratch(E, F)
#pragma scop
  /* E := A * B */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      E[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  /* F := C * D */
  for (i = 0; i < _PB_NJ; i++)
    for (j = 0; j < _PB_NL; j++) {
      F[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NM; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  /* G := E * F */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      G[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NJ; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*E)[NJ] = hk_alloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE(*A)[NK] = hk_alloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE(*B)[NJ] = hk_alloc(sizeof(DATA_TYPE[NK][NJ]));
  DATA_TYPE(*F)[NL] = hk_alloc(sizeof(DATA_TYPE[NJ][NL]));
  DATA_TYPE(*C)[NM] = hk_alloc(sizeof(DATA_TYPE[NJ][NM]));
  DATA_TYPE(*D)[NL] = hk_alloc(sizeof(DATA_TYPE[NM][NL]));
  DATA_TYPE(*G)[NL] = hk_alloc(sizeof(DATA_TYPE[NI][NL]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NI, NJ, NK, NL, NM, A, B, C, D),
           kernel_mm_chain3(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "G", &G[0][0], (long)NI * NL);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(E);
  free(A);
  free(B);
  free(F);
  free(C);
  free(D);
  free(G);
  return 0;
}
