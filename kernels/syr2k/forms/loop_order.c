/*
 * syr2k, another loop order: the lower triangle of C is scaled by beta first (column by
 * column), then the update runs k-j-i (k outermost, rows i >= j innermost). Each C[i][j]
 * is still scaled once before its first term and then adds the same terms in increasing
 * k, so every result is bit-for-bit the same.
 */
static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                         DATA_TYPE A[N][M], DATA_TYPE B[N][M])
{
  int i, j, k;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    for (i = j; i < _PB_N; i++)
      C[i][j] = beta * C[i][j];
  for (k = 0; k < _PB_M; k++)
    for (j = 0; j < _PB_N; j++)
      for (i = j; i < _PB_N; i++)
        C[i][j] += alpha * A[i][k] * B[j][k] + alpha * B[i][k] * A[j][k];
#pragma endscop
}
