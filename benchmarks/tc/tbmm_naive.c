/* Naive reference for tbmm.tc: C[b][m][n] = sum_k A[b][m][k] * B[b][n][k]. */
int tbmm(long Bt, long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C) {
  if (Bt < 1 || M < 1 || K < 1 || N < 1) return -1;
  for (long b = 0; b < Bt; b++)
    for (long m = 0; m < M; m++)
      for (long n = 0; n < N; n++) {
        float acc = 0.0f;
        for (long k = 0; k < K; k++) acc += A[(b * M + m) * K + k] * B[(b * N + n) * K + k];
        C[(b * M + m) * N + n] = acc;
      }
  return 0;
}
