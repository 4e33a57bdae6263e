/*
 * seidel_2d, other placement: the nine-point sum is built in a scalar in the original order:
 * s = 2*(edge sum) + centre*4 (an exact swap of the first addition), then s += each corner in
 * the original order, then A[i][j] = s / 16; factors are written on the right where it is a
 * plain product swap, and increments are `++`. Same additions in the same order, so A is
 * bit-for-bit the same. (A single statement: there is nothing else to fuse or split.)
 */
static void kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[N][N])
{
  int t, i, j;
  DATA_TYPE s;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t)
    for (i = 1; i < _PB_N - 1; ++i)
      for (j = 1; j < _PB_N - 1; ++j) {
        s = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) * SCALAR_VAL(2.0) +
            A[i][j] * SCALAR_VAL(4.0);
        s += A[i - 1][j - 1];
        s += A[i - 1][j + 1];
        s += A[i + 1][j - 1];
        s += A[i + 1][j + 1];
        A[i][j] = s / SCALAR_VAL(16.0);
      }
#pragma endscop
}
