/*
 * jacobi_1d: TSTEPS sweeps of a three-point weighted average on a line, ping-ponging
 * between two arrays (each time step performs two sweeps, A -> B and B -> A):
 *   B[i] = 0.25 * A[i-1] + 0.5 * A[i] + 0.25 * A[i+1]   for 0 < i < N-1.
 * The end points are fixed.
 *
 * This kernel declares its array parameters as C99 variable-length arrays (A[n]).
 */
#include "kernel.h"

#ifndef N
#if defined(MINI_DATASET)
#define TSTEPS 10
#define N 40
#elif defined(SMALL_DATASET)
#define TSTEPS 100
#define N 800
#elif defined(LARGE_DATASET)
#define TSTEPS 40000
#define N 40000
#endif
#endif

#define _PB_TSTEPS LOOP_BOUND(TSTEPS, tsteps)
#define _PB_N LOOP_BOUND(N, n)

static void init_data(int n, DATA_TYPE A[n], DATA_TYPE B[n])
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = (DATA_TYPE)((i * 7 + 3) % 20) / 4;
    B[i] = A[i];
  }
}

static void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[n], DATA_TYPE B[n])
{
  int t, i;

#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      B[i] = SCALAR_VAL(0.25) * A[i - 1] + SCALAR_VAL(0.5) * A[i] + SCALAR_VAL(0.25) * A[i + 1];
    for (i = 1; i < _PB_N - 1; i++)
      A[i] = SCALAR_VAL(0.25) * B[i - 1] + SCALAR_VAL(0.5) * B[i] + SCALAR_VAL(0.25) * B[i + 1];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE *A = hk_alloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *B = hk_alloc(sizeof(DATA_TYPE[N]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(N, A, B), kernel_jacobi_1d(TSTEPS, N, A, B));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "A", A, N);
  hk_output(&sum, "B", B, N);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(A);
  free(B);
  return 0;
}
