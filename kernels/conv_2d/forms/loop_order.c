/*
 * conv_2d, another loop order: out is zeroed in a nest of its own, then the window loops a, b
 * go outermost and the output loops i, j innermost (a-b-i-j: each weight w[a][b] times a
 * shifted copy of img added to all of out). Each out[i][j] still adds its terms in the same
 * (a, b) lexicographic order, starting from 0.0, so every result is the same.
 */
static void kernel_conv_2d(int n, int k, DATA_TYPE img[N][N], DATA_TYPE w[K][K],
                           DATA_TYPE out[N][N])
{
  int i, j, a, b;

#pragma scop
  for (i = 0; i <= _PB_N - _PB_K; i++)
    for (j = 0; j <= _PB_N - _PB_K; j++)
      out[i][j] = SCALAR_VAL(0.0);
  for (a = 0; a < _PB_K; a++)
    for (b = 0; b < _PB_K; b++)
      for (i = 0; i <= _PB_N - _PB_K; i++)
        for (j = 0; j <= _PB_N - _PB_K; j++)
          out[i][j] += w[a][b] * img[i + a][j + b];
#pragma endscop
}
