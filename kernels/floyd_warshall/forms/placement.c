/*
 * floyd_warshall, another placement: the i loop of each step k is split into three pieces
 * (rows before k, the pivot row k, rows after k), run in the original order, and the pivot
 * row's statement is written with the index k. The sum is commuted (D[k][j] + D[i][k], exact
 * for ints) and the min's operands swapped (equal ties give the same int); ++ increments.
 */
static void kernel_floyd_warshall(int n, int D[n][n])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; ++k) {
    for (i = 0; i < k; ++i)
      for (j = 0; j < _PB_N; j += 1)
        D[i][j] = MIN_FUN(D[k][j] + D[i][k], D[i][j]);
    for (j = 0; j < _PB_N; j += 1)
      D[k][j] = MIN_FUN(D[k][j] + D[k][k], D[k][j]);
    for (i = k + 1; i < _PB_N; ++i)
      for (j = 0; j < _PB_N; j += 1)
        D[i][j] = MIN_FUN(D[k][j] + D[i][k], D[i][j]);
  }
#pragma endscop
}
