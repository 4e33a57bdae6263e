/*
 * trsm_lower, another loop order: right-looking (k outermost). At step k row k is final
 * after its division, and it is subtracted from every row i > k (j innermost). Each B[i][j]
 * still subtracts L[i][k] * X[k][j] in increasing k and is divided by L[i][i] after its
 * last subtraction, so every result is bit-for-bit the same.
 */
static void kernel_trsm_lower(int n, int m, DATA_TYPE L[N][N], DATA_TYPE B[N][M])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++) {
    for (j = 0; j < _PB_M; j++)
      B[k][j] = B[k][j] / L[k][k];
    for (i = k + 1; i < _PB_N; i++)
      for (j = 0; j < _PB_M; j++)
        B[i][j] -= L[i][k] * B[k][j];
  }
#pragma endscop
}
