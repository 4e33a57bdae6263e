/*
 * gemm, another loop order: the scaling of a row of C and that row's product in one `i`
 * loop, the product in i-k-j order (a row of B scaled by A[i][k] added to the row of C).
 * Each C[i][j] still sums its terms in increasing k, so every result is the same.
 */
static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++)
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}
