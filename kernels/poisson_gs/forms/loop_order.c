/*
 * poisson_gs, another loop order: within each sweep the i and j loops are interchanged (column
 * by column). A five-point Gauss-Seidel point reads new values only from (i-1, j) and (i, j-1)
 * and old ones only from (i+1, j) and (i, j+1); column order keeps exactly that, so each point
 * evaluates the same expression on the same values and u is bit-for-bit the same.
 */
static void kernel_poisson_gs(int tsteps, int n, DATA_TYPE h2, DATA_TYPE u[N][N],
                              DATA_TYPE f[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++)
    for (j = 1; j < _PB_N - 1; j++)
      for (i = 1; i < _PB_N - 1; i++)
        u[i][j] = SCALAR_VAL(0.25) *
                  (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2 * f[i][j]);
#pragma endscop
}
