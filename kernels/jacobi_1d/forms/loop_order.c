/*
 * jacobi_1d, another loop order: no interchange is legal here (time steps depend on each other
 * and each sweep is one loop), so both space loops run backwards (i from N-2 down to 1). Each
 * sweep only reads the other array, so its iterations are independent and every point is
 * computed by the same expression from the same values: bitwise equal.
 */
static void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[n], DATA_TYPE B[n])
{
  int t, i;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = _PB_N - 2; i >= 1; i--)
      B[i] = SCALAR_VAL(0.25) * A[i - 1] + SCALAR_VAL(0.5) * A[i] + SCALAR_VAL(0.25) * A[i + 1];
    for (i = _PB_N - 2; i > 0; i--)
      A[i] = SCALAR_VAL(0.25) * B[i - 1] + SCALAR_VAL(0.5) * B[i] + SCALAR_VAL(0.25) * B[i + 1];
  }
#pragma endscop
}
