/* Naive reference for tmm.tc: C[m][n] = sum_k A[m][k] * B[n][k] (a dot product of two
   rows per element, k in increasing order). */
int tmm(long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C) {
  if (M < 1 || K < 1 || N < 1) return -1;
  for (long m = 0; m < M; m++)
    for (long n = 0; n < N; n++) {
      float acc = 0.0f;
      for (long k = 0; k < K; k++) acc += A[m * K + k] * B[n * K + k];
      C[m * N + n] = acc;
    }
  return 0;
}
