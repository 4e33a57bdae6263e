/*
 * stencil_pipeline, another loop order: stage 1 runs column by column (j outside i) and
 * stage 2 runs its rows from the bottom up with its columns reversed. Neither stage has a
 * dependence inside itself (each writes a different array than it reads) and stage 2 still
 * runs after all of stage 1, so each cell is computed by the same expression on the same
 * inputs and every result is bit-for-bit the same.
 */
static void kernel_stencil_pipeline(int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N],
                                    DATA_TYPE C[N][N])
{
  int i, j;

#pragma hedra scratch(B)
#pragma scop
  /* stage 1: smoothing, interior of A, column by column */
  for (j = 1; j < _PB_N - 1; j++)
    for (i = 1; i < _PB_N - 1; i++)
      B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  /* stage 2: diffusion, interior of B, bottom-up and right to left */
  for (i = _PB_N - 3; i >= 2; i--)
    for (j = _PB_N - 3; j >= 2; j--)
      C[i][j] = B[i][j] + SCALAR_VAL(0.1) * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] +
                                             B[i][j + 1] - SCALAR_VAL(4.0) * B[i][j]);
#pragma endscop
}
