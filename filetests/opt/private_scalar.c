// test opt
// A temporary scalar reused by every iteration (issue 16): its values never cross
// iterations, so the nest becomes parallel with the scalar private to each thread, and no
// expanded array is needed because the schedule keeps each value's uses together.
void kernel(int n, double A[n][n], double B[n][n]) {
  int i, j;
  double t;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      t = A[i][j] * 2.0;
      B[i][j] = t + t * t;
    }
#pragma endscop
}
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 8 */
  {
    int c0, c1, c2, c3;
    (void)i;
    (void)j;
    #pragma omp parallel for private(c1, c2, c3, t)
    for (c0 = 0; c0 <= floord(n - 1, 32); c0++)
      for (c1 = 0; c1 <= floord(n - 1, 32); c1++)
        for (c2 = 32 * c0; c2 <= min(n - 1, 32 * c0 + 31); c2++)
          #pragma omp simd private(t)
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, n - 1); c3++) {
            t = A[c2][c3] * 2.0;
            B[c2][c3] = t + t * t;
          }
  }
