/*
 * nussinov, other placement: the maximum for T[i][j] is kept in a scalar and stored once, the
 * split term runs before the pairing term, sums are written b + a and `++`/`k += 1` are used.
 * Integer max and + are exact, associative and commutative, so taking the same set of
 * candidates in another order gives the same T[i][j]; the reads of T are the same as before.
 */
static void kernel_nussinov(int n, int bond[N][N], int T[N][N])
{
  int i, j, k;
  int best;

#pragma scop
  for (i = _PB_N - 1; i >= 0; --i)
    for (j = i + 1; j < _PB_N; ++j) {
      best = MAX_FUN(T[i + 1][j], T[i][j - 1]);
      for (k = i + 1; k < j; k += 1)
        best = MAX_FUN(best, T[k + 1][j] + T[i][k]);
      if (i + 3 < j)
        best = MAX_FUN(best, bond[i][j] + T[i + 1][j - 1]);
      T[i][j] = best;
    }
#pragma endscop
}
