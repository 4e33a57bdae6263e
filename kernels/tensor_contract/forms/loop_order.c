/*
 * tensor_contract, another loop order: q outside r (each (r, q) row is independent: t is
 * fully rewritten before it is read), and for each row the contraction runs s-p (s outside
 * p), accumulating in t[p] from 0.0 instead of a scalar. Each t[p] still adds its terms in
 * increasing s from the unmodified row, and the copy back follows, so every result is
 * bit-for-bit the same.
 */
static void kernel_tensor_contract(int nr, int nq, int np, DATA_TYPE X[NR][NQ][NP],
                                   DATA_TYPE W[NP][NP], DATA_TYPE t[NP])
{
  int r, q, p, s;

#pragma scop
  for (q = 0; q < _PB_NQ; q++)
    for (r = 0; r < _PB_NR; r++) {
      for (p = 0; p < _PB_NP; p++)
        t[p] = SCALAR_VAL(0.0);
      for (s = 0; s < _PB_NP; s++)
        for (p = 0; p < _PB_NP; p++)
          t[p] += X[r][q][s] * W[s][p];
      for (p = 0; p < _PB_NP; p++)
        X[r][q][p] = t[p];
    }
#pragma endscop
}
