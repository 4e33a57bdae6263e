/*
 * mm_chain3, other loop orders: E = A * B in k-i-j order (E cleared first), F = C * D in
 * i-k-j order (row i of F cleared first), and G = E * F with the i and j loops interchanged
 * (j-i-k). Every E, F and G element still starts from zero and adds its terms in increasing k,
 * so every value is bit-for-bit the same.
 */
static void kernel_mm_chain3(int ni, int nj, int nk, int nl, int nm, DATA_TYPE E[NI][NJ],
                             DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ], DATA_TYPE F[NJ][NL],
                             DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL], DATA_TYPE G[NI][NL])
{
  int i, j, k;

#pragma hedra scratch(E, F)
#pragma scop
  /* E := A * B, k-i-j */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++)
      E[i][j] = SCALAR_VAL(0.0);
  for (k = 0; k < _PB_NK; k++)
    for (i = 0; i < _PB_NI; i++)
      for (j = 0; j < _PB_NJ; j++)
        E[i][j] += A[i][k] * B[k][j];
  /* F := C * D, i-k-j */
  for (i = 0; i < _PB_NJ; i++) {
    for (j = 0; j < _PB_NL; j++)
      F[i][j] = SCALAR_VAL(0.0);
    for (k = 0; k < _PB_NM; k++)
      for (j = 0; j < _PB_NL; j++)
        F[i][j] += C[i][k] * D[k][j];
  }
  /* G := E * F, j-i-k */
  for (j = 0; j < _PB_NL; j++)
    for (i = 0; i < _PB_NI; i++) {
      G[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NJ; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
#pragma endscop
}
