/*
 * forward_subst, another placement: the copy of b runs backwards (its iterations are
 * independent), and the solved x[j] is kept in a scalar that the column update reads instead
 * of x[j] (nothing in that loop writes x[j]). The division is written `/=` and the product
 * commuted (xj * L[i][j]); each x[i] still gets the same operations in the same order.
 */
static void kernel_forward_subst(int n, DATA_TYPE L[n][n], DATA_TYPE x[n], DATA_TYPE b[n])
{
  int i, j;
  DATA_TYPE xj;

#pragma scop
  for (i = _PB_N - 1; i >= 0; i--)
    x[i] = b[i];
  for (j = 0; j < _PB_N; ++j) {
    x[j] /= L[j][j];
    xj = x[j];
    for (i = j + 1; i < _PB_N; i += 1)
      x[i] -= xj * L[i][j];
  }
#pragma endscop
}
