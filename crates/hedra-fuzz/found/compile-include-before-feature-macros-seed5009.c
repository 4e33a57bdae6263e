/* hedra-fuzz regression
 * class: optimized-does-not-compile
 * hedra-args: --fuse=smart --tile=2 --register-tile=3x1
 * openmp: no
 * threads: 1
 * origin: kernel edit_distance mutated (seed 5009): shrink the loop on line 282 (j); swap the loops on lines 281 and 282 (i, j); reverse the loop on line 281 (j)
 * detail: /tmp/hedra-fuzz-22821-w0/opt.c: In function ‘hk_now’:
 * /tmp/hedra-fuzz-22821-w0/opt.c:110:19: error: storage size of ‘ts’ isn’t known
 *   110 |   struct timespec ts;
 *       |                   ^~
 * /tmp/hedra-fuzz-22821-w0/opt.c:111:3: warning: implicit declaration of function ‘clock_gettime’ [-Wimplicit-function-declaration]
 *   111 |   clock_gettime(CLOCK_MONOTONIC, &ts);
 *       |   ^~~~~~~~~~~~~
 * /tmp/hedra-fuzz-22821-w0/opt.c:111:17: error: ‘CLOCK_MONOTONIC’ undeclared (first use in this function)
 *   111 |   clock_gettime(CLOCK_MONOTONIC, &ts);
 *       |                 ^~~~~~~~~~~~~~~
 * /tmp/hedra-fuzz-22821-w0/opt.c:111:17: note: each undeclared identifier is reported only once for each function it appears in
 */
#define MINI_DATASET
#define DUMP_ARRAYS
/*
 * edit_distance: the Levenshtein distance table of two sequences, a dynamic-programming
 * recurrence in integers:
 *   D[i][0] = i, D[0][j] = j,
 *   D[i][j] = min(D[i-1][j-1] + (a[i-1] != b[j-1]), D[i-1][j] + 1, D[i][j-1] + 1).
 * The three candidates and the smaller of the first two are scalar temporaries, reset in
 * every cell; the table itself carries the values from cell to cell.
 */
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
  void *p = calloc(1, bytes);
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
  printf("time: %.6f\n", t->stop - t->start);
}

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
  for (j = (_PB_M - 3); j >= (1); j--)
    for (i = 1; i <= _PB_N; i++) {
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

  init_data(N, M, a, b);

  hk_timer_start(&timer);
  kernel_edit_distance(N, M, a, b, D);
  hk_timer_stop(&timer);

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
