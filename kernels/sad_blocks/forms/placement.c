/*
 * sad_blocks, other placement: each block's sum accumulates directly in sad[b] (no scalar s),
 * the absolute value is written `d < 0 ? -d : d`, and the minimum is fused into the block loop:
 * block 0 sets best, every later block compares against it right after its sum is done. The
 * same integer additions in the same order and the same comparisons in the same block order,
 * so sad and best are identical.
 */
static void kernel_sad_blocks(int nb, int k, int cand[NB][K], int tmpl[K], int sad[NB],
                              int best[1])
{
  int b, t;
  int d;

#pragma scop
  for (b = 0; b < _PB_NB; ++b) {
    sad[b] = 0;
    for (t = 0; t < _PB_K; ++t) {
      d = cand[b][t] - tmpl[t];
      sad[b] += d < 0 ? -d : d;
    }
    if (b == 0)
      best[0] = sad[b];
    if (b >= 1)
      best[0] = best[0] > sad[b] ? sad[b] : best[0];
  }
#pragma endscop
}
