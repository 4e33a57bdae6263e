// test opt
// input: ../../kernels/jacobi_2d/jacobi_2d.c
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
#ifndef HEDRA_OUTLINED
#if defined(__GNUC__)
#define HEDRA_OUTLINED static __attribute__((noinline))
#else
#define HEDRA_OUTLINED static
#endif
#endif
/* hedra opt: version 0 of 8 of the region at line 40 of kernel_jacobi_2d, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  (void)tsteps;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
        #pragma omp parallel for private(c2, c3, c4, c5)
        for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
          for (c2 = max(ceild(-_PB_N + 32 * c1 - 28, 32), 2 * c0 - 2 * c1); c2 <= min(floord(-_PB_N + 32 * c1 - 28, 32), floord(_PB_N + 32 * c1 + 27, 32)); c2++)
            B[(_PB_N - 2)][1] = SCALAR_VAL(0.5) * A[(_PB_N - 2)][1] + SCALAR_VAL(0.125) * (A[(_PB_N - 2) - 1][1] + A[(_PB_N - 2) + 1][1] + A[(_PB_N - 2)][1 - 1] + A[(_PB_N - 2)][1 + 1]);
          for (c2 = max(2 * c0 - 2 * c1, ceild(-_PB_N + 32 * c1 - 27, 32)); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32), floord(_PB_N + 32 * c1 + 27, 32))); c2++) {
            for (c3 = max(ceild(-_PB_N + 32 * c2 + 1, 2), max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= floord(-_PB_N + 32 * c2 + 1, 2); c3++)
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 1, 32 * c1 + 31); c4++)
                A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
            for (c3 = max(32 * c0 - 32 * c1, max(ceild(-_PB_N + 32 * c2 + 2, 2), ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= min(16 * c2 + 14, min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1))); c3++) {
              if (c3 >= 16 * c1)
                for (c4 = max(32 * c2, 2 * c3 + 1); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c4++)
                  B[1][(-2 * c3 + c4)] = SCALAR_VAL(0.5) * A[1][(-2 * c3 + c4)] + SCALAR_VAL(0.125) * (A[1 - 1][(-2 * c3 + c4)] + A[1 + 1][(-2 * c3 + c4)] + A[1][(-2 * c3 + c4) - 1] + A[1][(-2 * c3 + c4) + 1]);
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 2, 32 * c1 + 31); c4++) {
                if (c3 >= 16 * c2)
                  B[(-2 * c3 + c4)][1] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][1] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][1] + A[(-2 * c3 + c4) + 1][1] + A[(-2 * c3 + c4)][1 - 1] + A[(-2 * c3 + c4)][1 + 1]);
                for (c5 = max(2 * c3 + 2, 32 * c2); c5 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c5++) {
                  B[(-2 * c3 + c4)][(-2 * c3 + c5)] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][(-2 * c3 + c5)] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4) + 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4)][(-2 * c3 + c5) - 1] + A[(-2 * c3 + c4)][(-2 * c3 + c5) + 1]);
                  A[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1) + 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) - 1] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) + 1]);
                }
                if (32 * c2 >= _PB_N + 2 * c3 - 32)
                  A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
              }
              if (32 * c1 >= _PB_N + 2 * c3 - 32)
                for (c4 = max(2 * c3 + 2, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 1); c4++)
                  A[(_PB_N - 2)][(-2 * c3 + c4 - 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * c3 + c4 - 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2) + 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) - 1] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) + 1]);
            }
            if (_PB_TSTEPS >= 16 * c2 + 16 && 2 * c0 >= 2 * c1 + c2 - 1)
              for (c3 = max(32 * c2 + 31, 32 * c1); c3 <= min(_PB_N + 32 * c2 + 28, 32 * c1 + 31); c3++)
                B[(-32 * c2 + c3 - 30)][1] = SCALAR_VAL(0.5) * A[(-32 * c2 + c3 - 30)][1] + SCALAR_VAL(0.125) * (A[(-32 * c2 + c3 - 30) - 1][1] + A[(-32 * c2 + c3 - 30) + 1][1] + A[(-32 * c2 + c3 - 30)][1 - 1] + A[(-32 * c2 + c3 - 30)][1 + 1]);
            if (c2 >= c1 + 1 && 2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 32 * c1 + 28, 32 * c2 + 31); c3++)
                B[1][(-32 * c1 + c3 - 30)] = SCALAR_VAL(0.5) * A[1][(-32 * c1 + c3 - 30)] + SCALAR_VAL(0.125) * (A[1 - 1][(-32 * c1 + c3 - 30)] + A[1 + 1][(-32 * c1 + c3 - 30)] + A[1][(-32 * c1 + c3 - 30) - 1] + A[1][(-32 * c1 + c3 - 30) + 1]);
          }
          if (_PB_N >= 3)
            for (c2 = max(ceild(_PB_N + 32 * c1 + 28, 32), ceild(-_PB_N + 32 * c1 - 28, 32)); c2 <= min(floord(_PB_N + 32 * c1 + 28, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32))); c2++)
              B[1][(_PB_N - 2)] = SCALAR_VAL(0.5) * A[1][(_PB_N - 2)] + SCALAR_VAL(0.125) * (A[1 - 1][(_PB_N - 2)] + A[1 + 1][(_PB_N - 2)] + A[1][(_PB_N - 2) - 1] + A[1][(_PB_N - 2) + 1]);
          for (c2 = ceild(2 * _PB_TSTEPS + _PB_N - 3, 32); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32))); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c1); c3 <= 32 * c1 + 31; c3++)
              A[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * _PB_TSTEPS + c3 + 1) - 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1) + 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) - 1] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) + 1]);
          for (c2 = ceild(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2 <= min(floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              A[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-64 * c0 + 64 * c1 + c3 - 63) - 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63) + 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) - 1] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) + 1]);
        }
        if (((double)max((min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96)))) - (max(floord(2 * _PB_TSTEPS + _PB_N + 28, 32), floord(2, 3))) + 1, 0) * (double)max((floord(2 * _PB_TSTEPS + _PB_N - 3, 32)) - (max(floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0) * (double)max((min(2 * _PB_TSTEPS + _PB_N - 3, 32 * floord(2 * _PB_TSTEPS + _PB_N - 3, 32) + 31)) - (max(2 * _PB_TSTEPS, max(32 * floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), 32 * floord(-_PB_N + 32 * floord(2, 3) + 4, 32)))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        } else {
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        }
        if (((double)max((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32)))) - (max(floord(_PB_N + 156, 96), floord(2, 3))) + 1, 0) * (double)max((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, 32))) - (max(floord(-_PB_N + 32 * floord(_PB_N + 156, 96) + 4, 32), floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0) * (double)max((min(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, min(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, min(32 * floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, 32) + 31, 32 * floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, 32) + 31)))) - (max(32 * floord(-_PB_N + 32 * floord(_PB_N + 156, 96) + 4, 32), 32 * floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
        } else {
          for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
        }
      }
    }
}
/* hedra opt: version 1 of 8 of the region at line 40 of kernel_jacobi_2d, moved out of it */
HEDRA_OUTLINED void hedra_version_1(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  (void)tsteps;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
        for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
          for (c2 = max(ceild(-_PB_N + 32 * c1 - 28, 32), 2 * c0 - 2 * c1); c2 <= min(floord(-_PB_N + 32 * c1 - 28, 32), floord(_PB_N + 32 * c1 + 27, 32)); c2++)
            B[(_PB_N - 2)][1] = SCALAR_VAL(0.5) * A[(_PB_N - 2)][1] + SCALAR_VAL(0.125) * (A[(_PB_N - 2) - 1][1] + A[(_PB_N - 2) + 1][1] + A[(_PB_N - 2)][1 - 1] + A[(_PB_N - 2)][1 + 1]);
          for (c2 = max(2 * c0 - 2 * c1, ceild(-_PB_N + 32 * c1 - 27, 32)); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32), floord(_PB_N + 32 * c1 + 27, 32))); c2++) {
            for (c3 = max(ceild(-_PB_N + 32 * c2 + 1, 2), max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= floord(-_PB_N + 32 * c2 + 1, 2); c3++)
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 1, 32 * c1 + 31); c4++)
                A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
            for (c3 = max(32 * c0 - 32 * c1, max(ceild(-_PB_N + 32 * c2 + 2, 2), ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= min(16 * c2 + 14, min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1))); c3++) {
              if (c3 >= 16 * c1)
                for (c4 = max(32 * c2, 2 * c3 + 1); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c4++)
                  B[1][(-2 * c3 + c4)] = SCALAR_VAL(0.5) * A[1][(-2 * c3 + c4)] + SCALAR_VAL(0.125) * (A[1 - 1][(-2 * c3 + c4)] + A[1 + 1][(-2 * c3 + c4)] + A[1][(-2 * c3 + c4) - 1] + A[1][(-2 * c3 + c4) + 1]);
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 2, 32 * c1 + 31); c4++) {
                if (c3 >= 16 * c2)
                  B[(-2 * c3 + c4)][1] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][1] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][1] + A[(-2 * c3 + c4) + 1][1] + A[(-2 * c3 + c4)][1 - 1] + A[(-2 * c3 + c4)][1 + 1]);
                for (c5 = max(2 * c3 + 2, 32 * c2); c5 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c5++) {
                  B[(-2 * c3 + c4)][(-2 * c3 + c5)] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][(-2 * c3 + c5)] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4) + 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4)][(-2 * c3 + c5) - 1] + A[(-2 * c3 + c4)][(-2 * c3 + c5) + 1]);
                  A[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1) + 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) - 1] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) + 1]);
                }
                if (32 * c2 >= _PB_N + 2 * c3 - 32)
                  A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
              }
              if (32 * c1 >= _PB_N + 2 * c3 - 32)
                for (c4 = max(2 * c3 + 2, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 1); c4++)
                  A[(_PB_N - 2)][(-2 * c3 + c4 - 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * c3 + c4 - 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2) + 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) - 1] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) + 1]);
            }
            if (_PB_TSTEPS >= 16 * c2 + 16 && 2 * c0 >= 2 * c1 + c2 - 1)
              for (c3 = max(32 * c2 + 31, 32 * c1); c3 <= min(_PB_N + 32 * c2 + 28, 32 * c1 + 31); c3++)
                B[(-32 * c2 + c3 - 30)][1] = SCALAR_VAL(0.5) * A[(-32 * c2 + c3 - 30)][1] + SCALAR_VAL(0.125) * (A[(-32 * c2 + c3 - 30) - 1][1] + A[(-32 * c2 + c3 - 30) + 1][1] + A[(-32 * c2 + c3 - 30)][1 - 1] + A[(-32 * c2 + c3 - 30)][1 + 1]);
            if (c2 >= c1 + 1 && 2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 32 * c1 + 28, 32 * c2 + 31); c3++)
                B[1][(-32 * c1 + c3 - 30)] = SCALAR_VAL(0.5) * A[1][(-32 * c1 + c3 - 30)] + SCALAR_VAL(0.125) * (A[1 - 1][(-32 * c1 + c3 - 30)] + A[1 + 1][(-32 * c1 + c3 - 30)] + A[1][(-32 * c1 + c3 - 30) - 1] + A[1][(-32 * c1 + c3 - 30) + 1]);
          }
          if (_PB_N >= 3)
            for (c2 = max(ceild(_PB_N + 32 * c1 + 28, 32), ceild(-_PB_N + 32 * c1 - 28, 32)); c2 <= min(floord(_PB_N + 32 * c1 + 28, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32))); c2++)
              B[1][(_PB_N - 2)] = SCALAR_VAL(0.5) * A[1][(_PB_N - 2)] + SCALAR_VAL(0.125) * (A[1 - 1][(_PB_N - 2)] + A[1 + 1][(_PB_N - 2)] + A[1][(_PB_N - 2) - 1] + A[1][(_PB_N - 2) + 1]);
          for (c2 = ceild(2 * _PB_TSTEPS + _PB_N - 3, 32); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32))); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c1); c3 <= 32 * c1 + 31; c3++)
              A[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * _PB_TSTEPS + c3 + 1) - 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1) + 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) - 1] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) + 1]);
          for (c2 = ceild(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2 <= min(floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              A[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-64 * c0 + 64 * c1 + c3 - 63) - 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63) + 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) - 1] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) + 1]);
        }
        if (((double)max((min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96)))) - (max(floord(2 * _PB_TSTEPS + _PB_N + 28, 32), floord(2, 3))) + 1, 0) * (double)max((floord(2 * _PB_TSTEPS + _PB_N - 3, 32)) - (max(floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0) * (double)max((min(2 * _PB_TSTEPS + _PB_N - 3, 32 * floord(2 * _PB_TSTEPS + _PB_N - 3, 32) + 31)) - (max(2 * _PB_TSTEPS, max(32 * floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), 32 * floord(-_PB_N + 32 * floord(2, 3) + 4, 32)))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        } else {
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        }
        for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
          for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
            for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
              A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
      }
    }
}
/* hedra opt: version 2 of 8 of the region at line 40 of kernel_jacobi_2d, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  (void)tsteps;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
        #pragma omp parallel for private(c2, c3, c4, c5)
        for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
          for (c2 = max(ceild(-_PB_N + 32 * c1 - 28, 32), 2 * c0 - 2 * c1); c2 <= min(floord(-_PB_N + 32 * c1 - 28, 32), floord(_PB_N + 32 * c1 + 27, 32)); c2++)
            B[(_PB_N - 2)][1] = SCALAR_VAL(0.5) * A[(_PB_N - 2)][1] + SCALAR_VAL(0.125) * (A[(_PB_N - 2) - 1][1] + A[(_PB_N - 2) + 1][1] + A[(_PB_N - 2)][1 - 1] + A[(_PB_N - 2)][1 + 1]);
          for (c2 = max(2 * c0 - 2 * c1, ceild(-_PB_N + 32 * c1 - 27, 32)); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32), floord(_PB_N + 32 * c1 + 27, 32))); c2++) {
            for (c3 = max(ceild(-_PB_N + 32 * c2 + 1, 2), max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= floord(-_PB_N + 32 * c2 + 1, 2); c3++)
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 1, 32 * c1 + 31); c4++)
                A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
            for (c3 = max(32 * c0 - 32 * c1, max(ceild(-_PB_N + 32 * c2 + 2, 2), ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= min(16 * c2 + 14, min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1))); c3++) {
              if (c3 >= 16 * c1)
                for (c4 = max(32 * c2, 2 * c3 + 1); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c4++)
                  B[1][(-2 * c3 + c4)] = SCALAR_VAL(0.5) * A[1][(-2 * c3 + c4)] + SCALAR_VAL(0.125) * (A[1 - 1][(-2 * c3 + c4)] + A[1 + 1][(-2 * c3 + c4)] + A[1][(-2 * c3 + c4) - 1] + A[1][(-2 * c3 + c4) + 1]);
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 2, 32 * c1 + 31); c4++) {
                if (c3 >= 16 * c2)
                  B[(-2 * c3 + c4)][1] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][1] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][1] + A[(-2 * c3 + c4) + 1][1] + A[(-2 * c3 + c4)][1 - 1] + A[(-2 * c3 + c4)][1 + 1]);
                for (c5 = max(2 * c3 + 2, 32 * c2); c5 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c5++) {
                  B[(-2 * c3 + c4)][(-2 * c3 + c5)] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][(-2 * c3 + c5)] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4) + 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4)][(-2 * c3 + c5) - 1] + A[(-2 * c3 + c4)][(-2 * c3 + c5) + 1]);
                  A[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1) + 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) - 1] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) + 1]);
                }
                if (32 * c2 >= _PB_N + 2 * c3 - 32)
                  A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
              }
              if (32 * c1 >= _PB_N + 2 * c3 - 32)
                for (c4 = max(2 * c3 + 2, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 1); c4++)
                  A[(_PB_N - 2)][(-2 * c3 + c4 - 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * c3 + c4 - 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2) + 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) - 1] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) + 1]);
            }
            if (_PB_TSTEPS >= 16 * c2 + 16 && 2 * c0 >= 2 * c1 + c2 - 1)
              for (c3 = max(32 * c2 + 31, 32 * c1); c3 <= min(_PB_N + 32 * c2 + 28, 32 * c1 + 31); c3++)
                B[(-32 * c2 + c3 - 30)][1] = SCALAR_VAL(0.5) * A[(-32 * c2 + c3 - 30)][1] + SCALAR_VAL(0.125) * (A[(-32 * c2 + c3 - 30) - 1][1] + A[(-32 * c2 + c3 - 30) + 1][1] + A[(-32 * c2 + c3 - 30)][1 - 1] + A[(-32 * c2 + c3 - 30)][1 + 1]);
            if (c2 >= c1 + 1 && 2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 32 * c1 + 28, 32 * c2 + 31); c3++)
                B[1][(-32 * c1 + c3 - 30)] = SCALAR_VAL(0.5) * A[1][(-32 * c1 + c3 - 30)] + SCALAR_VAL(0.125) * (A[1 - 1][(-32 * c1 + c3 - 30)] + A[1 + 1][(-32 * c1 + c3 - 30)] + A[1][(-32 * c1 + c3 - 30) - 1] + A[1][(-32 * c1 + c3 - 30) + 1]);
          }
          if (_PB_N >= 3)
            for (c2 = max(ceild(_PB_N + 32 * c1 + 28, 32), ceild(-_PB_N + 32 * c1 - 28, 32)); c2 <= min(floord(_PB_N + 32 * c1 + 28, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32))); c2++)
              B[1][(_PB_N - 2)] = SCALAR_VAL(0.5) * A[1][(_PB_N - 2)] + SCALAR_VAL(0.125) * (A[1 - 1][(_PB_N - 2)] + A[1 + 1][(_PB_N - 2)] + A[1][(_PB_N - 2) - 1] + A[1][(_PB_N - 2) + 1]);
          for (c2 = ceild(2 * _PB_TSTEPS + _PB_N - 3, 32); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32))); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c1); c3 <= 32 * c1 + 31; c3++)
              A[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * _PB_TSTEPS + c3 + 1) - 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1) + 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) - 1] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) + 1]);
          for (c2 = ceild(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2 <= min(floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              A[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-64 * c0 + 64 * c1 + c3 - 63) - 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63) + 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) - 1] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) + 1]);
        }
        for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
          for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
              A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        if (((double)max((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32)))) - (max(floord(_PB_N + 156, 96), floord(2, 3))) + 1, 0) * (double)max((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, 32))) - (max(floord(-_PB_N + 32 * floord(_PB_N + 156, 96) + 4, 32), floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0) * (double)max((min(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, min(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, min(32 * floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(_PB_N + 156, 96) + 61, 32) + 31, 32 * floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) - 64 * floord(2, 3) + 61, 32) + 31)))) - (max(32 * floord(-_PB_N + 32 * floord(_PB_N + 156, 96) + 4, 32), 32 * floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
        } else {
          for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
        }
      }
    }
}
/* hedra opt: version 3 of 8 of the region at line 40 of kernel_jacobi_2d, moved out of it */
HEDRA_OUTLINED void hedra_version_3(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  (void)tsteps;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
        #pragma omp parallel for private(c2, c3, c4, c5)
        for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
          for (c2 = max(ceild(-_PB_N + 32 * c1 - 28, 32), 2 * c0 - 2 * c1); c2 <= min(floord(-_PB_N + 32 * c1 - 28, 32), floord(_PB_N + 32 * c1 + 27, 32)); c2++)
            B[(_PB_N - 2)][1] = SCALAR_VAL(0.5) * A[(_PB_N - 2)][1] + SCALAR_VAL(0.125) * (A[(_PB_N - 2) - 1][1] + A[(_PB_N - 2) + 1][1] + A[(_PB_N - 2)][1 - 1] + A[(_PB_N - 2)][1 + 1]);
          for (c2 = max(2 * c0 - 2 * c1, ceild(-_PB_N + 32 * c1 - 27, 32)); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32), floord(_PB_N + 32 * c1 + 27, 32))); c2++) {
            for (c3 = max(ceild(-_PB_N + 32 * c2 + 1, 2), max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= floord(-_PB_N + 32 * c2 + 1, 2); c3++)
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 1, 32 * c1 + 31); c4++)
                A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
            for (c3 = max(32 * c0 - 32 * c1, max(ceild(-_PB_N + 32 * c2 + 2, 2), ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= min(16 * c2 + 14, min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1))); c3++) {
              if (c3 >= 16 * c1)
                for (c4 = max(32 * c2, 2 * c3 + 1); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c4++)
                  B[1][(-2 * c3 + c4)] = SCALAR_VAL(0.5) * A[1][(-2 * c3 + c4)] + SCALAR_VAL(0.125) * (A[1 - 1][(-2 * c3 + c4)] + A[1 + 1][(-2 * c3 + c4)] + A[1][(-2 * c3 + c4) - 1] + A[1][(-2 * c3 + c4) + 1]);
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 2, 32 * c1 + 31); c4++) {
                if (c3 >= 16 * c2)
                  B[(-2 * c3 + c4)][1] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][1] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][1] + A[(-2 * c3 + c4) + 1][1] + A[(-2 * c3 + c4)][1 - 1] + A[(-2 * c3 + c4)][1 + 1]);
                for (c5 = max(2 * c3 + 2, 32 * c2); c5 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c5++) {
                  B[(-2 * c3 + c4)][(-2 * c3 + c5)] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][(-2 * c3 + c5)] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4) + 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4)][(-2 * c3 + c5) - 1] + A[(-2 * c3 + c4)][(-2 * c3 + c5) + 1]);
                  A[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1) + 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) - 1] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) + 1]);
                }
                if (32 * c2 >= _PB_N + 2 * c3 - 32)
                  A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
              }
              if (32 * c1 >= _PB_N + 2 * c3 - 32)
                for (c4 = max(2 * c3 + 2, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 1); c4++)
                  A[(_PB_N - 2)][(-2 * c3 + c4 - 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * c3 + c4 - 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2) + 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) - 1] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) + 1]);
            }
            if (_PB_TSTEPS >= 16 * c2 + 16 && 2 * c0 >= 2 * c1 + c2 - 1)
              for (c3 = max(32 * c2 + 31, 32 * c1); c3 <= min(_PB_N + 32 * c2 + 28, 32 * c1 + 31); c3++)
                B[(-32 * c2 + c3 - 30)][1] = SCALAR_VAL(0.5) * A[(-32 * c2 + c3 - 30)][1] + SCALAR_VAL(0.125) * (A[(-32 * c2 + c3 - 30) - 1][1] + A[(-32 * c2 + c3 - 30) + 1][1] + A[(-32 * c2 + c3 - 30)][1 - 1] + A[(-32 * c2 + c3 - 30)][1 + 1]);
            if (c2 >= c1 + 1 && 2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 32 * c1 + 28, 32 * c2 + 31); c3++)
                B[1][(-32 * c1 + c3 - 30)] = SCALAR_VAL(0.5) * A[1][(-32 * c1 + c3 - 30)] + SCALAR_VAL(0.125) * (A[1 - 1][(-32 * c1 + c3 - 30)] + A[1 + 1][(-32 * c1 + c3 - 30)] + A[1][(-32 * c1 + c3 - 30) - 1] + A[1][(-32 * c1 + c3 - 30) + 1]);
          }
          if (_PB_N >= 3)
            for (c2 = max(ceild(_PB_N + 32 * c1 + 28, 32), ceild(-_PB_N + 32 * c1 - 28, 32)); c2 <= min(floord(_PB_N + 32 * c1 + 28, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32))); c2++)
              B[1][(_PB_N - 2)] = SCALAR_VAL(0.5) * A[1][(_PB_N - 2)] + SCALAR_VAL(0.125) * (A[1 - 1][(_PB_N - 2)] + A[1 + 1][(_PB_N - 2)] + A[1][(_PB_N - 2) - 1] + A[1][(_PB_N - 2) + 1]);
          for (c2 = ceild(2 * _PB_TSTEPS + _PB_N - 3, 32); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32))); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c1); c3 <= 32 * c1 + 31; c3++)
              A[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * _PB_TSTEPS + c3 + 1) - 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1) + 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) - 1] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) + 1]);
          for (c2 = ceild(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2 <= min(floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              A[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-64 * c0 + 64 * c1 + c3 - 63) - 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63) + 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) - 1] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) + 1]);
        }
        if (((double)max((min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96)))) - (max(floord(2 * _PB_TSTEPS + _PB_N + 28, 32), floord(2, 3))) + 1, 0) * (double)max((floord(2 * _PB_TSTEPS + _PB_N - 3, 32)) - (max(floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), floord(-_PB_N + 32 * floord(2, 3) + 4, 32))) + 1, 0) * (double)max((min(2 * _PB_TSTEPS + _PB_N - 3, 32 * floord(2 * _PB_TSTEPS + _PB_N - 3, 32) + 31)) - (max(2 * _PB_TSTEPS, max(32 * floord(-_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N + 28, 32) + 4, 32), 32 * floord(-_PB_N + 32 * floord(2, 3) + 4, 32)))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        } else {
          for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
            for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
              for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
                A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        }
        for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
          for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
            for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
              A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
      }
    }
}
/* hedra opt: version 4 of 8 of the region at line 40 of kernel_jacobi_2d, moved out of it */
HEDRA_OUTLINED void hedra_version_4(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  (void)tsteps;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
        for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
          for (c2 = max(ceild(-_PB_N + 32 * c1 - 28, 32), 2 * c0 - 2 * c1); c2 <= min(floord(-_PB_N + 32 * c1 - 28, 32), floord(_PB_N + 32 * c1 + 27, 32)); c2++)
            B[(_PB_N - 2)][1] = SCALAR_VAL(0.5) * A[(_PB_N - 2)][1] + SCALAR_VAL(0.125) * (A[(_PB_N - 2) - 1][1] + A[(_PB_N - 2) + 1][1] + A[(_PB_N - 2)][1 - 1] + A[(_PB_N - 2)][1 + 1]);
          for (c2 = max(2 * c0 - 2 * c1, ceild(-_PB_N + 32 * c1 - 27, 32)); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32), floord(_PB_N + 32 * c1 + 27, 32))); c2++) {
            for (c3 = max(ceild(-_PB_N + 32 * c2 + 1, 2), max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= floord(-_PB_N + 32 * c2 + 1, 2); c3++)
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 1, 32 * c1 + 31); c4++)
                A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
            for (c3 = max(32 * c0 - 32 * c1, max(ceild(-_PB_N + 32 * c2 + 2, 2), ceild(-_PB_N + 32 * c1 + 1, 2))); c3 <= min(16 * c2 + 14, min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1))); c3++) {
              if (c3 >= 16 * c1)
                for (c4 = max(32 * c2, 2 * c3 + 1); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c4++)
                  B[1][(-2 * c3 + c4)] = SCALAR_VAL(0.5) * A[1][(-2 * c3 + c4)] + SCALAR_VAL(0.125) * (A[1 - 1][(-2 * c3 + c4)] + A[1 + 1][(-2 * c3 + c4)] + A[1][(-2 * c3 + c4) - 1] + A[1][(-2 * c3 + c4) + 1]);
              for (c4 = max(2 * c3 + 2, 32 * c1); c4 <= min(_PB_N + 2 * c3 - 2, 32 * c1 + 31); c4++) {
                if (c3 >= 16 * c2)
                  B[(-2 * c3 + c4)][1] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][1] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][1] + A[(-2 * c3 + c4) + 1][1] + A[(-2 * c3 + c4)][1 - 1] + A[(-2 * c3 + c4)][1 + 1]);
                for (c5 = max(2 * c3 + 2, 32 * c2); c5 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 2); c5++) {
                  B[(-2 * c3 + c4)][(-2 * c3 + c5)] = SCALAR_VAL(0.5) * A[(-2 * c3 + c4)][(-2 * c3 + c5)] + SCALAR_VAL(0.125) * (A[(-2 * c3 + c4) - 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4) + 1][(-2 * c3 + c5)] + A[(-2 * c3 + c4)][(-2 * c3 + c5) - 1] + A[(-2 * c3 + c4)][(-2 * c3 + c5) + 1]);
                  A[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1) + 1][(-2 * c3 + c5 - 1)] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) - 1] + B[(-2 * c3 + c4 - 1)][(-2 * c3 + c5 - 1) + 1]);
                }
                if (32 * c2 >= _PB_N + 2 * c3 - 32)
                  A[(-2 * c3 + c4 - 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * c3 + c4 - 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * c3 + c4 - 1) - 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1) + 1][(_PB_N - 2)] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) - 1] + B[(-2 * c3 + c4 - 1)][(_PB_N - 2) + 1]);
              }
              if (32 * c1 >= _PB_N + 2 * c3 - 32)
                for (c4 = max(2 * c3 + 2, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N + 2 * c3 - 1); c4++)
                  A[(_PB_N - 2)][(-2 * c3 + c4 - 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * c3 + c4 - 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2) + 1][(-2 * c3 + c4 - 1)] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) - 1] + B[(_PB_N - 2)][(-2 * c3 + c4 - 1) + 1]);
            }
            if (_PB_TSTEPS >= 16 * c2 + 16 && 2 * c0 >= 2 * c1 + c2 - 1)
              for (c3 = max(32 * c2 + 31, 32 * c1); c3 <= min(_PB_N + 32 * c2 + 28, 32 * c1 + 31); c3++)
                B[(-32 * c2 + c3 - 30)][1] = SCALAR_VAL(0.5) * A[(-32 * c2 + c3 - 30)][1] + SCALAR_VAL(0.125) * (A[(-32 * c2 + c3 - 30) - 1][1] + A[(-32 * c2 + c3 - 30) + 1][1] + A[(-32 * c2 + c3 - 30)][1 - 1] + A[(-32 * c2 + c3 - 30)][1 + 1]);
            if (c2 >= c1 + 1 && 2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16)
              for (c3 = 32 * c2; c3 <= min(_PB_N + 32 * c1 + 28, 32 * c2 + 31); c3++)
                B[1][(-32 * c1 + c3 - 30)] = SCALAR_VAL(0.5) * A[1][(-32 * c1 + c3 - 30)] + SCALAR_VAL(0.125) * (A[1 - 1][(-32 * c1 + c3 - 30)] + A[1 + 1][(-32 * c1 + c3 - 30)] + A[1][(-32 * c1 + c3 - 30) - 1] + A[1][(-32 * c1 + c3 - 30) + 1]);
          }
          if (_PB_N >= 3)
            for (c2 = max(ceild(_PB_N + 32 * c1 + 28, 32), ceild(-_PB_N + 32 * c1 - 28, 32)); c2 <= min(floord(_PB_N + 32 * c1 + 28, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 60, 32))); c2++)
              B[1][(_PB_N - 2)] = SCALAR_VAL(0.5) * A[1][(_PB_N - 2)] + SCALAR_VAL(0.125) * (A[1 - 1][(_PB_N - 2)] + A[1 + 1][(_PB_N - 2)] + A[1][(_PB_N - 2) - 1] + A[1][(_PB_N - 2) + 1]);
          for (c2 = ceild(2 * _PB_TSTEPS + _PB_N - 3, 32); c2 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32))); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c1); c3 <= 32 * c1 + 31; c3++)
              A[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-2 * _PB_TSTEPS + c3 + 1) - 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1) + 1][(_PB_N - 2)] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) - 1] + B[(-2 * _PB_TSTEPS + c3 + 1)][(_PB_N - 2) + 1]);
          for (c2 = ceild(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2 <= min(floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32), min(floord(_PB_N + 32 * c1 + 27, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              A[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] = SCALAR_VAL(0.5) * B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2)] + SCALAR_VAL(0.125) * (B[(-64 * c0 + 64 * c1 + c3 - 63) - 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63) + 1][(_PB_N - 2)] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) - 1] + B[(-64 * c0 + 64 * c1 + c3 - 63)][(_PB_N - 2) + 1]);
        }
        for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
          for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(2 * _PB_TSTEPS + _PB_N - 3, 32); c2++)
            for (c3 = max(2 * _PB_TSTEPS, 32 * c2); c3 <= min(2 * _PB_TSTEPS + _PB_N - 3, 32 * c2 + 31); c3++)
              A[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2) + 1][(-2 * _PB_TSTEPS + c3 + 1)] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) - 1] + B[(_PB_N - 2)][(-2 * _PB_TSTEPS + c3 + 1) + 1]);
        for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
          for (c2 = ceild(-_PB_N + 32 * c1 - 27, 32); c2 <= floord(_PB_N + 64 * c0 - 64 * c1 + 61, 32); c2++)
            for (c3 = 32 * c2; c3 <= min(_PB_N + 64 * c0 - 64 * c1 + 61, 32 * c2 + 31); c3++)
              A[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] = SCALAR_VAL(0.5) * B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63)] + SCALAR_VAL(0.125) * (B[(_PB_N - 2) - 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2) + 1][(-64 * c0 + 64 * c1 + c3 - 63)] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) - 1] + B[(_PB_N - 2)][(-64 * c0 + 64 * c1 + c3 - 63) + 1]);
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 40 */
  {
    if ((((double)max((_PB_TSTEPS - 1) - (0) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0)) < 16384.0))
    { /* version 1 of 3: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)t;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++) {
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              B[c1][c2] = SCALAR_VAL(0.5) * A[c1][c2] + SCALAR_VAL(0.125) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]);
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              A[c1][c2] = SCALAR_VAL(0.5) * B[c1][c2] + SCALAR_VAL(0.125) * (B[c1 - 1][c2] + B[c1 + 1][c2] + B[c1][c2 - 1] + B[c1][c2 + 1]);
        }
      }
    }
    else if ((!((double)sizeof(DATA_TYPE) * (N) * (N) + (double)sizeof(DATA_TYPE) * (N) * (N) > 1048576.0)))
    { /* version 2 of 3: the original order runs */
      {
        int c0, c1, c2;
        (void)t;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++) {
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              B[c1][c2] = SCALAR_VAL(0.5) * A[c1][c2] + SCALAR_VAL(0.125) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]);
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              A[c1][c2] = SCALAR_VAL(0.5) * B[c1][c2] + SCALAR_VAL(0.125) * (B[c1 - 1][c2] + B[c1 + 1][c2] + B[c1][c2 - 1] + B[c1][c2 + 1]);
        }
      }
    }
    else { /* version 0 of 3: the decisions as taken */
      {
    #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
    #else
        const long long hedra_threads = 1;
    #endif
        if (((min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 60, 96)))) - (max(floord(-_PB_TSTEPS + 32, 32), floord(2, 3))) + 1 < hedra_threads))
        {
        if (((min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96)))) - (max(floord(2 * _PB_TSTEPS + _PB_N + 28, 32), floord(2, 3))) + 1 < hedra_threads))
        { /* version 4 of 8: loop c1 stays sequential */
          { (void)t; (void)i; (void)j; hedra_version_4(tsteps, n, A, B); }
        }
        else { /* version 1 of 8: loop c1 stays sequential */
          { (void)t; (void)i; (void)j; hedra_version_1(tsteps, n, A, B); }
        }
        }
        else if (((min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96)))) - (max(floord(2 * _PB_TSTEPS + _PB_N + 28, 32), floord(2, 3))) + 1 < hedra_threads))
        {
        if (((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32)))) - (max(floord(_PB_N + 156, 96), floord(2, 3))) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { (void)t; (void)i; (void)j; hedra_version_3(tsteps, n, A, B); }
        }
        else { /* version 2 of 8: loop c1 stays sequential */
          { (void)t; (void)i; (void)j; hedra_version_2(tsteps, n, A, B); }
        }
        }
        else if (((min(floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 61, 96), min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), floord(2 * _PB_TSTEPS + _PB_N - 4, 32)))) - (max(floord(_PB_N + 156, 96), floord(2, 3))) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { (void)t; (void)i; (void)j; hedra_version_3(tsteps, n, A, B); }
        }
        else { /* version 0 of 8: the decisions as taken */
          { (void)t; (void)i; (void)j; hedra_version_0(tsteps, n, A, B); }
        }
      }
    }
  }
