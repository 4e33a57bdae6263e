/*
 * tensor_contract, statements placed differently: the sum accumulates directly in t[p]
 * (zeroed just before, no scalar), the products are written W * X (exact), the copy back
 * runs from the last element down (independent copies), with `++s` and `p += 1`. Each t[p]
 * adds the same terms in increasing s from 0.0 before any element of the row is
 * overwritten, so every result is bit-for-bit the same.
 */
static void kernel_tensor_contract(int nr, int nq, int np, DATA_TYPE X[NR][NQ][NP],
                                   DATA_TYPE W[NP][NP], DATA_TYPE t[NP])
{
  int r, q, p, s;

#pragma scop
  for (r = 0; r < _PB_NR; r++)
    for (q = 0; q < _PB_NQ; q++) {
      for (p = 0; p < _PB_NP; p += 1) {
        t[p] = SCALAR_VAL(0.0);
        for (s = 0; s < _PB_NP; ++s)
          t[p] += W[s][p] * X[r][q][s];
      }
      for (p = _PB_NP - 1; p >= 0; p--)
        X[r][q][p] = t[p];
    }
#pragma endscop
}
