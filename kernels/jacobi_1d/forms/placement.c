/*
 * jacobi_1d, another placement: the two sweeps of a time step are fused with a shift of one:
 * iteration i computes B[i], then A[i-1], which needs B[i-2..i] (done) while A[i-1] is no
 * longer read by any later B (B[i+1] reads A[i..i+2]); B[1] and A[N-2] are peeled (N >= 3).
 * Products and the first sum are commuted only (A[i] * 0.5, ...): bitwise equal.
 */
static void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[n], DATA_TYPE B[n])
{
  int t, i;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; ++t) {
    B[1] = A[1] * SCALAR_VAL(0.5) + SCALAR_VAL(0.25) * A[0] + A[2] * SCALAR_VAL(0.25);
    for (i = 2; i < _PB_N - 1; ++i) {
      B[i] = A[i] * SCALAR_VAL(0.5) + SCALAR_VAL(0.25) * A[i - 1] + A[i + 1] * SCALAR_VAL(0.25);
      A[i - 1] = B[i - 1] * SCALAR_VAL(0.5) + SCALAR_VAL(0.25) * B[i - 2] + B[i] * SCALAR_VAL(0.25);
    }
    A[_PB_N - 2] = B[_PB_N - 2] * SCALAR_VAL(0.5) + SCALAR_VAL(0.25) * B[_PB_N - 3] +
                   B[_PB_N - 1] * SCALAR_VAL(0.25);
  }
#pragma endscop
}
