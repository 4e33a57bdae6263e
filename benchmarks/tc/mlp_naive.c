/* Naive reference for mlp.tc: y[b][o] = max(sum_i x[b][i] * w[o][i] + bias[o], 0). */
#include <math.h>
int mlp(long B, long I, long O, const float *restrict x, const float *restrict w, const float *restrict bias, float *restrict y) {
  if (B < 1 || I < 1 || O < 1) return -1;
  for (long b = 0; b < B; b++)
    for (long o = 0; o < O; o++) {
      float acc = 0.0f;
      for (long i = 0; i < I; i++) acc += x[b * I + i] * w[o * I + i];
      y[b * O + o] = fmaxf(acc + bias[o], 0.0f);
    }
  return 0;
}
