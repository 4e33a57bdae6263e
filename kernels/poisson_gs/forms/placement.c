/*
 * poisson_gs, other placement: the five-term sum is built in a scalar one term at a time, in
 * the original left-to-right order (s = a + b; s += c; s += d; s += h2*f), then scaled with
 * the factor on the right (`s * 0.25`, and `f * h2`); increments are `++`. Same additions in
 * the same order and only commuted products, so u is bit-for-bit the same.
 */
static void kernel_poisson_gs(int tsteps, int n, DATA_TYPE h2, DATA_TYPE u[N][N],
                              DATA_TYPE f[N][N])
{
  int t, i, j;
  DATA_TYPE s;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t)
    for (i = 1; i < _PB_N - 1; ++i)
      for (j = 1; j < _PB_N - 1; ++j) {
        s = u[i + 1][j] + u[i - 1][j];
        s += u[i][j - 1];
        s += u[i][j + 1];
        s += f[i][j] * h2;
        u[i][j] = s * SCALAR_VAL(0.25);
      }
#pragma endscop
}
