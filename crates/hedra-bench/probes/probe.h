/* What the hedra-bench probes share: the timer and the run count. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Seconds on the monotonic clock. */
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Timed runs: argument 1, else 100. */
static int runs_argument(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 100;
    return runs > 0 ? runs : 1;
}
