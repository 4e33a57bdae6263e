/*
 * softmax_rows, another loop order: the row maxima and the exponentials are computed with
 * the column loop outside the row loop (j-i), the maximum of row i kept in lse[i] until the
 * end; the sums and the reversed normalization loop follow row by row. Each row still
 * compares x[i][1..C-1] in increasing j, sums the same exponentials (read back from y) in
 * increasing j, and divides each y[i][j] once by the same s, so every result is the same.
 */
static void kernel_softmax_rows(int r, int c, DATA_TYPE x[R][C], DATA_TYPE y[R][C],
                                DATA_TYPE lse[R])
{
  int i, j;
  DATA_TYPE s;

#pragma scop
  for (i = 0; i < _PB_R; i++)
    lse[i] = x[i][0];
  for (j = 1; j < _PB_C; j++)
    for (i = 0; i < _PB_R; i++)
      lse[i] = x[i][j] > lse[i] ? x[i][j] : lse[i];
  for (j = 0; j < _PB_C; j++)
    for (i = 0; i < _PB_R; i++)
      y[i][j] = EXP_FUN(x[i][j] - lse[i]);
  for (i = 0; i < _PB_R; i++) {
    s = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_C; j++)
      s += y[i][j];
    for (j = _PB_C - 1; j >= 0; j--)
      y[i][j] = y[i][j] / s;
    lse[i] = lse[i] + LOG_FUN(s);
  }
#pragma endscop
}
