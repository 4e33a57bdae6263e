/* Naive reference for conv2d.tc: O[n][f][h][w] = sum_{c,kh,kw} I[n][c][h+kh][w+kw] *
   Wt[f][c][kh][kw], for h < H-KH+1, w < W-KW+1 (valid convolution, stride 1). */
int conv2d(long N, long C, long H, long W, long F, long KH, long KW, const float *restrict I, const float *restrict Wt, float *restrict O) {
  long OH = H - KH + 1, OW = W - KW + 1;
  if (N < 1 || C < 1 || H < 1 || W < 1 || F < 1 || KH < 1 || KW < 1 || OH < 1 || OW < 1) return -1;
  for (long n = 0; n < N; n++)
    for (long f = 0; f < F; f++)
      for (long h = 0; h < OH; h++)
        for (long w = 0; w < OW; w++) {
          float acc = 0.0f;
          for (long c = 0; c < C; c++)
            for (long kh = 0; kh < KH; kh++)
              for (long kw = 0; kw < KW; kw++)
                acc += I[((n * C + c) * H + h + kh) * W + w + kw] * Wt[((f * C + c) * KH + kh) * KW + kw];
          O[((n * F + f) * OH + h) * OW + w] = acc;
        }
  return 0;
}
