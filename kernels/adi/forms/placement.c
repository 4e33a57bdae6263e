/*
 * adi, statements placed differently: 1 - r is computed once into a scalar, the shared
 * denominator of P and Q into a scalar per step, the boundary copies of v are moved before
 * the elimination, Q[j][0] reads u directly, products and the first sum are commuted, the
 * updates use ++ / -= 1. Every floating-point operation and its operands are unchanged
 * (only exact commutations of a*b and a+b), so every value is bit-for-bit the same.
 */
static void kernel_adi(int tsteps, int n, DATA_TYPE r, DATA_TYPE u[N][N], DATA_TYPE v[N][N],
                       DATA_TYPE P[N][N], DATA_TYPE Q[N][N])
{
  int t, i, j;
  DATA_TYPE half, diag, omr, den;

#pragma scop
  diag = SCALAR_VAL(1.0) + r;
  half = r / SCALAR_VAL(2.0);
  omr = SCALAR_VAL(1.0) - r;
  for (t = 0; t < _PB_TSTEPS; ++t) {
    for (j = 1; j < _PB_N - 1; ++j) {
      v[_PB_N - 1][j] = u[_PB_N - 1][j];
      v[0][j] = u[0][j];
      Q[j][0] = u[0][j];
      P[j][0] = SCALAR_VAL(0.0);
      for (i = 1; i < _PB_N - 1; i += 1) {
        den = diag - P[j][i - 1] * half;
        Q[j][i] = (omr * u[i][j] + u[i][j - 1] * half + u[i][j + 1] * half +
                   Q[j][i - 1] * half) /
                  den;
        P[j][i] = half / den;
      }
      for (i = _PB_N - 2; i >= 1; i -= 1)
        v[i][j] = Q[j][i] + v[i + 1][j] * P[j][i];
    }
    for (i = 1; i < _PB_N - 1; ++i) {
      Q[i][0] = u[i][0];
      P[i][0] = SCALAR_VAL(0.0);
      for (j = 1; j < _PB_N - 1; j += 1) {
        den = diag - P[i][j - 1] * half;
        Q[i][j] = (omr * v[i][j] + v[i - 1][j] * half + v[i + 1][j] * half +
                   Q[i][j - 1] * half) /
                  den;
        P[i][j] = half / den;
      }
      for (j = _PB_N - 2; j >= 1; --j)
        u[i][j] = Q[i][j] + u[i][j + 1] * P[i][j];
    }
  }
#pragma endscop
}
