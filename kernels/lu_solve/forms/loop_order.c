/*
 * lu_solve, another loop order: the factorization runs right-looking (step k outer: divide
 * column k, then update the trailing block row by row) and the forward substitution runs by
 * columns (y[j] final, then subtracted from every later y[i]). Each A[i][j] and y[i] still gets
 * its terms for increasing k (j), then its division, from final operands. The back
 * substitution keeps its order (by columns it would reverse each sum). Bitwise equal.
 */
static void kernel_lu_solve(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N],
                            DATA_TYPE y[N])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    for (i = k + 1; i < _PB_N; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (i = k + 1; i < _PB_N; i++)
      for (j = k + 1; j < _PB_N; j++)
        A[i][j] -= A[i][k] * A[k][j];
  }
  for (i = 0; i < _PB_N; i++)
    y[i] = b[i];
  for (j = 0; j < _PB_N; j++)
    for (i = j + 1; i < _PB_N; i++)
      y[i] -= A[i][j] * y[j];
  for (i = _PB_N - 1; i >= 0; i--) {
    x[i] = y[i];
    for (j = i + 1; j < _PB_N; j++)
      x[i] -= A[i][j] * x[j];
    x[i] = x[i] / A[i][i];
  }
#pragma endscop
}
