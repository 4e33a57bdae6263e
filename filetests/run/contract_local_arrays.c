// test run
// Array contraction (issue 18) on local arrays, fixed-size and variable-length, under
// hedra's own schedules: a 3x3 filter whose two passes are fused (the temporary shrinks to
// a few rows or columns, per thread of the parallel loop), a two-stage 1-D pipeline whose
// stages fuse with a shift, and a temporary read before any write (a live-in value: it
// keeps its storage). Each program prints everything it computed.
#include <stdio.h>

static void gauss(int M, int N, int in[N][M], int out[N][M]) {
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

static void pipeline(int n, double a[300], double c[300]) {
  int i;
  double b[300];
#pragma scop
  for (i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + 2.0 * a[i] + a[i + 1];
  for (i = 2; i < n - 2; i++)
    c[i] = b[i - 1] * b[i + 1] - b[i];
#pragma endscop
}

static void live_in(int n, double a[300], double c[300]) {
  int i;
  double b[300];
  for (i = 0; i < 300; i++)
    b[i] = i * 0.5;
#pragma scop
  for (i = 1; i < n; i++)
    b[i] = b[i - 1] + a[i];
  for (i = 1; i < n; i++)
    c[i] = b[i] * 2.0;
#pragma endscop
}

int main(void) {
  static int in[70][45], out[70][45];
  static double a[300], c[300], d[300];
  int i, j;
  for (i = 0; i < 70; i++)
    for (j = 0; j < 45; j++)
      in[i][j] = (i * 7 + j * 13) % 31;
  for (i = 0; i < 300; i++)
    a[i] = (i % 17) * 0.125;
  gauss(45, 70, in, out);
  pipeline(300, a, c);
  live_in(250, a, d);
  for (i = 0; i < 70; i++)
    for (j = 0; j < 45; j++)
      printf("%d ", out[i][j]);
  for (i = 0; i < 300; i++)
    printf("%.17g %.17g\n", c[i], d[i]);
  return 0;
}
