/* A sparse (CSR) times dense matrix product: args N M STRUCTURE, with STRUCTURE
 * 0 square (every row full: linear), 1 band (two phases of different widths),
 * 2 random (never linear), 3 worst (the width changes every few rows). */
#include "common.h"

static void kernel(int n, int m, const int *row, const int *col, const double *val, double **D,
                   double **C) {
  int i, k, j;
#pragma hedra dcop
  for (i = 0; i < n; i++)
    for (k = row[i]; k < row[i + 1]; k++)
      for (j = 0; j < m; j++)
        C[i][j] += val[k] * D[col[k]][j];
}

/* The columns of row i: count and the first, for the structured inputs. */
static int width(int structure, int n, int i) {
  switch (structure) {
  case 0: return n;
  case 1: return i < n / 2 ? 5 : 9;
  case 3: return 3 + (i / 4) % 5;
  default: return 1 + (int)((unsigned)(i * 2654435761u) % 11);
  }
}

int main(int argc, char **argv) {
  int n = arg(argc, argv, 1, 300), m = arg(argc, argv, 2, 64), structure = arg(argc, argv, 3, 0);
  int *row = malloc((size_t)(n + 1) * sizeof *row);
  row[0] = 0;
  for (int i = 0; i < n; i++)
    row[i + 1] = row[i] + (width(structure, n, i) < n ? width(structure, n, i) : n);
  int nnz = row[n];
  int *col = malloc((size_t)nnz * sizeof *col);
  double *val = malloc((size_t)nnz * sizeof *val);
  for (int i = 0; i < n; i++) {
    int w = row[i + 1] - row[i];
    int first = structure == 0 ? 0 : (structure == 2 ? (int)((unsigned)(i * 40503u) % (unsigned)(n - w + 1)) : (i < n - w ? i : n - w));
    for (int t = 0; t < w; t++) {
      col[row[i] + t] = first + t;
      val[row[i] + t] = ((i + 3 * t) % 7) / 7.0 - 0.5;
    }
  }
  double **D = rows(n, m), **C = rows(n, m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      D[i][j] = ((i * 3 + j) % 11) / 11.0;
      C[i][j] = 0.0;
    }
  double t0 = now();
  kernel(n, m, row, col, val, D, C);
  double t1 = now();
  report(hash_rows(C, n, m, 14695981039346656037ull), t1 - t0);
  return 0;
}
