/*
 * conv_2d, statements placed differently: each output is summed in a scalar accumulator that
 * starts at 0.0 and is stored once after the window loops, the product is commuted to
 * img * w, and the loops count with ++ / += 1. The terms are added in the same (a, b) order
 * with the same operations, so every out[i][j] is bit-for-bit the same.
 */
static void kernel_conv_2d(int n, int k, DATA_TYPE img[N][N], DATA_TYPE w[K][K],
                           DATA_TYPE out[N][N])
{
  int i, j, a, b;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i <= _PB_N - _PB_K; ++i)
    for (j = 0; j <= _PB_N - _PB_K; ++j) {
      acc = SCALAR_VAL(0.0);
      for (a = 0; a < _PB_K; a += 1)
        for (b = 0; b < _PB_K; b += 1)
          acc += img[i + a][j + b] * w[a][b];
      out[i][j] = acc;
    }
#pragma endscop
}
