/*
 * jacobi_2d, another placement: the two sweeps are fused row by row with a shift of one:
 * iteration i computes row i of B, then row i-1 of A, which needs rows i-2..i of B (done)
 * and is no longer read by a later row of B (row i+1 reads A rows i..i+2); row 1 of B and
 * row N-2 of A are peeled (N >= 3). Single products and the first sum are commuted: bitwise equal.
 */
static void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t) {
    for (j = 1; j < _PB_N - 1; ++j)
      B[1][j] = (A[2][j] + A[0][j] + A[1][j - 1] + A[1][j + 1]) * SCALAR_VAL(0.125) +
                A[1][j] * SCALAR_VAL(0.5);
    for (i = 2; i < _PB_N - 1; ++i) {
      for (j = 1; j < _PB_N - 1; ++j)
        B[i][j] = (A[i + 1][j] + A[i - 1][j] + A[i][j - 1] + A[i][j + 1]) * SCALAR_VAL(0.125) +
                  A[i][j] * SCALAR_VAL(0.5);
      for (j = 1; j < _PB_N - 1; ++j)
        A[i - 1][j] = (B[i][j] + B[i - 2][j] + B[i - 1][j - 1] + B[i - 1][j + 1]) *
                          SCALAR_VAL(0.125) + B[i - 1][j] * SCALAR_VAL(0.5);
    }
    for (j = 1; j < _PB_N - 1; ++j)
      A[_PB_N - 2][j] = (B[_PB_N - 1][j] + B[_PB_N - 3][j] + B[_PB_N - 2][j - 1] +
                         B[_PB_N - 2][j + 1]) * SCALAR_VAL(0.125) + B[_PB_N - 2][j] * SCALAR_VAL(0.5);
  }
#pragma endscop
}
