/* Naive reference for gconv.tc: for each group g, O[n][g][f][h][w] = sum_{c,kh,kw}
   I[n][g][c][h+kh][w+kw] * Wt[g][f][c][kh][kw] (valid, stride 1). */
int gconv(long N, long G, long C, long H, long W, long F, long KH, long KW, const float *restrict I, const float *restrict Wt, float *restrict O) {
  long OH = H - KH + 1, OW = W - KW + 1;
  if (N < 1 || G < 1 || C < 1 || H < 1 || W < 1 || F < 1 || KH < 1 || KW < 1 || OH < 1 || OW < 1) return -1;
  for (long n = 0; n < N; n++)
    for (long g = 0; g < G; g++)
      for (long f = 0; f < F; f++)
        for (long h = 0; h < OH; h++)
          for (long w = 0; w < OW; w++) {
            float acc = 0.0f;
            for (long c = 0; c < C; c++)
              for (long kh = 0; kh < KH; kh++)
                for (long kw = 0; kw < KW; kw++)
                  acc += I[(((n * G + g) * C + c) * H + h + kh) * W + w + kw] *
                         Wt[(((g * F + f) * C + c) * KH + kh) * KW + kw];
            O[(((n * G + g) * F + f) * OH + h) * OW + w] = acc;
          }
  return 0;
}
