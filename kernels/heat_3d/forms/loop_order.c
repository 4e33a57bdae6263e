/*
 * heat_3d, another loop order: each sweep only reads the other array, so its three space
 * loops carry no dependence and may run in any order: the A -> B sweep runs k-j-i and the
 * B -> A sweep runs j-k-i. The time loop stays outermost and each point's expression is
 * unchanged, so every value is computed by the same operations: bitwise equal.
 */
static void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N])
{
  int t, i, j, k;
  DATA_TYPE c;

#pragma scop
  c = SCALAR_VAL(0.1);
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (k = 1; k < _PB_N - 1; k++)
      for (j = 1; j < _PB_N - 1; j++)
        for (i = 1; i < _PB_N - 1; i++)
          B[i][j][k] = A[i][j][k] + c * (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] +
                                         A[i][j + 1][k] + A[i][j][k - 1] + A[i][j][k + 1] -
                                         SCALAR_VAL(6.0) * A[i][j][k]);
    for (j = 1; j < _PB_N - 1; j++)
      for (k = 1; k < _PB_N - 1; k++)
        for (i = 1; i < _PB_N - 1; i++)
          A[i][j][k] = B[i][j][k] + c * (B[i - 1][j][k] + B[i + 1][j][k] + B[i][j - 1][k] +
                                         B[i][j + 1][k] + B[i][j][k - 1] + B[i][j][k + 1] -
                                         SCALAR_VAL(6.0) * B[i][j][k]);
  }
#pragma endscop
}
