/* hedra-rt: the speculative runtime of `#pragma hedra dcop` nests.
 *
 * hedra opt emits these calls around a marked nest; link the program with
 * target/release/libhedra_rt.a -lpthread -ldl -lm (see the README). */
#ifndef HEDRA_RT_H
#define HEDRA_RT_H

#ifdef __cplusplus
extern "C" {
#endif

/* The handle of one entry into a nest is opaque: a `void *`. */

/* Enters the nest described by `descriptor` (emitted by hedra), whose variables are at
 * vars[0..count). Never fails: a nest the runtime cannot handle runs as written. */
void *hedra_rt_enter(const char *descriptor, void *const *vars, long count);

/* What runs from outer counter `i`: 1 the instrumented copy, 2 the original code,
 * 3 nothing (the runtime ran the slice itself); *hi is the slice's exclusive end. After a
 * 3, for each variable v of the nest that counts an inner loop, set[v] says whether the
 * slice ran that loop and finals[v] is the counter's final value (one entry per variable
 * of the descriptor). */
int hedra_rt_next(void *region, long i, long *hi, long *finals,
                  unsigned char *set);

/* Records the value of feed `site`, read with the counters of the loops around it; sets
 * *skip to how many of the site's next evaluations not to report; returns `value`. */
long hedra_rt_feed(void *region, long site, long value, const long *counters,
                   long *skip);

/* Leaves the nest. */
void hedra_rt_leave(void *region);

#ifdef __cplusplus
}
#endif

#endif
