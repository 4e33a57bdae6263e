/*
 * row_normalize, another loop order: the squared norms of all rows are summed column by column
 * (j outer, i inner) into r[i], which starts at 1e-12 like the scalar did; then the rows are
 * finished with i descending (rows are independent). Each r[i] still adds A[i][j]^2 in
 * increasing j from the same start, and inverse and scaling are unchanged, so r and Q are
 * bit-for-bit the same.
 */
static void kernel_row_normalize(int n, int m, DATA_TYPE A[N][M], DATA_TYPE Q[N][M],
                                 DATA_TYPE r[N])
{
  DATA_TYPE norm, inv;

#pragma scop
  for (idx_t i = 0; i < _PB_N; i++)
    r[i] = SCALAR_VAL(1.0e-12);
  for (idx_t j = 0; j < _PB_M; j++)
    for (idx_t i = 0; i < _PB_N; i++)
      r[i] += A[i][j] * A[i][j];
  for (idx_t i = _PB_N - 1; i >= 0; i--) {
    norm = r[i];
    r[i] = inv = SCALAR_VAL(1.0) / SQRT_FUN(norm);
    for (idx_t j = 0; j < _PB_M; j++)
      Q[i][j] = A[i][j] * inv;
  }
#pragma endscop
}
