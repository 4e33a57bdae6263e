/*
 * cholesky, statements placed differently: the division of column k is fused into the update
 * loop, which runs j downward so that A[j][k] is divided just before the column-j update and
 * every A[i][k] (i >= j) it reads is already divided. Each A[i][j] still receives its updates
 * in increasing k; the products are commuted and the division is written /=, all exact.
 */
static void kernel_cholesky(int n, DATA_TYPE A[N][N])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; ++k) {
    A[k][k] = SQRT_FUN(A[k][k]);
    for (j = _PB_N - 1; j > k; --j) {
      A[j][k] /= A[k][k];
      for (i = j; i < _PB_N; ++i)
        A[i][j] -= A[j][k] * A[i][k];
    }
  }
#pragma endscop
}
