/*
 * trsm_lower, statements placed differently: a scalar accumulator starts at B[i][j], takes
 * the subtractions in increasing k and is divided and stored once (`/=` on the scalar);
 * the products are written B * L (exact), with `++k`. B[i][j] is written once, after
 * rows k < i were solved, so every value is the same and results are bit-for-bit the same.
 */
static void kernel_trsm_lower(int n, int m, DATA_TYPE L[N][N], DATA_TYPE B[N][M])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++) {
      acc = B[i][j];
      for (k = 0; k < i; ++k)
        acc -= B[k][j] * L[i][k];
      acc /= L[i][i];
      B[i][j] = acc;
    }
#pragma endscop
}
