/*
 * Loops with constant steps, repeated REPS times over arrays of LEN doubles (the time each
 * takes is dominated by the loops, not by memory: 4 arrays of 256 KiB):
 *   a[i] = a[i-1] + b[i]            for odd i          (step 2, a dependence along i)
 *   c[i] = 0.99 c[i] + d[i+4]       for i = 0, 5, 10.. (step 5)
 *   d[i] = 0.5 d[i] + b[i-3] + 1    for i = LEN-1, LEN-4, .. down to 3 (step -3)
 * Prints the time of the region on stderr and a checksum on stdout.
 */
#include <stdio.h>
#include <time.h>

#define LEN 32000
#define REPS 20000

static double a[LEN], b[LEN], c[LEN], d[LEN];

static void kernel(int n, int reps)
{
  int nl, i;
#pragma scop
  for (nl = 0; nl < reps; nl++) {
    for (i = 1; i < n; i += 2)
      a[i] = a[i - 1] + b[i];
    for (i = 0; i < n - 4; i += 5)
      c[i] = c[i] * 0.99 + d[i + 4];
    for (i = n - 1; i >= 3; i -= 3)
      d[i] = d[i] * 0.5 + b[i - 3] + 1.0;
  }
#pragma endscop
}

int main(void)
{
  struct timespec t0, t1;
  double sum = 0;
  int i;

  for (i = 0; i < LEN; i++) {
    a[i] = i % 5;
    b[i] = 1.0 / (i + 1);
    c[i] = i % 3;
    d[i] = 0.5;
  }
  clock_gettime(CLOCK_MONOTONIC, &t0);
  kernel(LEN, REPS);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  for (i = 0; i < LEN; i++)
    sum += a[i] + 2 * c[i] + 3 * d[i];
  fprintf(stderr, "time: %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
  printf("checksum: %.9e\n", sum);
  return 0;
}
