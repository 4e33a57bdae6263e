/*
 * softmax_rows, statements placed differently: the sum is reset before the maximum loop,
 * the exponential goes straight to y (no scalar e) and the sum reads it back, lse[i] is
 * written before the normalization, which uses `/=`; the maximum test is written m < x
 * (the same comparison as x > m), `+` operands are swapped and loops use `++j`. Every
 * value is computed by the same operations in the same order, so results are bit-identical.
 */
static void kernel_softmax_rows(int r, int c, DATA_TYPE x[R][C], DATA_TYPE y[R][C],
                                DATA_TYPE lse[R])
{
  int i, j;
  DATA_TYPE m, s;

#pragma scop
  for (i = 0; i < _PB_R; ++i) {
    s = SCALAR_VAL(0.0);
    m = x[i][0];
    for (j = 1; j < _PB_C; ++j)
      m = m < x[i][j] ? x[i][j] : m;
    for (j = 0; j < _PB_C; ++j) {
      y[i][j] = EXP_FUN(x[i][j] - m);
      s += y[i][j];
    }
    lse[i] = LOG_FUN(s) + m;
    for (j = 0; j < _PB_C; ++j)
      y[i][j] /= s;
  }
#pragma endscop
}
