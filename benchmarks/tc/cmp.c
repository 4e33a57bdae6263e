/* Compares two raw float files (a kernel's outputs against the naive reference's).
 * Usage: cmp REF.bin OUT.bin RELTOL
 * Prints "bitwise" when the files are equal bit for bit, else "max rel err E" where E is
 * the largest |a - b| / max(|a|, |b|) over the elements (0 where both are 0); exits 1
 * when the sizes differ, an element is NaN in one file only, or E > RELTOL.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static float *load(const char *p, long *n) {
  FILE *f = fopen(p, "rb");
  if (!f) { perror(p); exit(2); }
  fseek(f, 0, SEEK_END);
  long bytes = ftell(f);
  fseek(f, 0, SEEK_SET);
  float *v = malloc(bytes ? bytes : 1);
  if (fread(v, 1, bytes, f) != (size_t)bytes) { fprintf(stderr, "cmp: short read %s\n", p); exit(2); }
  fclose(f);
  *n = bytes / (long)sizeof(float);
  return v;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: cmp REF.bin OUT.bin RELTOL\n"); return 2; }
  long n, m;
  float *a = load(argv[1], &n), *b = load(argv[2], &m);
  double tol = atof(argv[3]);
  if (n != m) { printf("size differs (%ld vs %ld floats)\n", n, m); return 1; }
  if (memcmp(a, b, n * sizeof(float)) == 0) { printf("bitwise\n"); return 0; }
  double worst = 0;
  long at = -1;
  for (long i = 0; i < n; i++) {
    if (isnan(a[i]) != isnan(b[i])) { printf("NaN mismatch at %ld\n", i); return 1; }
    double d = fabs((double)a[i] - (double)b[i]);
    double s = fmax(fabs((double)a[i]), fabs((double)b[i]));
    double r = s > 0 ? d / s : 0;
    if (r > worst) { worst = r; at = i; }
  }
  printf("max rel err %.1e\n", worst);
  if (worst > tol) { fprintf(stderr, "cmp: element %ld: %g vs %g\n", at, a[at], b[at]); return 1; }
  return 0;
}
