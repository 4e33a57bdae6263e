/*
 * forward_subst, another loop order: the update nest is interchanged into the row-oriented
 * form (i outer, j inner): x[i] receives its subtractions L[i][j] * x[j] for j = 0 .. i-1
 * in increasing j, then is divided by L[i][i], exactly the sequence the column-oriented
 * original applies to it, and each x[j] it reads is already final. Results are bitwise equal.
 */
static void kernel_forward_subst(int n, DATA_TYPE L[n][n], DATA_TYPE x[n], DATA_TYPE b[n])
{
  int i, j;

#pragma scop
  for (i = 0; i < _PB_N; i++)
    x[i] = b[i];
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
#pragma endscop
}
