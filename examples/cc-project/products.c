/* A matrix product with a scaling pass: one region, tiled and parallel under hedra. */
#include "kernels.h"

void product(int n, double A[N][N], double B[N][N], double C[N][N])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] *= 0.5;
  for (i = 0; i < n; i++)
    for (k = 0; k < n; k++)
      for (j = 0; j < n; j++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
