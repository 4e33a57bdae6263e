/*
 * gemm: general matrix product with scaling, C := alpha * A * B + beta * C,
 * where A is NI x NK, B is NK x NJ and C is NI x NJ.
 *
 * The product is written in the textbook i, j, k order (a dot product per element of C),
 * after a separate pass that scales C by beta.
 */
#include "kernel.h"

#ifndef NI
#if defined(MINI_DATASET)
#define NI 20
#define NJ 24
#define NK 28
#elif defined(SMALL_DATASET)
#define NI 120
#define NJ 130
#define NK 140
#elif defined(LARGE_DATASET)
#define NI 1500
#define NJ 1600
#define NK 1700
#endif
#endif

#define _PB_NI LOOP_BOUND(NI, ni)
#define _PB_NJ LOOP_BOUND(NJ, nj)
#define _PB_NK LOOP_BOUND(NK, nk)

static void init_data(int ni, int nj, int nk, DATA_TYPE *alpha, DATA_TYPE *beta,
                      DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;

  *alpha = SCALAR_VAL(1.25);
  *beta = SCALAR_VAL(0.75);
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((3 * i + 2 * j + 1) % 19) / 19;
  for (i = 0; i < ni; i++)
    for (k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i * k + 5) % 23) / 23 - SCALAR_VAL(0.5);
  for (k = 0; k < nk; k++)
    for (j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k + 7 * j + 2) % 29) / 29;
}

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] = beta * C[i][j];
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++)
      for (k = 0; k < _PB_NK; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE(*C)[NJ] = hk_alloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE(*A)[NK] = hk_alloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE(*B)[NJ] = hk_alloc(sizeof(DATA_TYPE[NK][NJ]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NI, NJ, NK, &alpha, &beta, C, A, B),
           kernel_gemm(NI, NJ, NK, alpha, beta, C, A, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "C", &C[0][0], (long)NI * NJ);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(C);
  free(A);
  free(B);
  return 0;
}
