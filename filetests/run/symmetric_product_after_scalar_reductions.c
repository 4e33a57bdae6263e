// test run
// options: -v --tile=4,4,4
// stderr: acc2 accumulates the value of one cell of corr
// stderr: band of {S5} (levels 1..3)
// stderr: tiled 3 members
// A symmetric product whose sum goes through a scalar stored twice (`corr[i][j] = acc;
// corr[j][i] = acc;`), after column statistics whose scalar accumulators keep their own
// nest from a second permutable hyperplane (issue 15). The sum accumulates in its first
// cell and the second store copies that cell; the product, in a nest of its own after the
// first cut, gets its own three-dimensional band, which the statistics no longer end.
#include <stdio.h>

static void stats(int n, int m, double data[n][m], double corr[m][m], double sd[m]) {
  int i, j, k;
  double acc, d;
#pragma scop
  for (j = 0; j < m; j++) {
    acc = 0.0;
    for (k = 0; k < n; k++) {
      d = data[k][j] - 0.5;
      acc += d * d;
    }
    sd[j] = acc / n;
  }
  for (i = 0; i < m; i++)
    for (j = i + 1; j < m; j++) {
      acc = 0.0;
      for (k = 0; k < n; k++)
        acc += data[k][j] * data[k][i];
      corr[i][j] = acc;
      corr[j][i] = acc;
    }
#pragma endscop
}

int main(void) {
  static double data[13][11], corr[11][11], sd[11];
  int i, j;
  for (i = 0; i < 13; i++)
    for (j = 0; j < 11; j++)
      data[i][j] = ((i * 5 + j * 3) % 7) * 0.125;
  for (i = 0; i < 11; i++)
    for (j = 0; j < 11; j++)
      corr[i][j] = -1.0;
  stats(13, 11, data, corr, sd);
  for (i = 0; i < 11; i++) {
    printf("%.17g\n", sd[i]);
    for (j = 0; j < 11; j++)
      printf("%.17g\n", corr[i][j]);
  }
  return 0;
}
