/*
 * jacobi_2d, another loop order: in both sweeps of a time step the i and j loops are
 * interchanged (columns outer). Each sweep only reads the other array, so its points are
 * independent, and each point's expression is unchanged: every value is bitwise the same.
 */
static void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (j = 1; j < _PB_N - 1; j++)
      for (i = 1; i < _PB_N - 1; i++)
        B[i][j] = SCALAR_VAL(0.5) * A[i][j] +
                  SCALAR_VAL(0.125) * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (j = 1; j < _PB_N - 1; j++)
      for (i = 1; i < _PB_N - 1; i++)
        A[i][j] = SCALAR_VAL(0.5) * B[i][j] +
                  SCALAR_VAL(0.125) * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
  }
#pragma endscop
}
