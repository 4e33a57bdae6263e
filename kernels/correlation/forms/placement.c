/*
 * correlation, statements placed differently: mean, sd and the normalization of a column are
 * fused into one j loop (each needs only its own column), both column sums and each corr
 * entry use a scalar accumulator (the sd term through a scalar difference d, d * d), the
 * diagonal of corr is set in a loop of its own after the rest, products are commuted, and
 * updates use /= and ++. Same operations in the same order, so every value is the same.
 */
static void kernel_correlation(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  int i, j, k;
  DATA_TYPE acc, d;

#pragma scop
  for (j = 0; j < _PB_M; ++j) {
    acc = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; ++k)
      acc += data[k][j];
    mean[j] = acc;
    mean[j] /= count;
    acc = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_N; ++k) {
      d = data[k][j] - mean[j];
      acc += d * d;
    }
    sd[j] = SQRT_FUN(acc / count);
    for (k = 0; k < _PB_N; ++k)
      data[k][j] = (data[k][j] - mean[j]) / (sd[j] * SQRT_FUN(count));
  }
  for (i = 0; i < _PB_M; ++i)
    for (j = i + 1; j < _PB_M; ++j) {
      acc = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; ++k)
        acc += data[k][j] * data[k][i];
      corr[i][j] = acc;
      corr[j][i] = acc;
    }
  for (i = 0; i < _PB_M; ++i)
    corr[i][i] = SCALAR_VAL(1.0);
#pragma endscop
}
