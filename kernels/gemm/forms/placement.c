/*
 * gemm, another placement: the scaling by beta is fused into the product's nest and the
 * dot product is accumulated in a scalar, stored once per element. The scaled value is
 * C[i][j] * beta (commuted), each term is B[k][j] * (alpha * A[i][k]) (only the outer product
 * commuted) and k still increases, so every C[i][j] sees the same operations in the same order.
 */
static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_NI; ++i)
    for (j = 0; j < _PB_NJ; ++j) {
      acc = C[i][j] * beta;
      for (k = 0; k < _PB_NK; k += 1)
        acc += B[k][j] * (alpha * A[i][k]);
      C[i][j] = acc;
    }
#pragma endscop
}
