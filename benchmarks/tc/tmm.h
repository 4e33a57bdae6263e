/* Descriptor of the tmm kernel for driver.c: its inputs and outputs and the call by the
   hedra tc ABI (the prototype is `hedra tc tmm.tc --emit header`'s). */
#define NIN 2
#define NOUT 1
long sz(const char *name);
int tmm(long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C);
static void kernel_lengths(long *in_len, long *out_len) {
  long M = sz("M"), K = sz("K"), N = sz("N");
  in_len[0] = M * K; in_len[1] = N * K; out_len[0] = M * N;
}
static int kernel_call(float **in, float **out) {
  return tmm(sz("M"), sz("K"), sz("N"), in[0], in[1], out[0]);
}
