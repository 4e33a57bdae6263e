/*
 * mm_chain3, other placement: F = C * D is computed first (it does not depend on E), then the
 * products E = A * B and G = E * F are fused per row i (G's row i needs only E's row i and all
 * of F). E and G accumulate in a scalar, F in the array with its clearing in a separate loop;
 * products are written y*x. Each sum still starts from zero and adds the same products in
 * increasing k, so every value is bit-for-bit the same.
 */
static void kernel_mm_chain3(int ni, int nj, int nk, int nl, int nm, DATA_TYPE E[NI][NJ],
                             DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ], DATA_TYPE F[NJ][NL],
                             DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL], DATA_TYPE G[NI][NL])
{
  int i, j, k;
  DATA_TYPE s;

#pragma hedra scratch(E, F)
#pragma scop
  /* F := C * D */
  for (i = 0; i < _PB_NJ; ++i)
    for (j = 0; j < _PB_NL; ++j)
      F[i][j] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_NJ; ++i)
    for (j = 0; j < _PB_NL; ++j)
      for (k = 0; k < _PB_NM; ++k)
        F[i][j] += D[k][j] * C[i][k];
  /* row i of E := A * B, then row i of G := E * F */
  for (i = 0; i < _PB_NI; ++i) {
    for (j = 0; j < _PB_NJ; ++j) {
      s = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; ++k)
        s += B[k][j] * A[i][k];
      E[i][j] = s;
    }
    for (j = 0; j < _PB_NL; ++j) {
      s = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NJ; ++k)
        s += F[k][j] * E[i][k];
      G[i][j] = s;
    }
  }
#pragma endscop
}
