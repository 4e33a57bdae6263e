/*
 * sad_blocks: block matching by the sum of absolute differences, in integers:
 *   sad[b] = sum_k |cand[b][k] - tmpl[k]|,   best = min_b sad[b].
 * Each candidate block uses an integer accumulator `s` and a difference `d` that are reset
 * for every block (and every element): scalar temporaries, an integer reduction per block,
 * and a minimum over the blocks.
 */
#include "kernel.h"

#ifndef NB
#if defined(MINI_DATASET)
#define NB 40
#define K 64
#elif defined(SMALL_DATASET)
#define NB 400
#define K 256
#elif defined(LARGE_DATASET)
#define NB 20000
#define K 1024
#endif
#endif

#define _PB_NB LOOP_BOUND(NB, nb)
#define _PB_K LOOP_BOUND(K, k)

static void init_data(int nb, int k, int cand[NB][K], int tmpl[K])
{
  int b, t;

  for (t = 0; t < k; t++)
    tmpl[t] = (t * 37 + 11) % 256;
  for (b = 0; b < nb; b++)
    for (t = 0; t < k; t++)
      cand[b][t] = (b * 13 + t * 29 + (b * t) % 7) % 256;
}

static void kernel_sad_blocks(int nb, int k, int cand[NB][K], int tmpl[K], int sad[NB],
                              int best[1])
{
  int b, t;
  int s, d;

#pragma scop
  for (b = 0; b < _PB_NB; b++) {
    s = 0;
    for (t = 0; t < _PB_K; t++) {
      d = cand[b][t] - tmpl[t];
      s += d >= 0 ? d : -d;
    }
    sad[b] = s;
  }
  best[0] = sad[0];
  for (b = 1; b < _PB_NB; b++)
    best[0] = sad[b] < best[0] ? sad[b] : best[0];
#pragma endscop
}

int main(void)
{
  int(*cand)[K] = hk_alloc(sizeof(int[NB][K]));
  int *tmpl = hk_alloc(sizeof(int[K]));
  int *sad = hk_alloc(sizeof(int[NB]));
  int best[1];
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(NB, K, cand, tmpl), kernel_sad_blocks(NB, K, cand, tmpl, sad, best));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output_int(&sum, "sad", sad, NB);
  hk_output_int(&sum, "best", best, 1);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(cand);
  free(tmpl);
  free(sad);
  return 0;
}
