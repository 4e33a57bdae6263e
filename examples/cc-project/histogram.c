/* A region that hedra cannot model: the loop bound is read from memory. The build must
 * still succeed, with a warning that names this file and line; the function runs as
 * written. */
#include "kernels.h"

long histogram_free_sum(int n, const int *idx, long *bins)
{
  int i;
  long total = 0;

#pragma scop
  for (i = 0; i < idx[0] && i < n; i++)
    total += bins[i];
#pragma endscop
  return total;
}
