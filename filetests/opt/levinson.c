// test opt
// input: ../../kernels/levinson/levinson.c
// expected:
/* hedra opt: generated from the #pragma scop region at line 41 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if (((_PB_N <= 128)))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)k;
        (void)i;
        alpha = -r[0];
        beta = SCALAR_VAL(1.0);
        y[0] = alpha;
        refl[0] = alpha;
        for (c0 = 1; c0 <= _PB_N - 1; c0++) {
          beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
          dot = SCALAR_VAL(0.0);
          for (c1 = 0; c1 <= c0 - 1; c1++)
            dot += r[c0 - 1 - c1] * y[c1];
          alpha = -(r[c0] + dot) / beta;
          for (c1 = 0; c1 <= c0 - 1; c1++)
            z[c1] = y[c1] + alpha * y[c0 - 1 - c1];
          for (c1 = 0; c1 <= c0 - 1; c1++)
            y[c1] = z[c1];
          y[c0] = alpha;
          refl[c0] = alpha;
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1;
        (void)k;
        (void)i;
        alpha = -r[0];
        beta = SCALAR_VAL(1.0);
        y[0] = alpha;
        refl[0] = alpha;
        for (c0 = 1; c0 <= _PB_N - 1; c0++) {
          beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
          dot = SCALAR_VAL(0.0);
          dot += r[c0 - 1 - 0] * y[0];
          for (c1 = 1; c1 <= c0 - 1; c1++)
            dot += r[c0 - 1 - c1] * y[c1];
          alpha = -(r[c0] + dot) / beta;
          z[0] = y[0] + alpha * y[c0 - 1 - 0];
          y[c0] = alpha;
          refl[c0] = alpha;
          for (c1 = c0 + 1; c1 <= 2 * c0 - 1; c1++)
            z[(-c0 + c1)] = y[(-c0 + c1)] + alpha * y[c0 - 1 - (-c0 + c1)];
          for (c1 = 2 * c0; c1 <= 3 * c0 - 1; c1++)
            y[(-2 * c0 + c1)] = z[(-2 * c0 + c1)];
        }
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
