/*
 * nussinov: RNA secondary structure by base-pair maximization in the manner of Nussinov.
 * For a sequence of N bases, T[i][j] is the largest number of nested pairs in bases i..j:
 *   T[i][j] = max( T[i][j-1],                           base j unpaired
 *                  T[i+1][j],                           base i unpaired
 *                  T[i+1][j-1] + bond[i][j]  if j - i > 3,   i pairs with j (hairpin of >= 3)
 *                  max_{i<k<j} T[i][k] + T[k+1][j] )    two independent substructures
 * filled for i from N-1 down to 0 and j from i+1 up. bond[i][j] is 1 when the bases at i and j
 * can pair (A-U, C-G, G-U), else 0; the driver precomputes it. Scores are ints.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 40
#elif defined(SMALL_DATASET)
#define N 300
#elif defined(LARGE_DATASET)
#define N 2400
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

/* Bases coded 0..3 for A, C, G, U from a fixed pseudo-random-looking formula. */
static void init_data(int n, int seq[N], int bond[N][N], int T[N][N])
{
  int i, j;

  for (i = 0; i < n; i++)
    seq[i] = ((i * 7 + 3) ^ (i >> 2)) % 4;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      int s = seq[i] + seq[j];
      /* A+U = 0+3, C+G = 1+2 sum to 3; G+U = 2+3 sums to 5 */
      bond[i][j] = (s == 3 || s == 5) ? 1 : 0;
      T[i][j] = 0;
    }
}

static void kernel_nussinov(int n, int bond[N][N], int T[N][N])
{
  int i, j, k;

#pragma scop
  for (i = _PB_N - 1; i >= 0; i--)
    for (j = i + 1; j < _PB_N; j++) {
      T[i][j] = MAX_FUN(T[i][j - 1], T[i + 1][j]);
      if (j - i > 3)
        T[i][j] = MAX_FUN(T[i][j], T[i + 1][j - 1] + bond[i][j]);
      for (k = i + 1; k < j; k++)
        T[i][j] = MAX_FUN(T[i][j], T[i][k] + T[k + 1][j]);
    }
#pragma endscop
}

int main(void)
{
  int *seq = hk_alloc(sizeof(int[N]));
  int(*bond)[N] = hk_alloc(sizeof(int[N][N]));
  int(*T)[N] = hk_alloc(sizeof(int[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, seq, bond, T), kernel_nussinov(N, bond, T));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output_int(&sum, "T", &T[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(seq);
  free(bond);
  free(T);
  return 0;
}
