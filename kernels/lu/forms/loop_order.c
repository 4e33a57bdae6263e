/*
 * lu, another loop order: the step loop k is moved inside the row loop (i-k-j, row by row):
 * row i gets A[i][k] /= A[k][k] and then its update by row k, for k = 0 .. i-1. Each A[i][j]
 * still receives A[i][k] * A[k][j] for increasing k, then (below the diagonal) its division,
 * and the rows k < i it reads are already final: bitwise the same results.
 */
static void kernel_lu(int n, DATA_TYPE A[N][N])
{
  int i, j, k;

#pragma scop
  for (i = 1; i < _PB_N; i++)
    for (k = 0; k < i; k++) {
      A[i][k] = A[i][k] / A[k][k];
      for (j = k + 1; j < _PB_N; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
#pragma endscop
}
