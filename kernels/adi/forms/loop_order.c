/*
 * adi, another loop order: in each half step the loop over the independent systems (j in step
 * 1, i in step 2) is split off and moved innermost, so the elimination runs one grid line at a
 * time across all systems (i-j in step 1, j-i in step 2) and back substitution likewise.
 * Each system still eliminates forward and substitutes backward in its own order with the
 * same expressions, so every P, Q, v and u value is bit-for-bit the same.
 */
static void kernel_adi(int tsteps, int n, DATA_TYPE r, DATA_TYPE u[N][N], DATA_TYPE v[N][N],
                       DATA_TYPE P[N][N], DATA_TYPE Q[N][N])
{
  int t, i, j;
  DATA_TYPE half, diag;

#pragma scop
  half = r / SCALAR_VAL(2.0);
  diag = SCALAR_VAL(1.0) + r;
  for (t = 0; t < _PB_TSTEPS; t++) {
    /* half step 1: all interior columns at once, sweeping along i */
    for (j = 1; j < _PB_N - 1; j++) {
      v[0][j] = u[0][j];
      P[j][0] = SCALAR_VAL(0.0);
      Q[j][0] = v[0][j];
    }
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++) {
        P[j][i] = half / (diag - half * P[j][i - 1]);
        Q[j][i] = (half * u[i][j - 1] + (SCALAR_VAL(1.0) - r) * u[i][j] + half * u[i][j + 1] +
                   half * Q[j][i - 1]) /
                  (diag - half * P[j][i - 1]);
      }
    for (j = 1; j < _PB_N - 1; j++)
      v[_PB_N - 1][j] = u[_PB_N - 1][j];
    for (i = _PB_N - 2; i >= 1; i--)
      for (j = 1; j < _PB_N - 1; j++)
        v[i][j] = P[j][i] * v[i + 1][j] + Q[j][i];
    /* half step 2: all interior rows at once, sweeping along j */
    for (i = 1; i < _PB_N - 1; i++) {
      P[i][0] = SCALAR_VAL(0.0);
      Q[i][0] = u[i][0];
    }
    for (j = 1; j < _PB_N - 1; j++)
      for (i = 1; i < _PB_N - 1; i++) {
        P[i][j] = half / (diag - half * P[i][j - 1]);
        Q[i][j] = (half * v[i - 1][j] + (SCALAR_VAL(1.0) - r) * v[i][j] + half * v[i + 1][j] +
                   half * Q[i][j - 1]) /
                  (diag - half * P[i][j - 1]);
      }
    for (j = _PB_N - 2; j >= 1; j--)
      for (i = 1; i < _PB_N - 1; i++)
        u[i][j] = P[i][j] * u[i][j + 1] + Q[i][j];
  }
#pragma endscop
}
