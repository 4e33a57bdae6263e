/*
 * sad_blocks, another loop order: the block and element loops are interchanged (t outer,
 * b inner), so every sad[b] accumulates in the array, still over increasing t; s now holds the
 * absolute difference. The minimum runs over the blocks in reverse (b from NB-1 down to 1).
 * Integer + and min are exact and the minimum of the same set is the same, so sad and best
 * are identical.
 */
static void kernel_sad_blocks(int nb, int k, int cand[NB][K], int tmpl[K], int sad[NB],
                              int best[1])
{
  int b, t;
  int s, d;

#pragma scop
  for (b = 0; b < _PB_NB; b++)
    sad[b] = 0;
  for (t = 0; t < _PB_K; t++)
    for (b = 0; b < _PB_NB; b++) {
      d = cand[b][t] - tmpl[t];
      s = d >= 0 ? d : -d;
      sad[b] += s;
    }
  best[0] = sad[0];
  for (b = _PB_NB - 1; b >= 1; b--)
    best[0] = sad[b] < best[0] ? sad[b] : best[0];
#pragma endscop
}
