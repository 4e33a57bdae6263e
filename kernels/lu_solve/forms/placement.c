/*
 * lu_solve, another placement: the forward substitution is fused into the factorization's row
 * loop (y[i] needs only row i of L, just finished, and earlier y), and every dot product
 * (entries of L and U, y[i], x[i]) is accumulated in a scalar stored once, the division
 * applied to the scalar. Terms keep their order; only single products are commuted and `/=`,
 * ++ are used: bitwise the same results.
 */
static void kernel_lu_solve(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N],
                            DATA_TYPE y[N])
{
  int i, j, k;
  DATA_TYPE s;

#pragma scop
  for (i = 0; i < _PB_N; ++i) {
    for (j = 0; j < i; ++j) {
      s = A[i][j];
      for (k = 0; k < j; ++k)
        s -= A[k][j] * A[i][k];
      s /= A[j][j];
      A[i][j] = s;
    }
    for (j = i; j < _PB_N; ++j) {
      s = A[i][j];
      for (k = 0; k < i; k += 1)
        s -= A[k][j] * A[i][k];
      A[i][j] = s;
    }
    s = b[i];
    for (j = 0; j < i; ++j)
      s -= y[j] * A[i][j];
    y[i] = s;
  }
  for (i = _PB_N - 1; i >= 0; --i) {
    s = y[i];
    for (j = i + 1; j < _PB_N; ++j)
      s -= x[j] * A[i][j];
    x[i] = s / A[i][i];
  }
#pragma endscop
}
