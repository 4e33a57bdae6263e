/*
 * stencil_pipeline, the stages fused: one row loop computes row i of B and then row i - 1
 * of C (guarded to the rows stage 2 covers), whose inputs, rows i - 2 .. i of B, are then
 * complete. The scalings are written with the constant on the right and the diffusion term
 * before B[i][j] (both exact commutations; each inner sum keeps its order), with `++j`, so
 * every result is bit-for-bit the same.
 */
static void kernel_stencil_pipeline(int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N],
                                    DATA_TYPE C[N][N])
{
  int i, j;

#pragma hedra scratch(B)
#pragma scop
  for (i = 1; i < _PB_N - 1; ++i) {
    for (j = 1; j < _PB_N - 1; ++j)
      B[i][j] = (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) * SCALAR_VAL(0.2);
    if (i >= 3)
      for (j = 2; j < _PB_N - 2; ++j)
        C[i - 1][j] = (B[i - 2][j] + B[i][j] + B[i - 1][j - 1] + B[i - 1][j + 1] -
                       B[i - 1][j] * SCALAR_VAL(4.0)) * SCALAR_VAL(0.1) + B[i - 1][j];
  }
#pragma endscop
}
