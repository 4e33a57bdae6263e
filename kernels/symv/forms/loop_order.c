/*
 * symv, another loop order: t is zeroed first, then the product runs column by column
 * (j outside i): for column j, rows i < j read S(i, j) as S[j][i] and rows i >= j read
 * S[i][j], the same entries the original reads. Each t[i] still adds its terms in
 * increasing j from 0.0, and the final update runs backwards (independent elements), so
 * every result is bit-for-bit the same.
 */
static void kernel_symv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[n][n],
                        DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE t[n])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    t[i] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_N; j++) {
    for (i = 0; i < j; i++)
      t[i] += S[j][i] * x[j];
    for (i = j; i < _PB_N; i++)
      t[i] += S[i][j] * x[j];
  }
  for (i = _PB_N - 1; i >= 0; i--)
    y[i] = alpha * t[i] + beta * y[i];
#pragma endscop
}
