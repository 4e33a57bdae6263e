/*
 * seidel_2d, another loop order: each sweep runs by wavefronts w = 2*i + j (w from 3 up), and
 * within a wavefront with i descending; column j is w - 2*i. Every dependence of the nine-point
 * Gauss-Seidel sweep, (0,1), (1,-1), (1,0), (1,1), raises w, and points of one wavefront are
 * (1,-2) apart, which is no dependence; so each point reads the same new and old values as in
 * row order and evaluates the same expression: A is bit-for-bit the same. (i, j can't swap.)
 */
static void kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[N][N])
{
  int t, i, w;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++)
    for (w = 3; w <= 3 * _PB_N - 6; w++)
      for (i = MIN_FUN(_PB_N - 2, (w - 1) / 2); i >= MAX_FUN(1, (w - _PB_N + 3) / 2); i--)
        A[i][w - 2 * i] =
            (SCALAR_VAL(4.0) * A[i][w - 2 * i] +
             SCALAR_VAL(2.0) * (A[i - 1][w - 2 * i] + A[i + 1][w - 2 * i] +
                                A[i][w - 2 * i - 1] + A[i][w - 2 * i + 1]) +
             A[i - 1][w - 2 * i - 1] + A[i - 1][w - 2 * i + 1] + A[i + 1][w - 2 * i - 1] +
             A[i + 1][w - 2 * i + 1]) /
            SCALAR_VAL(16.0);
#pragma endscop
}
