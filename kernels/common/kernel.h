/*
 * kernel.h: the shared driver support of hedra's kernel suite.
 *
 * Every kernel in kernels/<name>/<name>.c includes this header first. It provides:
 *
 *   - dataset selection: compile with -DMINI_DATASET, -DSMALL_DATASET (the default) or
 *     -DLARGE_DATASET; each kernel maps the chosen dataset to its own problem sizes;
 *   - the element type DATA_TYPE (double unless -DDATA_TYPE_IS_FLOAT) and the wrappers that
 *     kernels use around literals and math inside the optimized region: SCALAR_VAL, SQRT_FUN,
 *     EXP_FUN, LOG_FUN, POW_FUN, plus MAX_FUN / MIN_FUN (plain conditional expressions);
 *   - LOOP_BOUND(C, p), behind each kernel's _PB_ names: by default a loop bound is the size
 *     parameter p of the kernel function; with -DCONSTANT_LOOP_BOUNDS it is the macro constant C;
 *   - a wall-clock timer (clock_gettime, CLOCK_MONOTONIC) printing "time: <seconds>";
 *   - a checksum over the outputs printing "checksum: <value>" with %.17g;
 *   - with -DDUMP_ARRAYS, a dump of every output array to stderr, each value printed as a
 *     C99 hexadecimal float (%a) so that two dumps compare exactly, bit for bit.
 *
 * The helpers are static inline so that a kernel that does not use one gets no warning.
 */
#ifndef HEDRA_KERNEL_H
#define HEDRA_KERNEL_H

/* clock_gettime is POSIX; -std=c99 alone hides it. This must precede every system header. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 199309L
#endif

/* The region markers are meant for hedra (and other polyhedral tools), not for the C compiler. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wunknown-pragmas"
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* ------------------------------------------------------------------ dataset selection */

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) && !defined(LARGE_DATASET)
#define SMALL_DATASET
#endif

#if (defined(MINI_DATASET) + defined(SMALL_DATASET) + defined(LARGE_DATASET)) > 1
#error "select at most one of MINI_DATASET, SMALL_DATASET, LARGE_DATASET"
#endif

/* ------------------------------------------------------------------ element type */

#ifdef DATA_TYPE_IS_FLOAT
#define DATA_TYPE float
#define SCALAR_VAL(x) x##f
#define SQRT_FUN(x) sqrtf(x)
#define EXP_FUN(x) expf(x)
#define LOG_FUN(x) logf(x)
#define POW_FUN(x, y) powf(x, y)
#else
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define LOG_FUN(x) log(x)
#define POW_FUN(x, y) pow(x, y)
#endif

/* Maximum and minimum as conditional expressions (each argument may be evaluated twice). */
#define MAX_FUN(a, b) ((a) >= (b) ? (a) : (b))
#define MIN_FUN(a, b) ((a) <= (b) ? (a) : (b))

/* ------------------------------------------------------------------ array declarators */

/* Array declarators written through macros, as benchmark suites often write them
 * (`DATA_TYPE HK_2D(A, N, M)` declares `DATA_TYPE A[N][M]`): the macro form of the
 * declaration-style variants that the end-to-end tests make of every kernel. */
#define HK_1D(var, d1) var[d1]
#define HK_2D(var, d1, d2) var[d1][d2]
#define HK_3D(var, d1, d2, d3) var[d1][d2][d3]

/* ------------------------------------------------------------------ loop bounds */

#ifdef CONSTANT_LOOP_BOUNDS
#define LOOP_BOUND(constant, param) constant
/* The size parameters may then go unused inside a kernel function. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
#else
#define LOOP_BOUND(constant, param) param
#endif

/* ------------------------------------------------------------------ allocation */

/* malloc that never returns NULL: a kernel driver has nothing sensible to do without memory. */
static inline void *hk_alloc(size_t bytes)
{
  void *p = malloc(bytes);
  if (p == NULL) {
    fprintf(stderr, "out of memory (%lu bytes)\n", (unsigned long)bytes);
    exit(1);
  }
  return p;
}

/* ------------------------------------------------------------------ timer */

static inline double hk_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef struct {
  double start;
  double stop;
} hk_timer;

static inline void hk_timer_start(hk_timer *t)
{
  t->start = hk_now();
  t->stop = t->start;
}

static inline void hk_timer_stop(hk_timer *t) { t->stop = hk_now(); }

static inline void hk_timer_print(const hk_timer *t)
{
  printf("time: %.6e\n", t->stop - t->start);
}

