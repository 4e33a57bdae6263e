/* Descriptor of the bmm kernel for driver.c: its inputs and outputs and the call by the
   hedra tc ABI (the prototype is `hedra tc bmm.tc --emit header`'s). */
#define NIN 2
#define NOUT 1
long sz(const char *name);
int bmm(long Bt, long M, long K, long N, const float *restrict A, const float *restrict B, float *restrict C);
static void kernel_lengths(long *in_len, long *out_len) {
  long Bt = sz("Bt"), M = sz("M"), K = sz("K"), N = sz("N");
  in_len[0] = Bt * M * K; in_len[1] = Bt * K * N; out_len[0] = Bt * M * N;
}
static int kernel_call(float **in, float **out) {
  return bmm(sz("Bt"), sz("M"), sz("K"), sz("N"), in[0], in[1], out[0]);
}
