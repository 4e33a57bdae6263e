/* hedra-bench clock probe: how many cycles per second this core really runs.
 *
 * An integer addition has a latency of one cycle on every x86-64 core, and a chain of
 * additions where each one reads the result of the previous one cannot overlap: the core
 * retires exactly one of them per cycle, whatever its width. Timing a long chain therefore
 * counts cycles: additions per second = cycles per second. The chain adds a register (not an
 * immediate), so that no renamer can fold constants and shorten it. The loop counter runs
 * beside the chain in another register and costs nothing; 300 additions per loop iteration
 * keep the branch out of the way.
 *
 * Each run takes a few milliseconds; the best of `runs` runs (argument 1) is kept, so that
 * runs slowed down by other processes, frequency ramp-up or the hypervisor do not count.
 *
 * Output: `adds <total>` (the chain's value, which must equal runs x ITERS x 300) and
 * `adds_per_second <best rate>`. */
#if !defined(__x86_64__)
#error "the clock probe is written in x86-64 assembly"
#endif
#include "probe.h"

#define ITERS 20000L

#define ADD1 "add %1, %0\n\t"
#define ADD10 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1
#define ADD100 ADD10 ADD10 ADD10 ADD10 ADD10 ADD10 ADD10 ADD10 ADD10 ADD10

int main(int argc, char **argv)
{
    int runs = runs_argument(argc, argv);
    unsigned long x = 0, one = 1;
    double best = 0.0;
    for (int r = 0; r < runs; r++) {
        double t0 = now();
        for (long i = 0; i < ITERS; i++)
            __asm__ volatile(ADD100 ADD100 ADD100 : "+r"(x) : "r"(one));
        double t = now() - t0;
        double rate = (double)ITERS * 300.0 / t;
        if (t > 0.0 && rate > best)
            best = rate;
    }
    printf("adds_per_run %ld\nadds %lu\nadds_per_second %.6e\n", ITERS * 300, x, best);
    return 0;
}
