/* Times one TC kernel through the hedra tc ABI (docs/usage.md, `hedra tc`).
 *
 * Build: gcc -O3 -march=native [-fopenmp] -include KERNEL.h driver.c IMPL.c -lm
 *   KERNEL.h  the kernel's descriptor (tensor lengths and the call, see mm.h);
 *   IMPL.c    the naive reference (KERNEL_naive.c) or hedra tc's output: both define the
 *             function with the same ABI.
 * Run:   ./a.out [-r RUNS] [-o OUT.bin] SIZE=VALUE...
 *   Fills the inputs with deterministic pseudo-random floats in [0, 1), calls the function
 *   once (warm-up; its outputs go to OUT.bin as raw floats, the outputs one after the
 *   other), then RUNS more times (default 5) and prints the times of those runs and their
 *   median, in milliseconds:  "median_ms 12.345 runs 12.1 12.3 ...".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int nsizes;
static char *size_names[32];
static long size_values[32];

long sz(const char *name) {
  for (int i = 0; i < nsizes; i++)
    if (strcmp(size_names[i], name) == 0) return size_values[i];
  fprintf(stderr, "driver: no size %s given\n", name);
  exit(2);
}

/* The descriptor, included with -include, uses sz(); it is seen before this file, so
   declare what it needs there. */
static void kernel_lengths(long *in_len, long *out_len);
static int kernel_call(float **in, float **out);

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int runs = 5;
  const char *out_path = NULL;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-r") == 0 && i + 1 < argc) runs = atoi(argv[++i]);
    else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out_path = argv[++i];
    else {
      char *eq = strchr(argv[i], '=');
      if (!eq || nsizes == 32) { fprintf(stderr, "driver: bad argument %s\n", argv[i]); return 2; }
      *eq = 0;
      size_names[nsizes] = argv[i];
      size_values[nsizes++] = atol(eq + 1);
    }
  }
  long in_len[NIN], out_len[NOUT];
  kernel_lengths(in_len, out_len);
  float *in[NIN], *out[NOUT];
  unsigned long long s = 0x9E3779B97F4A7C15ull;
  for (int t = 0; t < NIN; t++) {
    in[t] = malloc(sizeof(float) * in_len[t]);
    if (!in[t]) return 4;
    for (long i = 0; i < in_len[t]; i++) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      in[t][i] = (float)((s >> 40) * (1.0 / 16777216.0));
    }
  }
  for (int t = 0; t < NOUT; t++) {
    out[t] = malloc(sizeof(float) * out_len[t]);
    if (!out[t]) return 4;
    memset(out[t], 0, sizeof(float) * out_len[t]);
  }
  int rc = kernel_call(in, out);
  if (rc != 0) { fprintf(stderr, "driver: the kernel returned %d\n", rc); return 3; }
  if (out_path) {
    FILE *f = fopen(out_path, "wb");
    if (!f) { perror(out_path); return 2; }
    for (int t = 0; t < NOUT; t++) fwrite(out[t], sizeof(float), out_len[t], f);
    fclose(f);
  }
  double *ms = malloc(sizeof(double) * (runs > 0 ? runs : 1));
  for (int r = 0; r < runs; r++) {
    double t0 = now_ms();
    kernel_call(in, out);
    ms[r] = now_ms() - t0;
  }
  double *sorted = malloc(sizeof(double) * (runs > 0 ? runs : 1));
  memcpy(sorted, ms, sizeof(double) * runs);
  qsort(sorted, runs, sizeof(double), cmpd);
  double med = runs == 0 ? 0 : (runs % 2 ? sorted[runs / 2] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2);
  printf("median_ms %.4f runs", med);
  for (int r = 0; r < runs; r++) printf(" %.4f", ms[r]);
  printf("\n");
  return 0;
}
