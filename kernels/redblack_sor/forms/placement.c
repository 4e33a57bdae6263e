/*
 * redblack_sor, other placement: the red and black sweeps are fused row-wise with a lag of one
 * row: step i relaxes red row i, then black row i - 1 (its red neighbours in rows i - 2..i are
 * new by then, and red row i read black row i - 1 before it changed). Updates are written
 * `u[i][j] += w * (...)` with `f * h2` and `j = j + 2`. Each point computes the same operations
 * on the same values as in the original, so u is bit-for-bit the same.
 */
static void kernel_redblack_sor(int tsteps, int n, DATA_TYPE w, DATA_TYPE h2,
                                DATA_TYPE u[N][N], DATA_TYPE f[N][N])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t)
    for (i = 1; i < _PB_N; ++i) {
      if (i < _PB_N - 1)
        for (j = 2 - i % 2; j < _PB_N - 1; j = j + 2)
          u[i][j] += w * (SCALAR_VAL(0.25) * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                              u[i][j + 1] + f[i][j] * h2) - u[i][j]);
      if (i >= 2)
        for (j = 1 + (i - 1) % 2; j < _PB_N - 1; j = j + 2)
          u[i - 1][j] += w * (SCALAR_VAL(0.25) * (u[i - 2][j] + u[i][j] + u[i - 1][j - 1] +
                                                  u[i - 1][j + 1] + f[i - 1][j] * h2) -
                              u[i - 1][j]);
    }
#pragma endscop
}
