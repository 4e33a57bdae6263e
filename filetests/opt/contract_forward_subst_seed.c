// test opt
// options: -v --no-parallel
// schedule: [N] -> { S0[i] -> [i, 0, 0]; S1[i, j] -> [i, 1, j]; S2[i] -> [i, 2, 0] }
// stderr: y keeps its storage: no dimension of y shrinks under this schedule (degrees -)
// The second example of the array-contraction method (issue 18): forward substitution
// L y = b under the identity schedule, with y declared scratch. The value of y[j] (after
// S2[j]) is read by S1[i, j] in every later row i, so all of y is live at once: the degree
// of its dimension grows with N, and y keeps its storage.
void forward_subst(int N, int b[N], int L[N][N], int y[N]) {
  int i, j;
#pragma hedra scratch(y)
#pragma scop
  for (i = 0; i < N; i++) {
    y[i] = b[i];
    for (j = 0; j < i; j++)
      y[i] = y[i] - L[i][j] * y[j];
    y[i] = y[i] / L[i][i];
  }
#pragma endscop
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 12 */
  {
    if (((N <= 127)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= N - 1; c0++) {
          y[c0] = b[c0];
          for (c1 = 0; c1 <= c0 - 1; c1++)
            y[c0] = y[c0] - L[c0][c1] * y[c1];
          y[c0] = y[c0] / L[c0][c0];
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= N - 1; c0++) {
          y[c0] = b[c0];
          for (c1 = 0; c1 <= c0 - 1; c1++)
            y[c0] = y[c0] - L[c0][c1] * y[c1];
          y[c0] = y[c0] / L[c0][c0];
        }
      }
    }
  }
