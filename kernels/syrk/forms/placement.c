/*
 * syrk, statements distributed: the beta scaling of the whole lower triangle is its own loop
 * nest (written `*=`) before the update nest, and each product is written
 * A[j][k] * (alpha * A[i][k]) (an exact commutation, the grouping is kept), with `k += 1`.
 * Each C[i][j] is scaled once and then adds the same terms in increasing k, so every
 * result is bit-for-bit the same.
 */
static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                        DATA_TYPE A[N][M])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j <= i; j++)
      for (k = 0; k < _PB_M; k += 1)
        C[i][j] += A[j][k] * (alpha * A[i][k]);
#pragma endscop
}
