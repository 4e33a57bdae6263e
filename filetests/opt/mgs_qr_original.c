// test opt
// input: ../../kernels/mgs_qr/mgs_qr.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 50 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    int c0, c1, c2;
    (void)k;
    (void)i;
    (void)j;
    for (c0 = 0; c0 <= _PB_N - 1; c0++) {
      norm2 = SCALAR_VAL(0.0);
      for (c1 = 0; c1 <= _PB_M - 1; c1++)
        norm2 += A[c1][c0] * A[c1][c0];
      R[c0][c0] = SQRT_FUN(norm2);
      for (c1 = 0; c1 <= _PB_M - 1; c1++)
        Q[c1][c0] = A[c1][c0] / R[c0][c0];
      for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++) {
        R[c0][c1] = SCALAR_VAL(0.0);
        if (_PB_M >= 1)
          {
            DATA_TYPE r0 = R[c0][c1];
            for (c2 = 0; c2 <= _PB_M - 1; c2++)
              r0 += Q[c2][c0] * A[c2][c1];
            R[c0][c1] = r0;
          }
        for (c2 = 0; c2 <= _PB_M - 1; c2++)
          A[c2][c1] = A[c2][c1] - Q[c2][c0] * R[c0][c1];
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
