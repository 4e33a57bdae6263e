/*
 * bicg_mv, another loop order: both products are interchanged. q is zeroed first and then
 * accumulated j-outer, i-inner (a column of A scaled by p[j] added to q); s is zeroed first
 * and then accumulated i-outer, j-inner (a row of A scaled by r[i] added to s). Each q[i]
 * still adds its terms in increasing j and each s[j] in increasing i, so all results match.
 */
static void kernel_bicg_mv(int n, int m, DATA_TYPE A[N][M], DATA_TYPE p[M], DATA_TYPE q[N],
                           DATA_TYPE r[N], DATA_TYPE s[M])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    q[i] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_M; j++)
    for (i = 0; i < _PB_N; i++)
      q[i] += A[i][j] * p[j];
  for (j = 0; j < _PB_M; j++)
    s[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++)
      s[j] += r[i] * A[i][j];
#pragma endscop
}
