/*
 * syrk, another loop order: i-k-j. For each row i the lower-triangle part is scaled by
 * beta, then k runs outside j. Each C[i][j] is still scaled once before its first term and
 * adds the same terms in increasing k, so every result is bit-for-bit the same.
 */
static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                        DATA_TYPE A[N][M])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] = beta * C[i][j];
    for (k = 0; k < _PB_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
#pragma endscop
}
