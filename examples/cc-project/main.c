/* Runs the kernels of the example project on fixed data and prints checksums. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "kernels.h"

static double A[N][N], B[N][N], C[N][N], S[N][N], T[N][N];

int main(void)
{
  int i, j;
  long bins[N];
  int idx[1] = {N / 2};

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % 7) / 7.0;
      B[i][j] = (double)((i + 2 * j) % 5) / 5.0;
      C[i][j] = (double)(i - j) / N;
      S[i][j] = (double)((i * 3 + j) % 11);
      T[i][j] = 0.0;
    }
  for (i = 0; i < N; i++)
    bins[i] = i % 13;

  product(N, A, B, C);
  smooth(STEPS, N, S, T);
  long sum = histogram_free_sum(N, idx, bins);

  double c = 0.0, s = 0.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      c += C[i][j] * (1 + (i + j) % 3);
      s += sqrt(S[i][j] * S[i][j]);
    }
  printf("product %.10e\nstencil %.10e\nsum %ld\n", c, s, sum);
  return 0;
}
