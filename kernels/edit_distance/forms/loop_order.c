/*
 * edit_distance, another loop order: the table is filled column by column (j-outer, i-inner)
 * instead of row by row, and the first row is set before the first column. Each D[i][j]
 * needs only D[i-1][j-1], D[i-1][j] and D[i][j-1], which are all filled earlier in either
 * order, and the integer arithmetic is the same, so the table is identical.
 */
static void kernel_edit_distance(int n, int m, int a[N], int b[M], int D[N + 1][M + 1])
{
  int i, j;
  int sub, del, ins, best;

#pragma scop
  for (j = 1; j <= _PB_M; j++)
    D[0][j] = j;
  for (i = 0; i <= _PB_N; i++)
    D[i][0] = i;
  for (j = 1; j <= _PB_M; j++)
    for (i = 1; i <= _PB_N; i++) {
      sub = D[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      del = D[i - 1][j] + 1;
      ins = D[i][j - 1] + 1;
      best = sub < del ? sub : del;
      D[i][j] = best < ins ? best : ins;
    }
#pragma endscop
}
