/*
 * trmm, another loop order: the column loop j is outside the row loop, which still runs
 * from the bottom up. Column j of the result reads only column j of B, and within it row i
 * still reads rows k < i before they are overwritten; each B[i][j] adds the same terms
 * in increasing k, so every result is bit-for-bit the same.
 */
static void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE L[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    for (i = _PB_M - 1; i >= 0; i--) {
      B[i][j] = L[i][i] * B[i][j];
      for (k = 0; k < i; k++)
        B[i][j] += L[i][k] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}
