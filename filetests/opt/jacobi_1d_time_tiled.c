// test opt
// input: ../../kernels/jacobi_1d/jacobi_1d.c
// options: --no-parallel
// schedule: [_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [floor(t/2), floor((2t + i)/8), t, 0, 2t + i]; S1[t, i] -> [floor(t/2), floor((2t + i + 1)/8), t, 1, 2t + i + 1] }
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef ceild
#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 41 */
  {
    if ((((double)max((_PB_TSTEPS - 1) - (0) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1;
        (void)t;
        (void)i;
        for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++) {
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            B[c1] = SCALAR_VAL(0.25) * A[c1 - 1] + SCALAR_VAL(0.5) * A[c1] + SCALAR_VAL(0.25) * A[c1 + 1];
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            A[c1] = SCALAR_VAL(0.25) * B[c1 - 1] + SCALAR_VAL(0.5) * B[c1] + SCALAR_VAL(0.25) * B[c1 + 1];
        }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1, c2, c3;
        (void)t;
        (void)i;
        for (c0 = 0; c0 <= floord(_PB_TSTEPS - 1, 2); c0++) {
          for (c1 = ceild(c0 - 1, 2); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 8), floord(_PB_N + 4 * c0, 8)); c1++) {
            if (_PB_N + 4 * c0 == 8 * c1 + 1 && 2 * c1 >= c0 + 1)
              A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
            for (c2 = max(2 * c0, ceild(-_PB_N + 8 * c1 + 2, 2)); c2 <= min(_PB_TSTEPS - 1, 2 * c0 + 1); c2++) {
              for (c3 = max(2 * c2 + 1, 8 * c1); c3 <= min(_PB_N + 2 * c2 - 2, 8 * c1 + 7); c3++)
                B[(-2 * c2 + c3)] = SCALAR_VAL(0.25) * A[(-2 * c2 + c3) - 1] + SCALAR_VAL(0.5) * A[(-2 * c2 + c3)] + SCALAR_VAL(0.25) * A[(-2 * c2 + c3) + 1];
              for (c3 = max(2 * c2 + 2, 8 * c1); c3 <= min(_PB_N + 2 * c2 - 1, 8 * c1 + 7); c3++)
                A[(-2 * c2 + c3 - 1)] = SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) - 1] + SCALAR_VAL(0.5) * B[(-2 * c2 + c3 - 1)] + SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) + 1];
            }
          }
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 8), ceild(c0 - 1, 2)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 8), floord(_PB_N + 4 * c0 + 1, 8)); c1++)
            if (4 * c1 >= _PB_TSTEPS)
              A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
          for (c1 = max(ceild(_PB_N + 4 * c0 + 1, 8), ceild(c0 - 1, 2)); c1 <= min(floord(_PB_N + 4 * c0 + 1, 8), floord(2 * _PB_TSTEPS + _PB_N - 4, 8)); c1++)
            if (2 * c1 >= c0 + 1)
              A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
        }
      }
    }
  }
