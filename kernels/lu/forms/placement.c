/*
 * lu, another placement: in each step the division of A[i][k] is fused into the row loop of
 * the update and the multiplier goes through a scalar (row i's update only needs its own
 * multiplier, and the pivot row k is not written in step k). `/=`, ++ and a commuted product
 * (A[k][j] * l); each element gets the same operations in the same order: bitwise equal.
 */
static void kernel_lu(int n, DATA_TYPE A[N][N])
{
  int i, j, k;
  DATA_TYPE l;

#pragma scop
  for (k = 0; k < _PB_N; ++k)
    for (i = k + 1; i < _PB_N; ++i) {
      A[i][k] /= A[k][k];
      l = A[i][k];
      for (j = k + 1; j < _PB_N; j += 1)
        A[i][j] -= A[k][j] * l;
    }
#pragma endscop
}
