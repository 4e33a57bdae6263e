/*
 * heat_3d, another placement: c is set inside the time loop (same value each step), the
 * A -> B sweep is split into two i ranges (independent points), and the B -> A sweep first
 * forms the neighbour sum in a scalar. Only single operations are commuted (the first pair
 * of the sum, c * (...) + A, A * 6.0), the sums keep their order: bitwise equal.
 */
static void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N])
{
  int t, i, j, k;
  DATA_TYPE c, s;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t) {
    c = SCALAR_VAL(0.1);
    for (i = 1; i < _PB_N / 2; ++i)
      for (j = 1; j < _PB_N - 1; ++j)
        for (k = 1; k < _PB_N - 1; ++k)
          B[i][j][k] = c * (A[i + 1][j][k] + A[i - 1][j][k] + A[i][j - 1][k] +
                            A[i][j + 1][k] + A[i][j][k - 1] + A[i][j][k + 1] -
                            A[i][j][k] * SCALAR_VAL(6.0)) + A[i][j][k];
    for (i = _PB_N / 2; i < _PB_N - 1; ++i)
      for (j = 1; j < _PB_N - 1; ++j)
        for (k = 1; k < _PB_N - 1; ++k)
          B[i][j][k] = c * (A[i + 1][j][k] + A[i - 1][j][k] + A[i][j - 1][k] +
                            A[i][j + 1][k] + A[i][j][k - 1] + A[i][j][k + 1] -
                            A[i][j][k] * SCALAR_VAL(6.0)) + A[i][j][k];
    for (i = 1; i < _PB_N - 1; ++i)
      for (j = 1; j < _PB_N - 1; ++j)
        for (k = 1; k < _PB_N - 1; ++k) {
          s = B[i - 1][j][k] + B[i + 1][j][k] + B[i][j - 1][k] + B[i][j + 1][k] +
              B[i][j][k - 1] + B[i][j][k + 1];
          A[i][j][k] = B[i][j][k] + c * (s - SCALAR_VAL(6.0) * B[i][j][k]);
        }
  }
#pragma endscop
}
