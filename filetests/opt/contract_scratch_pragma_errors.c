// test opt
// options: -v
// stderr: <stdin>:15:23: warning: `s` in `#pragma hedra scratch`: it is a scalar, and only arrays are contracted; ignored
// stderr: <stdin>:15:26: warning: `nothere` in `#pragma hedra scratch`: the region does not access an array of that name; ignored
// stderr: <stdin>:15:35: warning: `t` in `#pragma hedra scratch`: the function uses it after the region, so its values may be needed; it keeps its storage
// stderr: <stdin>:16:1: warning: malformed `#pragma hedra scratch`
// stderr: array contraction: u[n] becomes u_c[
// Bad names in `#pragma hedra scratch` (issue 18): a scalar, a name the region does not
// use, and an array the function reads after the region each get a warning at their
// position and are ignored; a malformed pragma is ignored with a warning. The region is
// still optimized, and the valid name (u) is contracted.
double f(int n, double a[n], double t[n], double u[n]) {
  int i;
  double s = 0;
#pragma hedra scratch(s, nothere, t, u)
#pragma hedra scratch u
#pragma scop
  for (i = 0; i < n; i++) {
    t[i] = a[i] * 2.0;
    u[i] = a[i] + 1.0;
  }
  for (i = 1; i < n; i++)
    a[i] = t[i] + u[i] * u[i - 1];
  s = 1.0;
#pragma endscop
  return t[0] + s;
}
// expected:
/* hedra opt: generated from the #pragma scop region at line 17 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if (((n <= 8191)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0;
        (void)i;
        for (c0 = 0; c0 <= n - 1; c0++) {
          t[c0] = a[c0] * 2.0;
          u[c0] = a[c0] + 1.0;
        }
        for (c0 = 1; c0 <= n - 1; c0++)
          a[c0] = t[c0] + u[c0] * u[c0 - 1];
        s = 1.0;
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0;
        double u_c[2];
        (void)i;
        (void)u;
        if (n >= 1)
          t[0] = a[0] * 2.0;
        if (n >= 1)
          u_c[0 % 2] = a[0] + 1.0;
        if (n >= 1)
          s = 1.0;
        for (c0 = 1; c0 <= n - 1; c0++) {
          t[c0] = a[c0] * 2.0;
          u_c[c0 % 2] = a[c0] + 1.0;
          a[c0] = t[c0] + u_c[c0 % 2] * u_c[(c0 - 1) % 2];
        }
        if (n <= 0)
          s = 1.0;
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
  return t[0] + s;
}
