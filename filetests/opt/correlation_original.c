// test opt
// input: ../../kernels/correlation/correlation.c
// options: --no-schedule --no-parallel
// expected:
/* hedra opt: generated from the #pragma scop region at line 42 */
  {
    int c0, c1, c2;
    (void)j;
    (void)k;
    (void)i;
    for (c0 = 0; c0 <= _PB_M - 1; c0++) {
      mean[c0] = SCALAR_VAL(0.0);
      if (_PB_N >= 1)
        {
          DATA_TYPE r0 = mean[c0];
          for (c1 = 0; c1 <= _PB_N - 1; c1++)
            r0 += data[c1][c0];
          mean[c0] = r0;
        }
      mean[c0] = mean[c0] / count;
    }
    for (c0 = 0; c0 <= _PB_M - 1; c0++) {
      sd[c0] = SCALAR_VAL(0.0);
      if (_PB_N >= 1)
        {
          DATA_TYPE r1 = sd[c0];
          for (c1 = 0; c1 <= _PB_N - 1; c1++)
            r1 += (data[c1][c0] - mean[c0]) * (data[c1][c0] - mean[c0]);
          sd[c0] = r1;
        }
      sd[c0] = SQRT_FUN(sd[c0] / count);
    }
    for (c0 = 0; c0 <= _PB_N - 1; c0++)
      for (c1 = 0; c1 <= _PB_M - 1; c1++)
        data[c0][c1] = (data[c0][c1] - mean[c1]) / (SQRT_FUN(count) * sd[c1]);
    for (c0 = 0; c0 <= _PB_M - 1; c0++) {
      corr[c0][c0] = SCALAR_VAL(1.0);
      for (c1 = c0 + 1; c1 <= _PB_M - 1; c1++) {
        corr[c0][c1] = SCALAR_VAL(0.0);
        if (_PB_N >= 1)
          {
            DATA_TYPE r2 = corr[c0][c1];
            for (c2 = 0; c2 <= _PB_N - 1; c2++)
              r2 += data[c2][c0] * data[c2][c1];
            corr[c0][c1] = r2;
          }
        corr[c1][c0] = corr[c0][c1];
      }
    }
  }
