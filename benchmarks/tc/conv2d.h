/* Descriptor of the conv2d kernel for driver.c: its inputs and outputs and the call by the
   hedra tc ABI (the prototype is `hedra tc conv2d.tc --emit header`'s). */
#define NIN 2
#define NOUT 1
long sz(const char *name);
int conv2d(long N, long C, long H, long W, long F, long KH, long KW, const float *restrict I, const float *restrict Wt, float *restrict O);
static void kernel_lengths(long *in_len, long *out_len) {
  long N = sz("N"), C = sz("C"), H = sz("H"), W = sz("W"), F = sz("F"), KH = sz("KH"), KW = sz("KW");
  in_len[0] = N * C * H * W; in_len[1] = F * C * KH * KW;
  out_len[0] = N * F * (H - KH + 1) * (W - KW + 1);
}
static int kernel_call(float **in, float **out) {
  return conv2d(sz("N"), sz("C"), sz("H"), sz("W"), sz("F"), sz("KH"), sz("KW"), in[0], in[1], out[0]);
}
