/*
 * edit_distance, statements placed differently: D[0][0] is set on its own, the rest of the
 * first column is set inside the row loop just before the row, the three candidates are
 * computed in another order and the minimum is taken as min(min(ins, del), sub) with the
 * comparisons and sums written the other way round. Integer min is associative and
 * commutative and + is exact on these ints, so every D[i][j] is the same.
 */
static void kernel_edit_distance(int n, int m, int a[N], int b[M], int D[N + 1][M + 1])
{
  int i, j;
  int sub, del, ins, best;

#pragma scop
  D[0][0] = 0;
  for (j = 1; j <= _PB_M; ++j)
    D[0][j] = j;
  for (i = 1; i <= _PB_N; ++i) {
    D[i][0] = i;
    for (j = 1; j <= _PB_M; j += 1) {
      ins = 1 + D[i][j - 1];
      del = 1 + D[i - 1][j];
      best = ins <= del ? ins : del;
      sub = (b[j - 1] != a[i - 1] ? 1 : 0) + D[i - 1][j - 1];
      D[i][j] = best <= sub ? best : sub;
    }
  }
#pragma endscop
}