/*
 * HK_TIMED(t, init, call): runs `init` (which sets every input of the kernel), then times
 * `call` into the timer t. With -DHK_REPEAT_SECONDS=S it repeats both until the timed calls
 * add up to S seconds (at most a million times) and the timer holds the mean time of one
 * call: each call starts from the same inputs, so the outputs are those of one call. This
 * is how calls of microseconds (the MINI dataset) are timed (`hedra-bench --repeat`).
 */
#ifdef HK_REPEAT_SECONDS
#define HK_TIMED(t, init, call)                                                              \
  do {                                                                                       \
    double hk_total_ = 0;                                                                    \
    long hk_reps_ = 0;                                                                       \
    do {                                                                                     \
      init;                                                                                  \
      hk_timer_start(t);                                                                     \
      call;                                                                                  \
      hk_timer_stop(t);                                                                      \
      hk_total_ += (t)->stop - (t)->start;                                                   \
      hk_reps_++;                                                                            \
    } while (hk_total_ < (HK_REPEAT_SECONDS) && hk_reps_ < 1000000);                         \
    (t)->start = 0;                                                                          \
    (t)->stop = hk_total_ / (double)hk_reps_;                                                \
  } while (0)
#else
#define HK_TIMED(t, init, call)                                                              \
  do {                                                                                       \
    init;                                                                                    \
    hk_timer_start(t);                                                                       \
    call;                                                                                    \
    hk_timer_stop(t);                                                                        \
  } while (0)
#endif

/* ------------------------------------------------------------------ checksum */

/*
 * A position-weighted sum: element number n (counted across all arrays added, in order) is
 * weighted by 1 + (n mod 61) / 61, so a transposed or shifted result changes the checksum even
 * when the plain sum would not.
 */
typedef struct {
  double sum;
  long count;
} hk_checksum;

static inline void hk_checksum_init(hk_checksum *c)
{
  c->sum = 0.0;
  c->count = 0;
}

static inline void hk_checksum_value(hk_checksum *c, double v)
{
  c->sum += v * (1.0 + (double)(c->count % 61) / 61.0);
  c->count++;
}

static inline void hk_checksum_array(hk_checksum *c, const DATA_TYPE *p, long n)
{
  long k;
  for (k = 0; k < n; k++)
    hk_checksum_value(c, (double)p[k]);
}

static inline void hk_checksum_int_array(hk_checksum *c, const int *p, long n)
{
  long k;
  for (k = 0; k < n; k++)
    hk_checksum_value(c, (double)p[k]);
}

static inline void hk_checksum_print(const hk_checksum *c)
{
  printf("checksum: %.17g\n", c->sum);
}

/* ------------------------------------------------------------------ output dump */

/*
 * Format (all on stderr):
 *
 *   hedra-dump begin
 *   array <name> <number of elements>
 *   <values, 8 per line, %a for floating point, %d for int>
 *   end <name>
 *   ...
 *   hedra-dump end
 *
 * Without -DDUMP_ARRAYS these functions print nothing, so drivers call them unconditionally.
 */
#ifdef DUMP_ARRAYS
#define HK_DUMP_ENABLED 1
#else
#define HK_DUMP_ENABLED 0
#endif

static inline void hk_dump_begin(void)
{
  if (HK_DUMP_ENABLED)
    fprintf(stderr, "hedra-dump begin\n");
}

static inline void hk_dump_end(void)
{
  if (HK_DUMP_ENABLED)
    fprintf(stderr, "hedra-dump end\n");
}

static inline void hk_dump_array(const char *name, const DATA_TYPE *p, long n)
{
  long k;
  if (!HK_DUMP_ENABLED)
    return;
  fprintf(stderr, "array %s %ld\n", name, n);
  for (k = 0; k < n; k++)
    fprintf(stderr, "%a%c", (double)p[k], (k % 8 == 7 || k == n - 1) ? '\n' : ' ');
  fprintf(stderr, "end %s\n", name);
}

static inline void hk_dump_int_array(const char *name, const int *p, long n)
{
  long k;
  if (!HK_DUMP_ENABLED)
    return;
  fprintf(stderr, "array %s %ld\n", name, n);
  for (k = 0; k < n; k++)
    fprintf(stderr, "%d%c", p[k], (k % 8 == 7 || k == n - 1) ? '\n' : ' ');
  fprintf(stderr, "end %s\n", name);
}

/* One output array: adds it to the checksum and to the dump. */
static inline void hk_output(hk_checksum *c, const char *name, const DATA_TYPE *p, long n)
{
  hk_checksum_array(c, p, n);
  hk_dump_array(name, p, n);
}

static inline void hk_output_int(hk_checksum *c, const char *name, const int *p, long n)
{
  hk_checksum_int_array(c, p, n);
  hk_dump_int_array(name, p, n);
}

#endif /* HEDRA_KERNEL_H */
