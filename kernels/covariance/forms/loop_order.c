/*
 * covariance, another loop order: the column sums of mean run k-outer, j-inner (zeroing and
 * division in loops of their own), the centering runs j-outer, k-inner, and cov is zeroed
 * first, then accumulated k-outer over all pairs i <= j, then divided and mirrored in a last
 * nest. Every sum still adds its terms in increasing k from 0.0 and every other expression is
 * unchanged, so all results are bit-for-bit the same.
 */
static void kernel_covariance(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                              DATA_TYPE cov[M][M], DATA_TYPE mean[M])
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
    for (k = 0; k < _PB_N; k++)
      data[k][j] = data[k][j] - mean[j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++)
      cov[i][j] = SCALAR_VAL(0.0);
  for (k = 0; k < _PB_N; k++)
    for (i = 0; i < _PB_M; i++)
      for (j = i; j < _PB_M; j++)
        cov[i][j] += data[k][i] * data[k][j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++) {
      cov[i][j] = cov[i][j] / (count - SCALAR_VAL(1.0));
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}
