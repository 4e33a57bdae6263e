/*
 * redblack_sor, another loop order: each colour is swept column by column (j outer, i inner
 * with step 2, first row `2 - j % 2` for red and `1 + j % 2` for black), the red sweep with j
 * descending. A red point reads only black neighbours and itself (and a black point only red
 * ones), so the points of one colour are independent: any order within a colour gives the same
 * values, and the red-then-black order per sweep is kept, so u is bit-for-bit the same.
 */
static void kernel_redblack_sor(int tsteps, int n, DATA_TYPE w, DATA_TYPE h2,
                                DATA_TYPE u[N][N], DATA_TYPE f[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (j = _PB_N - 2; j >= 1; j--)
      for (i = 2 - j % 2; i < _PB_N - 1; i += 2)
        u[i][j] = u[i][j] + w * (SCALAR_VAL(0.25) * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                                     u[i][j + 1] + h2 * f[i][j]) - u[i][j]);
    for (j = 1; j < _PB_N - 1; j++)
      for (i = 1 + j % 2; i < _PB_N - 1; i += 2)
        u[i][j] = u[i][j] + w * (SCALAR_VAL(0.25) * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                                     u[i][j + 1] + h2 * f[i][j]) - u[i][j]);
  }
#pragma endscop
}
