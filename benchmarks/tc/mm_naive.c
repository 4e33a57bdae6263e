/* Naive reference for mm.tc: C[m][n] = sum_k A[m][k] * B[k][n], k in increasing order.
   Loop order m, k, n (rows of B and C read contiguously, so gcc vectorizes over n); each
   C[m][n] is still summed over k = 0, 1, ... in that order. */
int mm(long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C) {
  if (M < 1 || K < 1 || N < 1) return -1;
  for (long m = 0; m < M; m++) {
    for (long n = 0; n < N; n++) C[m * N + n] = 0.0f;
    for (long k = 0; k < K; k++)
      for (long n = 0; n < N; n++) C[m * N + n] += A[m * K + k] * B[k * N + n];
  }
  return 0;
}
