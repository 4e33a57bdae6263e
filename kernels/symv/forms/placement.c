/*
 * symv, statements placed differently: a scalar accumulator replaces t[i] during the sum
 * (t[i] gets its final value after it), and the update of y[i] is fused into the same row
 * loop, its two terms swapped; the products are written x * S (exact), with `j += 1`.
 * y[i] needs only t[i] and its own old value, and every sum adds the same terms in the
 * same order from 0.0, so every result is bit-for-bit the same.
 */
static void kernel_symv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE S[n][n],
                        DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE t[n])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_N; i += 1) {
    acc = SCALAR_VAL(0.0);
    for (j = 0; j <= i; j += 1)
      acc += x[j] * S[i][j];
    for (j = i + 1; j < _PB_N; j += 1)
      acc += x[j] * S[j][i];
    t[i] = acc;
    y[i] = beta * y[i] + alpha * t[i];
  }
#pragma endscop
}
