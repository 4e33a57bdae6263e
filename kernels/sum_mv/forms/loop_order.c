/*
 * sum_mv, another loop order: both products run column by column (j outside i) after their
 * temporary is zeroed, the second with its rows reversed, and the combination runs from
 * the last element down. Each u[i] and v[i] still adds its terms in increasing j starting
 * from 0.0, and y[i] is the same expression of them, so every result is the same.
 */
static void kernel_sum_mv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE B[N][N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE u[N],
                          DATA_TYPE v[N])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    u[i] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      u[i] += A[i][j] * x[j];
  for (i = 0; i < _PB_N; i++)
    v[i] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_N; j++)
    for (i = _PB_N - 1; i >= 0; i--)
      v[i] += B[i][j] * x[j];
  for (i = _PB_N - 1; i >= 0; i--)
    y[i] = alpha * u[i] + beta * v[i];
#pragma endscop
}
