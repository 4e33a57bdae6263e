/*
 * mm_chain2, other placement: the two products are fused per row i (row i of T is complete
 * before row i of D needs it), T is cleared in its own j loop, and D[i][j] is accumulated in a
 * scalar that starts from D[i][j] * beta, adding C[k][j] * (T[i][k] * alpha). Only operands of
 * single products are swapped (x*y == y*x); alpha*T is still formed first and every sum keeps
 * its increasing-k order, so every value is bit-for-bit the same.
 */
static void kernel_mm_chain2(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  int i, j, k;
  DATA_TYPE acc;

#pragma hedra scratch(T)
#pragma scop
  for (i = 0; i < _PB_NI; ++i) {
    for (j = 0; j < _PB_NJ; ++j)
      T[i][j] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_NJ; ++j)
      for (k = 0; k < _PB_NK; ++k)
        T[i][j] += B[k][j] * A[i][k];
    for (j = 0; j < _PB_NL; ++j) {
      acc = D[i][j] * beta;
      for (k = 0; k < _PB_NJ; k += 1)
        acc += C[k][j] * (T[i][k] * alpha);
      D[i][j] = acc;
    }
  }
#pragma endscop
}
