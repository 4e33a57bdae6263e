/*
 * cholesky, another loop order: left-looking (column by column, j-k-i) instead of
 * right-looking (k-j-i). Column j first receives the updates of all earlier columns k < j, in
 * increasing k, then takes its square root and division. Every A[i][j] gets the same
 * subtractions with the same (final) factors in the same k order, so every value matches.
 */
static void kernel_cholesky(int n, DATA_TYPE A[N][N])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_N; j++) {
    for (k = 0; k < j; k++)
      for (i = j; i < _PB_N; i++)
        A[i][j] -= A[i][k] * A[j][k];
    A[j][j] = SQRT_FUN(A[j][j]);
    for (i = j + 1; i < _PB_N; i++)
      A[i][j] = A[i][j] / A[j][j];
  }
#pragma endscop
}
