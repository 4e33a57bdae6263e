/*
 * floyd_warshall, another loop order: inside each step k the i and j loops are interchanged
 * (k-j-i). At step k, D[i][j] depends only on D[i][k] (written at (i, k): same i, ordered by j)
 * and on D[k][j] (written at (k, j): same j, ordered by i); both orders are kept by k-j-i, so
 * every min reads the same values. Integer arithmetic: the results are identical.
 */
static void kernel_floyd_warshall(int n, int D[n][n])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++)
    for (j = 0; j < _PB_N; j++)
      for (i = 0; i < _PB_N; i++)
        D[i][j] = MIN_FUN(D[i][j], D[i][k] + D[k][j]);
#pragma endscop
}
