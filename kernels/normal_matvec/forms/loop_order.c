/*
 * normal_matvec, other loop orders: t = A * x is computed column by column (j outer, i inner,
 * after clearing t) and y = A^T * t row by row (i outer, j inner, after clearing y). For each
 * t[i] the terms still come in increasing j and for each y[j] in increasing i, from the same
 * zero start, so every value is bit-for-bit the same.
 */
static void kernel_normal_matvec(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N],
                                 DATA_TYPE y[N], DATA_TYPE t[M])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_M; i++)
    t[i] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_M; i++)
      t[i] += A[i][j] * x[j];
  for (j = 0; j < _PB_N; j++)
    y[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++)
      y[j] += A[i][j] * t[i];
#pragma endscop
}
