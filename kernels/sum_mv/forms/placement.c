/*
 * sum_mv, statements fused: one row loop zeroes u[i] and v[i], accumulates both products in
 * a single j loop and combines them at once; the products are written x[j] * A[i][j] and
 * the two terms of y[i] are swapped (exact commutations), with `++j`. Each sum still adds
 * the same terms in increasing j from 0.0, so every result is bit-for-bit the same.
 */
static void kernel_sum_mv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE B[N][N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE u[N],
                          DATA_TYPE v[N])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; ++i) {
    v[i] = SCALAR_VAL(0.0);
    u[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; ++j) {
      u[i] += x[j] * A[i][j];
      v[i] += x[j] * B[i][j];
    }
    y[i] = beta * v[i] + alpha * u[i];
  }
#pragma endscop
}
