/*
 * dual_mv, statements placed differently: the two products share one i loop, x1[i] is
 * accumulated in the array with += and x2[i] in the scalar run (the other way round from the
 * original), the products are commuted and the loops count with ++ / += 1. Each sum starts
 * from the old x value and adds the same terms in increasing j, so both results are the same.
 */
static void kernel_dual_mv(int n, DATA_TYPE A[N][N], DATA_TYPE x1[N], DATA_TYPE x2[N],
                           DATA_TYPE y1[N], DATA_TYPE y2[N])
{
  int i, j;
  DATA_TYPE run;

#pragma scop
  for (i = 0; i < _PB_N; ++i) {
    for (j = 0; j < _PB_N; ++j)
      x1[i] += y1[j] * A[i][j];
    run = x2[i];
    for (j = 0; j < _PB_N; j += 1)
      run += y2[j] * A[j][i];
    x2[i] = run;
  }
#pragma endscop
}
