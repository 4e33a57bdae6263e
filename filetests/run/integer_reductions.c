// test run
// Integer reductions run in parallel (issue 16): late parallelization finds loops that
// carry only the dependences of reductions, and OpenMP combines per-thread accumulators.
// Signed sums accumulate in the unsigned type of their width, where partial sums wrap
// instead of overflowing: `total` starts near INT_MIN and every half of the terms sums
// to nearly INT_MAX, so a signed partial result (or the sum of two) would overflow,
// while the original order never does. Also: a `long` sum, a count of comparisons, a
// `short` sum, a maximum written as `?:`, a minimum through a macro, and `^=` / `|=`.
#include <stdio.h>
#include <limits.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define N 1000
#define R 300
#define C 200
int v[N];
int A[R][C];
short sh[R][C];
unsigned char img[R][C];
int main(void) {
  int i, j;
  for (i = 0; i < N; i++)
    v[i] = 4294966;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) {
      A[i][j] = (i * 37 + j * 101) % 2001 - 1000;
      sh[i][j] = (short)((i * j) % 601 - 300);
      img[i][j] = (unsigned char)((i * 7 + j * 3) % 256);
    }
  int total = -2147483000;
  long wide = 0;
  int count = 0;
  short small = 0;
  int big = INT_MIN;
  int least = INT_MAX;
  unsigned hash = 0u;
  unsigned bits = 0u;
#pragma scop
  for (i = 0; i < N; i++)
    total += v[i];
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) {
      wide += (long)A[i][j] * A[i][j] - 3 * A[i][C - 1 - j];
      count += A[i][j] > 500;
      small += sh[i][j];
    }
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      big = A[i][j] + i > big ? A[i][j] + i : big;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      least = MIN(least, A[i][j] - j);
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) {
      hash ^= img[i][j] * (unsigned)(i + 1);
      bits |= (unsigned)img[i][j] << (j % 8);
    }
#pragma endscop
  printf("%d %ld %d %d %d %d %u %u\n", total, wide, count, small, big, least, hash, bits);
  return 0;
}
