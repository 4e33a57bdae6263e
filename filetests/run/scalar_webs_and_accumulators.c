// test run
// options: -v
// stderr: s holds unrelated values: each web after the first gets its own scalar (s2)
// stderr: s accumulates the value of one cell of E
// stderr: s2 accumulates the value of one cell of G
// stderr: acc accumulates the value of one cell of t
// Scalar normalization (issue 15): the same computation written with its sums in scalars
// gets the model of the array form. `s`, reused for two products, is two scalars (its
// webs), and each accumulates in the cell it is stored into; so does `acc` in `t[i]`,
// which is read after the store in the same iteration. What must stay as written, and
// agree with the original: a sum whose cell is read between its start and its store
// (`u[j] += t2[i]`), a `double` sum stored into a `float` cell (each step would round),
// a sum read after the region (`last`), a sum stored only where `i >= 1` (the cell `t3[0]`
// keeps its value); and an integer sum into an `int` cell, which is forwarded.
#include <stdio.h>
#define N 37
#define M 29
static double A[N][M], B[M][N], C[N][M], D[M][N], E[N][N], G[N][N];
static double x[M], t[N], y[M], t2[N], t3[N], u[M];
static float f[N];
static int idx[N][M], isum[N];

static double kernel(int n, int m) {
  int i, j, k;
  double s, acc, last;
  int is;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      s = 0.0;
      for (k = 0; k < m; k++)
        s += A[i][k] * B[k][j];
      E[i][j] = s;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      s = E[i][j];
      for (k = 0; k < m; k++)
        s += C[i][k] * D[k][j];
      G[i][j] = s;
    }
  for (j = 0; j < m; j++)
    y[j] = 0.0;
  for (i = 0; i < n; i++) {
    acc = 0.0;
    for (j = 0; j < m; j++)
      acc += A[i][j] * x[j];
    t[i] = acc;
    for (j = 0; j < m; j++)
      y[j] += t[i] * A[i][j];
  }
  for (i = 0; i < n; i++) {
    acc = 1.0;
    for (j = 0; j < m; j++) {
      acc += A[i][j];
      u[j] += t2[i];
    }
    t2[i] = acc;
  }
  for (i = 0; i < n; i++) {
    acc = 0.0;
    for (j = 0; j < m; j++)
      acc += A[i][j] * 0.1;
    f[i] = acc;
  }
  for (i = 0; i < n; i++) {
    last = 0.0;
    for (j = 0; j < m; j++)
      last += C[i][j];
    t2[i] += last;
  }
  for (i = 0; i < n; i++) {
    acc = 2.0;
    for (j = 0; j < m; j++)
      acc += C[i][j] * 0.5;
    if (i >= 1)
      t3[i] = acc;
  }
  for (i = 0; i < n; i++) {
    is = 0;
    for (j = 0; j < m; j++)
      is += idx[i][j] * (j + 1);
    isum[i] = is;
  }
#pragma endscop
  return last;
}

int main(void) {
  int i, j;
  double sum = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 7.0 - 0.6;
      C[i][j] = (double)((i + 5 * j) % 13) / 9.0;
      idx[i][j] = (i * j + 3) % 17 - 8;
    }
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      B[i][j] = (double)((i * 2 + j) % 5) / 3.0;
      D[i][j] = (double)((i + j * 4) % 7) / 5.0 - 0.4;
    }
  for (j = 0; j < M; j++) {
    x[j] = 1.0 / (j + 1);
    u[j] = 0.5;
  }
  for (i = 0; i < N; i++) {
    t2[i] = i * 0.25;
    t3[i] = 7.0 - i;
  }
  sum = kernel(N, M);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      sum += E[i][j] * (i + 1) + G[i][j] * (j + 2);
  for (i = 0; i < N; i++)
    sum += t[i] * 3.0 + t2[i] + t3[i] * 0.75 + (double)f[i] + isum[i];
  for (j = 0; j < M; j++)
    sum += y[j] + u[j] * 0.5;
  printf("%.17g\n", sum);
  return 0;
}
