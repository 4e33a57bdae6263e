/*
 * mgs_qr, other placement: the squared norm of column k is accumulated in R[k][k] itself and
 * then replaced by its square root, while the scalar (norm2) now accumulates each R[k][j] and
 * is stored once; the update is written `A[i][j] -= R[k][j] * Q[i][k]` with `++` increments.
 * Every sum adds the same products in the same (increasing i) order, and x*y == y*x, so every
 * value is bit-for-bit the same.
 */
static void kernel_mgs_qr(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N])
{
  int i, j, k;
  DATA_TYPE norm2;

#pragma scop
  for (k = 0; k < _PB_N; ++k) {
    R[k][k] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_M; ++i)
      R[k][k] += A[i][k] * A[i][k];
    R[k][k] = SQRT_FUN(R[k][k]);
    for (i = 0; i < _PB_M; ++i)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < _PB_N; ++j) {
      norm2 = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_M; ++i)
        norm2 += A[i][j] * Q[i][k];
      R[k][j] = norm2;
      for (i = 0; i < _PB_M; ++i)
        A[i][j] -= R[k][j] * Q[i][k];
    }
  }
#pragma endscop
}
