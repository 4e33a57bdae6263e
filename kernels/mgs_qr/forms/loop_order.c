/*
 * mgs_qr, another loop order: for each k, the normalization of column k runs with i descending
 * (each Q[i][k] is independent), and the projections onto column k are distributed and
 * interchanged to i-j order: first every R[k][j] (j > k) sums Q[i][k] * A[i][j] over increasing
 * i, then every A[i][j] is updated. R[k][j] only reads column j, which no other j updates, so
 * each sum and each update is the same operation on the same values as in the original.
 */
static void kernel_mgs_qr(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N])
{
  int i, j, k;
  DATA_TYPE norm2;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    norm2 = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; i++)
      norm2 += A[i][k] * A[i][k];
    R[k][k] = SQRT_FUN(norm2);
    for (i = _PB_M - 1; i >= 0; i--)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < _PB_N; j++)
      R[k][j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; i++)
      for (j = k + 1; j < _PB_N; j++)
        R[k][j] += Q[i][k] * A[i][j];
    for (i = 0; i < _PB_M; i++)
      for (j = k + 1; j < _PB_N; j++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
  }
#pragma endscop
}
