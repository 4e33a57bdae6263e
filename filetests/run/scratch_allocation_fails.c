// test run
// When the expanded copy of a privatized scalar cannot be allocated (issue 16), the region
// runs the code hedra generates without privatization instead. Here every allocation of
// the generated code (`__builtin_malloc`) fails.
#include <stdio.h>
#define N 50
#define __builtin_malloc(bytes) ((void *)0)
double S[N][N], B[N][N], C[N][N];
void kernel(int n) {
  int i, j, k;
  double acc;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      acc = 0.0;
      for (k = 0; k < n; k++)
        acc += S[i][k] * B[k][j];
      C[i][j] = acc;
    }
#pragma endscop
}
int main(void) {
  int i, j;
  double sum = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      S[i][j] = ((i * 7 + j * 3) % 13) / 8.0;
      B[i][j] = ((i + 2 * j) % 9) / 4.0;
    }
  kernel(N);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + j) % 7);
  printf("%.6f\n", sum);
  return 0;
}
