// test run
// Loops that count down (j, l) with induction variables (k, m) in their subscripts: the
// scheduler's independence rows, built from coefficients that carry the loops' directions
// but imposed on unknowns that do not, let it repeat the hyperplane 3*i - j at every level
// of a band until its level cap ("too many levels": the original order was kept). A
// solution that raises no statement's rank now ends the band (found by a differential
// check of induction variables, seed 161).
#include <stdio.h>
#define SZ 4000
static double A[SZ], B[SZ];
int main(void) {
  int n = 5;
  int k = 0, m = 5;
  
  for (int q = 0; q < SZ; q++) { A[q] = q % 7; B[q] = q % 5; }
#pragma scop
  for (int i = 2; i < n; i++) {
    m = m + 1;
    for (int j = 7; j > 3; j--) {
      A[k + 2000] = A[k + 2000] + B[i + 100] * 0.5 + i;
      A[m + 2000] = A[m + 2000] + B[j + 100] * 0.5 + j;
      for (int l = 6; l > 3; l--) {
        m = m + 3;
        k += 2;
        m--;
        A[m + 2000] = A[m + 2000] + B[l + 100] * 0.5 + l;
      }
      A[k + 2000] = A[k + 2000] + B[j + 100] * 0.5 + j;
    }
  }
#pragma endscop
  double s = 0; for (int q = 0; q < SZ; q++) s += A[q] * (q % 13) + B[q];
  printf("%.17g %d %d\n", s, k, m);
  return 0;
}
