/*
 * mm_chain2, another loop order: T = A * B in k-i-j order (all of T cleared first, then a row
 * of B scaled by A[i][k] added to each row of T), and D in i-k-j order after the row of D is
 * scaled. For each T[i][j] and D[i][j] the terms are still added in increasing k, starting from
 * the same initial value, so every result is bit-for-bit the same.
 */
static void kernel_mm_chain2(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  int i, j, k;

#pragma hedra scratch(T)
#pragma scop
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++)
      T[i][j] = SCALAR_VAL(0.0);
  for (k = 0; k < _PB_NK; k++)
    for (i = 0; i < _PB_NI; i++)
      for (j = 0; j < _PB_NJ; j++)
        T[i][j] += A[i][k] * B[k][j];
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NL; j++)
      D[i][j] = beta * D[i][j];
    for (k = 0; k < _PB_NJ; k++)
      for (j = 0; j < _PB_NL; j++)
        D[i][j] += alpha * T[i][k] * C[k][j];
  }
#pragma endscop
}
