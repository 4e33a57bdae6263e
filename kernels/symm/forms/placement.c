/*
 * symm, statements placed differently: C[i][j] is scaled by beta (`*=`) before the sum
 * and alpha * acc is added after it (the same product, then the same sum as
 * beta * C + alpha * acc); the diagonal term k = i is peeled out of the first k loop;
 * the products are written B * S (exact), with `++k`. The accumulator adds the same terms
 * in increasing k, so every result is bit-for-bit the same.
 */
static void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[M][M],
                        DATA_TYPE B[M][N], DATA_TYPE C[M][N])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_M; ++i)
    for (j = 0; j < _PB_N; ++j) {
      C[i][j] *= beta;
      acc = SCALAR_VAL(0.0);
      for (k = 0; k < i; ++k)
        acc += B[k][j] * S[i][k];
      acc += B[i][j] * S[i][i];
      for (k = i + 1; k < _PB_M; ++k)
        acc += B[k][j] * S[k][i];
      C[i][j] += acc * alpha;
    }
#pragma endscop
}
