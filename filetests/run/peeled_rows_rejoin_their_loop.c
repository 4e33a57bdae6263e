// test run
// options: -v --tile=4,4,4
// stderr: S0 computes iterations of S1 that the source peeled from its loop: S1 runs them
// stderr: S3 computes iterations of S2 that the source peeled from its loop: S2 runs them
// stderr: tiled 3 members
// Peeled iterations rejoin their loop (issue 15): the two sweeps of a Jacobi step, fused
// by hand row by row with a shift of one, with the first row of B and the last row of A
// peeled out of the loop. Each peeled statement computes what the loop's statement
// computes one row before or after its loop; joined to it, the step tiles in time and
// space as the form without peeling does.
#include <stdio.h>

static void jacobi(int tsteps, int n, double A[n][n], double B[n][n]) {
  int t, i, j;
#pragma scop
  for (t = 0; t < tsteps; t++) {
    for (j = 1; j < n - 1; j++)
      B[1][j] = (A[2][j] + A[0][j] + A[1][j - 1] + A[1][j + 1]) * 0.125 + A[1][j] * 0.5;
    for (i = 2; i < n - 1; i++) {
      for (j = 1; j < n - 1; j++)
        B[i][j] = (A[i + 1][j] + A[i - 1][j] + A[i][j - 1] + A[i][j + 1]) * 0.125 + A[i][j] * 0.5;
      for (j = 1; j < n - 1; j++)
        A[i - 1][j] = (B[i][j] + B[i - 2][j] + B[i - 1][j - 1] + B[i - 1][j + 1]) * 0.125 +
                      B[i - 1][j] * 0.5;
    }
    for (j = 1; j < n - 1; j++)
      A[n - 2][j] = (B[n - 1][j] + B[n - 3][j] + B[n - 2][j - 1] + B[n - 2][j + 1]) * 0.125 +
                    B[n - 2][j] * 0.5;
  }
#pragma endscop
}

int main(void) {
  static double A[23][23], B[23][23];
  int i, j;
  for (i = 0; i < 23; i++)
    for (j = 0; j < 23; j++) {
      A[i][j] = ((i * 7 + j * 3) % 11) * 0.25;
      B[i][j] = ((i + 2 * j) % 5) * 0.5;
    }
  jacobi(9, 23, A, B);
  for (i = 0; i < 23; i++)
    for (j = 0; j < 23; j++)
      printf("%.17g %.17g\n", A[i][j], B[i][j]);
  return 0;
}
