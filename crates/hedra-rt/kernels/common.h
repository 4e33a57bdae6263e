/* What every irregular kernel of hedra-rt's suite shares: rows allocated one by one, an
 * exact hash of the results, and the time of the kernel. */
#ifndef HEDRA_RT_KERNEL_COMMON_H
#define HEDRA_RT_KERNEL_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* n rows of m doubles, each allocated on its own. */
static double **rows(int n, int m) {
  double **a = malloc((size_t)n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = malloc((size_t)m * sizeof **a);
  return a;
}

/* FNV-1a over the bytes of the rows: equal hashes for bit-identical results. */
static uint64_t hash_rows(double **a, int n, int m, uint64_t h) {
  for (int i = 0; i < n; i++) {
    const unsigned char *p = (const unsigned char *)a[i];
    for (size_t k = 0; k < (size_t)m * sizeof **a; k++)
      h = (h ^ p[k]) * 1099511628211ull;
  }
  return h;
}

static uint64_t hash_bytes(const void *v, size_t len, uint64_t h) {
  const unsigned char *p = v;
  for (size_t k = 0; k < len; k++)
    h = (h ^ p[k]) * 1099511628211ull;
  return h;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* The argument k as an int, or `otherwise`. */
static int arg(int argc, char **argv, int k, int otherwise) {
  return argc > k ? atoi(argv[k]) : otherwise;
}

/* Prints the hash on standard output and the kernel's time on standard error. */
static void report(uint64_t h, double seconds) {
  printf("%016llx\n", (unsigned long long)h);
  fprintf(stderr, "time: %.6f\n", seconds);
}

#endif
