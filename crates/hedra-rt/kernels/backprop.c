/* The weight update of a neural network's back-propagation: args NOUT NIN. */
#include "common.h"

static void kernel(int ndelta, int nly, double eta, double momentum, const double *delta,
                   const double *ly, double **w, double **oldw) {
  int j, k;
#pragma hedra dcop
  for (j = 1; j <= ndelta; j++)
    for (k = 0; k <= nly; k++) {
      oldw[k][j] = eta * delta[j] * ly[k] + momentum * oldw[k][j];
      w[k][j] += oldw[k][j];
    }
}

int main(int argc, char **argv) {
  int nout = arg(argc, argv, 1, 256), nin = arg(argc, argv, 2, 4096);
  double *delta = malloc((size_t)(nout + 1) * sizeof *delta);
  double *ly = malloc((size_t)(nin + 1) * sizeof *ly);
  double **w = rows(nin + 1, nout + 1), **oldw = rows(nin + 1, nout + 1);
  for (int j = 0; j <= nout; j++)
    delta[j] = ((j * 7) % 19) / 19.0 - 0.5;
  for (int k = 0; k <= nin; k++) {
    ly[k] = ((k * 3) % 23) / 23.0;
    for (int j = 0; j <= nout; j++) {
      w[k][j] = ((k + j) % 13) / 13.0;
      oldw[k][j] = ((k * j) % 5) / 50.0;
    }
  }
  double t0 = now();
  kernel(nout, nin, 0.3, 0.3, delta, ly, w, oldw);
  double t1 = now();
  uint64_t h = hash_rows(w, nin + 1, nout + 1, 14695981039346656037ull);
  report(hash_rows(oldw, nin + 1, nout + 1, h), t1 - t0);
  return 0;
}
