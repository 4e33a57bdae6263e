/*
 * trmm, statements placed differently: a scalar accumulator starts at the diagonal term,
 * takes the terms in increasing k and is scaled and stored once (B[i][j] is written only
 * at the end, after its rows k < i were read, as before); the products are written B * L
 * and acc * alpha (exact commutations), with `++k`. Every value is computed by the same
 * operations in the same order, so results are bit-for-bit the same.
 */
static void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE L[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = _PB_M - 1; i >= 0; i--)
    for (j = 0; j < _PB_N; j++) {
      acc = B[i][j] * L[i][i];
      for (k = 0; k < i; ++k)
        acc += B[k][j] * L[i][k];
      B[i][j] = acc * alpha;
    }
#pragma endscop
}
