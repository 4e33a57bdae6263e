/*
 * gemver, another loop order: all three two-dimensional nests are interchanged (j outer,
 * i inner). The rank-1 updates are independent per element; in the two matrix-vector
 * products each x[i] and each w[i] still adds its terms in increasing j, and every operand
 * is final when read, so every value is computed by the same operations in the same order.
 */
static void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                          DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
  int i, j;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < _PB_N; i++)
    x[i] = x[i] + z[i];
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
#pragma endscop
}
