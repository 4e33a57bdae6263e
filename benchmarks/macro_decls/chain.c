/*
 * A chain of two matrix products with scalar factors, its arrays declared through the
 * macros of include/shapes.h:
 *   tmp = alpha * A * B        (NI x NJ, through NK)
 *   D   = beta * D + tmp * C   (NI x NL, through NJ)
 * Prints the time of the kernel and a checksum of D.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "shapes.h"

static void kernel_chain(int ni, int nj, int nk, int nl, ELEMENT alpha, ELEMENT beta,
                         ELEMENT ARRAY_2D(tmp, NI, NJ, ni, nj),
                         ELEMENT ARRAY_2D(A, NI, NK, ni, nk),
                         ELEMENT ARRAY_2D(B, NK, NJ, nk, nj),
                         ELEMENT ARRAY_2D(C, NJ, NL, nj, nl),
                         ELEMENT ARRAY_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
}

int main(void)
{
  ELEMENT(*tmp)[NJ] = malloc(sizeof(ELEMENT[NI][NJ]));
  ELEMENT(*A)[NK] = malloc(sizeof(ELEMENT[NI][NK]));
  ELEMENT(*B)[NJ] = malloc(sizeof(ELEMENT[NK][NJ]));
  ELEMENT(*C)[NL] = malloc(sizeof(ELEMENT[NJ][NL]));
  ELEMENT(*D)[NL] = malloc(sizeof(ELEMENT[NI][NL]));
  struct timespec t0, t1;
  double sum = 0;
  int i, j;

  if (!tmp || !A || !B || !C || !D)
    return 1;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (ELEMENT)((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (ELEMENT)(i * (j + 1) % NJ) / NJ;
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++)
      C[i][j] = (ELEMENT)((i * (j + 3) + 1) % NL) / NL;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (ELEMENT)(i * (j + 2) % NK) / NK;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  kernel_chain(NI, NJ, NK, NL, 1.5, 1.2, tmp, A, B, C, D);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      sum += D[i][j] * ((i + j) % 7);
  printf("time: %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
  printf("checksum: %.10e\n", sum);
  free(tmp);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
