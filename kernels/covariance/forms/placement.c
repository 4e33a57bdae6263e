/*
 * covariance, statements placed differently: the mean and the centering of a column are
 * fused into one j loop (each needs only its own column), count - 1 is computed once into a
 * scalar, each cov entry is summed in a scalar accumulator and divided on the store, the
 * product is commuted, and updates use /=, -= and ++. The same operations run in the same
 * order on the same values, so every result is bit-for-bit the same.
 */
static void kernel_covariance(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                              DATA_TYPE cov[M][M], DATA_TYPE mean[M])
{
  int i, j, k;
  DATA_TYPE acc, cm1;

#pragma scop
  for (j = 0; j < _PB_M; ++j) {
    mean[j] = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; ++k)
      mean[j] += data[k][j];
    mean[j] /= count;
    for (k = 0; k < _PB_N; ++k)
      data[k][j] -= mean[j];
  }
  cm1 = count - SCALAR_VAL(1.0);
  for (i = 0; i < _PB_M; ++i)
    for (j = i; j < _PB_M; ++j) {
      acc = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; ++k)
        acc += data[k][j] * data[k][i];
      cov[i][j] = acc / cm1;
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}
