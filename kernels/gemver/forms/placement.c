/*
 * gemver, another placement: row r of A is updated and then at once added into x (the
 * A^T * y product fused into the rank-1 update's row loop), and w[i] is accumulated in a
 * scalar. Each x[c] and w[i] still adds its terms in increasing index; only single products
 * and sums are commuted (v1[j] * u1[i], y[r] * (beta * A[r][c]), z[i] + x[i], ...): bitwise equal.
 */
static void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                          DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_N; ++i) {
    for (j = 0; j < _PB_N; ++j)
      A[i][j] = A[i][j] + v1[j] * u1[i] + v2[j] * u2[i];
    for (j = 0; j < _PB_N; ++j)
      x[j] += y[i] * (beta * A[i][j]);
  }
  for (i = 0; i < _PB_N; ++i)
    x[i] = z[i] + x[i];
  for (i = 0; i < _PB_N; ++i) {
    acc = w[i];
    for (j = 0; j < _PB_N; j += 1)
      acc += x[j] * (alpha * A[i][j]);
    w[i] = acc;
  }
#pragma endscop
}
