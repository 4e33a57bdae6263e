/* Naive reference for softmax.tc: per row n, mx = max_d X[n][d], e[d] = expf(X[n][d] - mx),
   s = sum_d e[d], Y[n][d] = e[d] / s. */
#include <math.h>
#include <stdlib.h>
int softmax(long N, long D, const float *restrict X, float *restrict Y) {
  if (N < 1 || D < 1) return -1;
  float *e = malloc(sizeof(float) * D);
  if (!e) return -2;
  for (long n = 0; n < N; n++) {
    float mx = -INFINITY, s = 0.0f;
    for (long d = 0; d < D; d++) mx = fmaxf(mx, X[n * D + d]);
    for (long d = 0; d < D; d++) e[d] = expf(X[n * D + d] - mx);
    for (long d = 0; d < D; d++) s += e[d];
    for (long d = 0; d < D; d++) Y[n * D + d] = e[d] / s;
  }
  free(e);
  return 0;
}
