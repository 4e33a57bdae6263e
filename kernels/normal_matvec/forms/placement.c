/*
 * normal_matvec, other placement: y is cleared first, then one i loop fuses both products:
 * t[i] is summed in a scalar and stored, and at once row i of A scaled by t[i] is added to y.
 * Each t[i] adds x[j] * A[i][j] (a swapped product, exact) in increasing j, and each y[j]
 * still receives its terms in increasing i after t[i] is final, so every value is the same.
 */
static void kernel_normal_matvec(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N],
                                 DATA_TYPE y[N], DATA_TYPE t[M])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (j = 0; j < _PB_N; ++j)
    y[j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; ++i) {
    acc = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; ++j)
      acc += x[j] * A[i][j];
    t[i] = acc;
    for (j = 0; j < _PB_N; j += 1)
      y[j] += t[i] * A[i][j];
  }
#pragma endscop
}
