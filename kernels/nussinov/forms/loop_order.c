/*
 * nussinov, another loop order: columns outer, rows inner: j from 1 up, and for each j, i from
 * j - 1 down to 0. T[i][j] reads T[i][*] left of j (earlier columns, done) and T[*][j] below
 * row i (same column, larger i, done just before), so it sees exactly the values it saw in the
 * original; the statements and the k order inside are unchanged, so T is the same.
 */
static void kernel_nussinov(int n, int bond[N][N], int T[N][N])
{
  int i, j, k;

#pragma scop
  for (j = 1; j < _PB_N; j++)
    for (i = j - 1; i >= 0; i--) {
      T[i][j] = MAX_FUN(T[i][j - 1], T[i + 1][j]);
      if (j - i > 3)
        T[i][j] = MAX_FUN(T[i][j], T[i + 1][j - 1] + bond[i][j]);
      for (k = i + 1; k < j; k++)
        T[i][j] = MAX_FUN(T[i][j], T[i][k] + T[k + 1][j]);
    }
#pragma endscop
}
