// test opt
// options: -v --no-parallel
// schedule: [N, M] -> { S0[i, j] -> [i, j, 0]; S1[i, j] -> [i, j + 2, 1] }
// stderr: tmp[N][M] becomes tmp_c[1][4] (degrees 1, 4
// The first example of the array-contraction method (issue 18): a 3x3 Gaussian filter
// whose two passes the seed's schedule fuses with a shift of two columns. tmp[i][j] is
// written at [i, j, 0] and last read by S1[i, j + 1] at [i, j + 3, 1], when the writes of
// tmp[i][j + 1..j + 3] have run: the differences of conflicting cells are (0, -3..3), so
// successive modulo gives the degrees (1, 4), and tmp[i][j] lives in tmp_c[0][j % 4].
// tmp is a local array that nothing after the region reads: it is contracted without a
// pragma, and no longer touched.
void gauss(int M, int N, int in[N][M], int out[N][M]) {
  int i, j;
  int tmp[N][M];
#pragma scop
  for (i = 1; i < N - 1; i++)
    for (j = 0; j < M; j++)
      tmp[i][j] = 3 * in[i][j] - in[i - 1][j] - in[i + 1][j];
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < M - 1; j++)
      out[i][j] = 3 * tmp[i][j] - tmp[i][j - 1] - tmp[i][j + 1];
#pragma endscop
}
// expected:
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 15 */
  {
    if ((((double)max((N - 2) - (1) + 1, 0) * ((double)max((M - 1) - (0) + 1, 0) + (double)max((M - 2) - (1) + 1, 0))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 1; c0 <= N - 2; c0++)
          for (c1 = 0; c1 <= M - 1; c1++)
            tmp[c0][c1] = 3 * in[c0][c1] - in[c0 - 1][c1] - in[c0 + 1][c1];
        for (c0 = 1; c0 <= N - 2; c0++)
          for (c1 = 1; c1 <= M - 2; c1++)
            out[c0][c1] = 3 * tmp[c0][c1] - tmp[c0][c1 - 1] - tmp[c0][c1 + 1];
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1;
        int tmp_c[1][4];
        (void)i;
        (void)j;
        (void)tmp;
        for (c0 = 1; c0 <= N - 2; c0++) {
          for (c1 = 0; c1 <= min(2, M - 1); c1++)
            tmp_c[0][c1] = 3 * in[c0][c1] - in[c0 - 1][c1] - in[c0 + 1][c1];
          for (c1 = 3; c1 <= M - 1; c1++) {
            tmp_c[0][c1 % 4] = 3 * in[c0][c1] - in[c0 - 1][c1] - in[c0 + 1][c1];
            out[c0][(c1 - 2)] = 3 * tmp_c[0][(c1 - 2) % 4] - tmp_c[0][((c1 - 2) - 1) % 4] - tmp_c[0][((c1 - 2) + 1) % 4];
          }
          if (M >= 3)
            out[c0][(M - 2)] = 3 * tmp_c[0][(M - 2) % 4] - tmp_c[0][((M - 2) - 1) % 4] - tmp_c[0][((M - 2) + 1) % 4];
        }
      }
    }
  }
