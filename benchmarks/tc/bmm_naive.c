/* Naive reference for bmm.tc: C[b][m][n] = sum_k A[b][m][k] * B[b][k][n] (loop order
   b, m, k, n as in mm_naive.c). */
int bmm(long Bt, long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C) {
  if (Bt < 1 || M < 1 || K < 1 || N < 1) return -1;
  for (long b = 0; b < Bt; b++)
    for (long m = 0; m < M; m++) {
      float *c = C + (b * M + m) * N;
      for (long n = 0; n < N; n++) c[n] = 0.0f;
      for (long k = 0; k < K; k++)
        for (long n = 0; n < N; n++) c[n] += A[(b * M + m) * K + k] * B[(b * K + k) * N + n];
    }
  return 0;
}
