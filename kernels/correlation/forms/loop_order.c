/*
 * correlation, another loop order: the column sums of mean and sd run k-outer, j-inner
 * (zeroing and the final division/sqrt in loops of their own), the normalization runs
 * j-outer, k-inner, and corr is zeroed first, then accumulated k-outer over all pairs i < j,
 * then mirrored. Every sum still adds its terms in increasing k from 0.0 and every other
 * expression is unchanged, so all results are bit-for-bit the same.
 */
static void kernel_correlation(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_M; j++)
    mean[j] = SCALAR_VAL(0.0);
  for (k = 0; k < _PB_N; k++)
    for (j = 0; j < _PB_M; j++)
      mean[j] += data[k][j];
  for (j = 0; j < _PB_M; j++)
    mean[j] = mean[j] / count;
  for (j = 0; j < _PB_M; j++)
    sd[j] = SCALAR_VAL(0.0);
  for (k = 0; k < _PB_N; k++)
    for (j = 0; j < _PB_M; j++)
      sd[j] += (data[k][j] - mean[j]) * (data[k][j] - mean[j]);
  for (j = 0; j < _PB_M; j++)
    sd[j] = SQRT_FUN(sd[j] / count);
  for (j = 0; j < _PB_M; j++)
    for (k = 0; k < _PB_N; k++)
      data[k][j] = (data[k][j] - mean[j]) / (SQRT_FUN(count) * sd[j]);
  for (i = 0; i < _PB_M; i++) {
    corr[i][i] = SCALAR_VAL(1.0);
    for (j = i + 1; j < _PB_M; j++)
      corr[i][j] = SCALAR_VAL(0.0);
  }
  for (k = 0; k < _PB_N; k++)
    for (i = 0; i < _PB_M; i++)
      for (j = i + 1; j < _PB_M; j++)
        corr[i][j] += data[k][i] * data[k][j];
  for (i = 0; i < _PB_M; i++)
    for (j = i + 1; j < _PB_M; j++)
      corr[j][i] = corr[i][j];
#pragma endscop
}
