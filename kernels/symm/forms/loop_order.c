/*
 * symm, another loop order: the column loop j is outside the row loop i, and the rows run
 * from the last one up. Each C[i][j] depends only on its own old value, S and B, so the
 * (i, j) order is free; inside, the accumulator still adds its terms in increasing k, so
 * every result is bit-for-bit the same.
 */
static void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[M][M],
                        DATA_TYPE B[M][N], DATA_TYPE C[M][N])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    for (i = _PB_M - 1; i >= 0; i--) {
      acc = SCALAR_VAL(0.0);
      for (k = 0; k <= i; k++)
        acc += S[i][k] * B[k][j];
      for (k = i + 1; k < _PB_M; k++)
        acc += S[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
}
