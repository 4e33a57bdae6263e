/*
 * row_normalize, other placement: the sum of squares accumulates in r[i] itself instead of a
 * scalar, the chained assignment is split (norm = sqrt, inv = 1 / norm, r[i] = inv), and the
 * scaling is written `inv * A[i][j]` with `++j`. The same additions in the same order, the same
 * sqrt and division, and a commuted product, so r and Q are bit-for-bit the same.
 */
static void kernel_row_normalize(int n, int m, DATA_TYPE A[N][M], DATA_TYPE Q[N][M],
                                 DATA_TYPE r[N])
{
  DATA_TYPE norm, inv;

#pragma scop
  for (idx_t i = 0; i < _PB_N; ++i) {
    r[i] = SCALAR_VAL(1.0e-12);
    for (idx_t j = 0; j < _PB_M; ++j)
      r[i] += A[i][j] * A[i][j];
    norm = SQRT_FUN(r[i]);
    inv = SCALAR_VAL(1.0) / norm;
    r[i] = inv;
    for (idx_t j = 0; j < _PB_M; ++j)
      Q[i][j] = inv * A[i][j];
  }
#pragma endscop
}
