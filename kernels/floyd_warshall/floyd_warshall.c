/*
 * floyd_warshall: all-pairs shortest path lengths in a directed graph of N nodes with
 * positive integer edge weights, in place on the distance matrix:
 *   for every intermediate node k: D[i][j] = min(D[i][j], D[i][k] + D[k][j]).
 * A missing edge has the length FW_INF, small enough that FW_INF + FW_INF fits in an int.
 *
 * This kernel declares its array parameter as a C99 variable-length array (D[n][n]).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 40
#elif defined(SMALL_DATASET)
#define N 250
#elif defined(LARGE_DATASET)
#define N 1300
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)

#define FW_INF 100000000

static void init_data(int n, int D[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (i == j)
        D[i][j] = 0;
      else if ((i * 7 + j * 11 + 3) % 5 < 2)
        D[i][j] = (i + 2 * j) % 23 + 1;
      else
        D[i][j] = FW_INF;
    }
}

static void kernel_floyd_warshall(int n, int D[n][n])
{
  int i, j, k;

#pragma scop
  for (k = 0; k < _PB_N; k++)
    for (i = 0; i < _PB_N; i++)
      for (j = 0; j < _PB_N; j++)
        D[i][j] = MIN_FUN(D[i][j], D[i][k] + D[k][j]);
#pragma endscop
}

int main(void)
{
  int(*D)[N] = hk_alloc(sizeof(int[N][N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, D), kernel_floyd_warshall(N, D));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output_int(&sum, "D", &D[0][0], (long)N * N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(D);
  return 0;
}
