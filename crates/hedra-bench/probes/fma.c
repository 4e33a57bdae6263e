/* hedra-bench FMA probe: the double-precision throughput of the widest vector FMA.
 *
 * Twelve accumulators are updated over and over, each by its own chain `acc = acc * m + a`
 * of the widest fused multiply-add the compiler targets (`-march=native`): 512-bit with
 * AVX-512F, 256-bit with FMA3, else (no FMA) half of the chains multiply and half add, with
 * 256-bit AVX or 128-bit SSE2. An FMA has a latency of about four cycles and a core starts
 * one or two per cycle, so twelve independent chains keep every pipe busy: the time then
 * measures throughput, not latency. With m slightly below 1 and a small, the values stay
 * near 1 (no overflow, no subnormals). Each run takes a few milliseconds; the best of `runs`
 * runs (argument 1) is kept.
 *
 * Output: the instruction set used, doubles per register, flops per instruction (2 for an
 * FMA, 1 for a multiply or an add), the chain count, a checksum of the accumulators (so that
 * the compiler cannot drop them) and `flops_per_second <best rate>`. */
#if !defined(__x86_64__)
#error "the FMA probe uses x86-64 vector intrinsics"
#endif
#include <immintrin.h>
#include "probe.h"

#if defined(__AVX512F__)
typedef __m512d vec;
#define ISA "AVX-512F"
#define LANES 8
#define FLOPS_PER_OP 2
#define SPLAT(x) _mm512_set1_pd(x)
#define STEP_A(acc) acc = _mm512_fmadd_pd(acc, m, a)
#define STEP_B(acc) acc = _mm512_fmadd_pd(acc, m, a)
#define STORE(p, v) _mm512_storeu_pd(p, v)
#elif defined(__FMA__)
typedef __m256d vec;
#define ISA "FMA3 (256-bit)"
#define LANES 4
#define FLOPS_PER_OP 2
#define SPLAT(x) _mm256_set1_pd(x)
#define STEP_A(acc) acc = _mm256_fmadd_pd(acc, m, a)
#define STEP_B(acc) acc = _mm256_fmadd_pd(acc, m, a)
#define STORE(p, v) _mm256_storeu_pd(p, v)
#elif defined(__AVX__)
typedef __m256d vec;
#define ISA "AVX (no FMA)"
#define LANES 4
#define FLOPS_PER_OP 1
#define SPLAT(x) _mm256_set1_pd(x)
#define STEP_A(acc) acc = _mm256_mul_pd(acc, m)
#define STEP_B(acc) acc = _mm256_add_pd(acc, a)
#define STORE(p, v) _mm256_storeu_pd(p, v)
#else
typedef __m128d vec;
#define ISA "SSE2 (no FMA)"
#define LANES 2
#define FLOPS_PER_OP 1
#define SPLAT(x) _mm_set1_pd(x)
#define STEP_A(acc) acc = _mm_mul_pd(acc, m)
#define STEP_B(acc) acc = _mm_add_pd(acc, a)
#define STORE(p, v) _mm_storeu_pd(p, v)
#endif

#define CHAINS 12
#define ROUNDS_PER_ITER 2
#define ITERS 400000L

/* One round: every chain advances by one instruction. */
#define ROUND                                                                                \
    STEP_A(c0); STEP_B(c1); STEP_A(c2); STEP_B(c3); STEP_A(c4); STEP_B(c5);                  \
    STEP_A(c6); STEP_B(c7); STEP_A(c8); STEP_B(c9); STEP_A(c10); STEP_B(c11);

int main(int argc, char **argv)
{
    int runs = runs_argument(argc, argv);
    volatile double mv = 0.9999999, av = 1e-7; /* unknown to the compiler */
    vec m = SPLAT(mv), a = SPLAT(av);
    vec c0 = SPLAT(1.0), c1 = SPLAT(1.1), c2 = SPLAT(1.2), c3 = SPLAT(1.3), c4 = SPLAT(1.4),
        c5 = SPLAT(1.5), c6 = SPLAT(1.6), c7 = SPLAT(1.7), c8 = SPLAT(1.8), c9 = SPLAT(1.9),
        c10 = SPLAT(2.0), c11 = SPLAT(2.1);
    double flops = (double)ITERS * ROUNDS_PER_ITER * CHAINS * LANES * FLOPS_PER_OP;
    double best = 0.0;
    for (int r = 0; r < runs; r++) {
        double t0 = now();
        for (long i = 0; i < ITERS; i++) {
            ROUND ROUND
        }
        double t = now() - t0;
        if (t > 0.0 && flops / t > best)
            best = flops / t;
    }
    vec all[CHAINS] = {c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11};
    double lanes[LANES], checksum = 0.0;
    for (int k = 0; k < CHAINS; k++) {
        STORE(lanes, all[k]);
        for (int l = 0; l < LANES; l++)
            checksum += lanes[l];
    }
    printf("isa %s\nlanes %d\nflops_per_op %d\nchains %d\nchecksum %.6e\nflops_per_second %.6e\n",
           ISA, LANES, FLOPS_PER_OP, CHAINS, checksum, best);
    return 0;
}
