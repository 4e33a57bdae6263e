/* Descriptor of the softmax kernel for driver.c: its inputs and outputs and the call by the
   hedra tc ABI (the prototype is `hedra tc softmax.tc --emit header`'s). */
#define NIN 1
#define NOUT 1
long sz(const char *name);
int softmax(long N, long D, const float *restrict X, float *restrict Y);
static void kernel_lengths(long *in_len, long *out_len) {
  long N = sz("N"), D = sz("D");
  in_len[0] = N * D; out_len[0] = N * D;
}
static int kernel_call(float **in, float **out) {
  return softmax(sz("N"), sz("D"), in[0], out[0]);
}
