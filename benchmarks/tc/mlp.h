/* Descriptor of the mlp kernel for driver.c: its inputs and outputs and the call by the
   hedra tc ABI (the prototype is `hedra tc mlp.tc --emit header`'s). */
#define NIN 3
#define NOUT 1
long sz(const char *name);
int mlp(long B, long I, long O, const float *restrict x, const float *restrict w, const float *restrict bias, float *restrict y);
static void kernel_lengths(long *in_len, long *out_len) {
  long B = sz("B"), I = sz("I"), O = sz("O");
  in_len[0] = B * I; in_len[1] = O * I; in_len[2] = O; out_len[0] = B * O;
}
static int kernel_call(float **in, float **out) {
  return mlp(sz("B"), sz("I"), sz("O"), in[0], in[1], in[2], out[0]);
}
