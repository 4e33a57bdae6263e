/*
 * dual_mv, another loop order: both products are interchanged to j-outer, i-inner. x1[i] is
 * updated in place (x1[i] = x1[i] + A[i][j] * y1[j]) instead of through the scalar run, which
 * starts from x1[i] and adds the same terms in increasing j; x2[i] likewise still adds its
 * terms in increasing j. Same operations in the same order, so both results are the same.
 */
static void kernel_dual_mv(int n, DATA_TYPE A[N][N], DATA_TYPE x1[N], DATA_TYPE x2[N],
                           DATA_TYPE y1[N], DATA_TYPE y2[N])
{
  int i, j;

#pragma scop
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      x1[i] = x1[i] + A[i][j] * y1[j];
  for (j = 0; j < _PB_N; j++)
    for (i = 0; i < _PB_N; i++)
      x2[i] = x2[i] + A[j][i] * y2[j];
#pragma endscop
}
