/*
 * edit_distance: the Levenshtein distance table of two sequences, a dynamic-programming
 * recurrence in integers:
 *   D[i][0] = i, D[0][j] = j,
 *   D[i][j] = min(D[i-1][j-1] + (a[i-1] != b[j-1]), D[i-1][j] + 1, D[i][j-1] + 1).
 * The three candidates and the smaller of the first two are scalar temporaries, reset in
 * every cell; the table itself carries the values from cell to cell.
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define N 40
#define M 50
#elif defined(SMALL_DATASET)
#define N 400
#define M 500
#elif defined(LARGE_DATASET)
#define N 5000
#define M 5000
#endif
#endif

#define _PB_N LOOP_BOUND(N, n)
#define _PB_M LOOP_BOUND(M, m)

static void init_data(int n, int m, int a[N], int b[M])
{
  int i;

  for (i = 0; i < n; i++)
    a[i] = (i * 7 + 3) % 4;
  for (i = 0; i < m; i++)
    b[i] = (i * 5 + 1) % 4;
}

static void kernel_edit_distance(int n, int m, int a[N], int b[M], int D[N + 1][M + 1])
{
  int i, j;
  int sub, del, ins, best;

#pragma scop
  for (i = 0; i <= _PB_N; i++)
    D[i][0] = i;
  for (j = 1; j <= _PB_M; j++)
    D[0][j] = j;
  for (i = 1; i <= _PB_N; i++)
    for (j = 1; j <= _PB_M; j++) {
      sub = D[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      del = D[i - 1][j] + 1;
      ins = D[i][j - 1] + 1;
      best = sub < del ? sub : del;
      D[i][j] = best < ins ? best : ins;
    }
#pragma endscop
}

int main(void)
{
  int *a = hk_alloc(sizeof(int[N]));
  int *b = hk_alloc(sizeof(int[M]));
  int(*D)[M + 1] = hk_alloc(sizeof(int[N + 1][M + 1]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, M, a, b), kernel_edit_distance(N, M, a, b, D));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output_int(&sum, "D", &D[0][0], (long)(N + 1) * (M + 1));
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(a);
  free(b);
  free(D);
  return 0;
}
