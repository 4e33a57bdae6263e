// test opt
// A floating-point sum is reordered only with --reassociate (issue 16): here the loops
// stay sequential, the accumulator is kept in a register by scalar promotion.
void kernel(int n, double x[n], double y[n], double *dot) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    dot[0] += x[i] * y[i];
#pragma endscop
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 6 */
  {
    if (((n <= 16383)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0;
        (void)i;
        if (n >= 1)
          {
            double r0 = dot[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              r0 += x[c0] * y[c0];
            dot[0] = r0;
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0;
        (void)i;
        if (n >= 1)
          {
            double r0 = dot[0];
            for (c0 = 0; c0 <= n - 1; c0++)
              r0 += x[c0] * y[c0];
            dot[0] = r0;
          }
      }
    }
  }
