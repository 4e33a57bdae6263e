/* sweep: 1..16, 20..92:4, 95..97, 104..192:8, 224, 256, 320, 384, 448, 512, 513, 640, 768, 1024 */
/*
 * fc: a fully connected layer on a batch of Q inputs of Q features each, as a square matrix
 * product of run-time size Q (the size the sweep varies):
 *   Y[i][j] = b[j] + sum_{k < Q} X[i][k] * W[k][j],   0 <= i, j < Q,
 * written as a bias pass, then the product in the i, k, j order (a row of W per term).
 *
 * Usage: fc Q. The kernel is called repeatedly: a calibration doubles the repetition count
 * until the calls take at least HK_SWEEP_MIN_SECONDS, then that many calls are timed and
 * the time per call is printed ("time: <seconds>"). The kernel overwrites Y and only reads
 * X, W and b, so every call computes the same outputs. With -DDUMP_ARRAYS the kernel runs
 * once and Y is dumped.
 *
 * The sweep points (first line) cross the thresholds of hedra's versions with 2 threads
 * (`hedra opt -v`): Q <= 96, where the outer parallel tile loop (tiles of 96) has fewer
 * iterations than threads and every loop fits the smallest tile size (the untiled version),
 * and Q <= 512, where the second tile loop (tiles of 512) has fewer iterations than threads.
 * Dense up to 192 (two full tiles of 96) and around 96 and 512, then sparse up to 1024, where
 * one gcc -O3 call takes about 0.3 s.
 */
#include "kernel.h"

#ifndef HK_SWEEP_MIN_SECONDS
#define HK_SWEEP_MIN_SECONDS 0.02
#endif

static void init_data(int q, DATA_TYPE X[q][q], DATA_TYPE W[q][q], DATA_TYPE b[q])
{
  int i, j;

  for (i = 0; i < q; i++)
    for (j = 0; j < q; j++) {
      X[i][j] = (DATA_TYPE)((i * j + 3 * i + 1) % 17) / 17 - SCALAR_VAL(0.5);
      W[i][j] = (DATA_TYPE)((5 * i + 7 * j + 2) % 23) / 23;
    }
  for (j = 0; j < q; j++)
    b[j] = (DATA_TYPE)(j % 7) / 7;
}

static void kernel_fc(int q, DATA_TYPE Y[q][q], DATA_TYPE X[q][q], DATA_TYPE W[q][q],
                      DATA_TYPE b[q])
{
  int i, j, k;

#pragma scop
  for (i = 0; i < q; i++)
    for (j = 0; j < q; j++)
      Y[i][j] = b[j];
  for (i = 0; i < q; i++)
    for (k = 0; k < q; k++)
      for (j = 0; j < q; j++)
        Y[i][j] += X[i][k] * W[k][j];
#pragma endscop
}

/* Seconds for `reps` calls. */
static double time_calls(long reps, int q, DATA_TYPE Y[q][q], DATA_TYPE X[q][q],
                         DATA_TYPE W[q][q], DATA_TYPE b[q])
{
  double start = hk_now();
  long r;

  for (r = 0; r < reps; r++)
    kernel_fc(q, Y, X, W, b);
  return hk_now() - start;
}

int main(int argc, char **argv)
{
  long reps = 1;
  double seconds;
  int q;
  hk_checksum sum;

  if (argc != 2 || (q = atoi(argv[1])) < 1) {
    fprintf(stderr, "usage: %s Q (Q >= 1)\n", argv[0]);
    return 2;
  }
  {
    DATA_TYPE(*Y)[q] = hk_alloc(sizeof(DATA_TYPE[q][q]));
    DATA_TYPE(*X)[q] = hk_alloc(sizeof(DATA_TYPE[q][q]));
    DATA_TYPE(*W)[q] = hk_alloc(sizeof(DATA_TYPE[q][q]));
    DATA_TYPE *b = hk_alloc(sizeof(DATA_TYPE[q]));

    init_data(q, X, W, b);
    if (HK_DUMP_ENABLED) {
      seconds = time_calls(1, q, Y, X, W, b);
    } else {
      while (time_calls(reps, q, Y, X, W, b) < HK_SWEEP_MIN_SECONDS)
        reps *= 2;
      seconds = time_calls(reps, q, Y, X, W, b) / (double)reps;
    }

    hk_checksum_init(&sum);
    hk_dump_begin();
    hk_output(&sum, "Y", &Y[0][0], (long)q * q);
    hk_dump_end();
    printf("time: %.6e\n", seconds);
    printf("repetitions: %ld\n", reps);
    hk_checksum_print(&sum);

    free(Y);
    free(X);
    free(W);
    free(b);
  }
  return 0;
}
