/*
 * syr2k, statements placed differently: a scalar accumulator starts at beta * C[i][j],
 * takes the terms in increasing k and is stored once at the end; the two terms of each
 * step are swapped and each product is written B * (alpha * A) (only exact
 * commutations, the grouping (alpha * a) * b is kept), with `++k`. Every value is computed
 * by the same operations in the same order, so results are bit-for-bit the same.
 */
static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N],
                         DATA_TYPE A[N][M], DATA_TYPE B[N][M])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_N; ++i)
    for (j = 0; j <= i; ++j) {
      acc = C[i][j] * beta;
      for (k = 0; k < _PB_M; ++k)
        acc += A[j][k] * (alpha * B[i][k]) + B[j][k] * (alpha * A[i][k]);
      C[i][j] = acc;
    }
#pragma endscop
}
