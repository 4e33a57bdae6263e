/*
 * bicg_mv, statements placed differently: the two products are fused into one i-j nest
 * (s zeroed in a loop of its own before it), q[i] is summed in a scalar accumulator and
 * stored once, the products are commuted and the loops count with ++ / += 1. q[i] still adds
 * its terms in increasing j and s[j] in increasing i, from 0.0, so every value is the same.
 */
static void kernel_bicg_mv(int n, int m, DATA_TYPE A[N][M], DATA_TYPE p[M], DATA_TYPE q[N],
                           DATA_TYPE r[N], DATA_TYPE s[M])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (j = 0; j < _PB_M; ++j)
    s[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_N; ++i) {
    acc = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_M; j += 1) {
      s[j] += A[i][j] * r[i];
      acc += p[j] * A[i][j];
    }
    q[i] = acc;
  }
#pragma endscop
}
