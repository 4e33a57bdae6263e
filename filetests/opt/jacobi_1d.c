// test opt
// input: ../../kernels/jacobi_1d/jacobi_1d.c
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
/* hedra opt: version 0 of 3 of the region at line 41 of kernel_jacobi_1d, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int tsteps, int n, DATA_TYPE A[n], DATA_TYPE B[n])
{
  (void)tsteps;
  (void)n;
  {
  #ifdef _OPENMP
      extern int omp_get_max_threads(void);
      const long long hedra_threads = omp_get_max_threads();
  #else
      const long long hedra_threads = 1;
  #endif
      if (((min(floord(3 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * floord(3 * _PB_TSTEPS + _PB_N - 4, 32) + 60, 96)))) - (max(floord(-_PB_TSTEPS + 32, 32), floord(2, 3))) + 1 < hedra_threads))
      { /* version 1 of 2: loop c1 stays sequential */
        {
          int c0, c1, c2, c3;
          for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
            for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
              for (c2 = max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2)); c2 <= min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1)); c2++) {
                if (c2 >= 16 * c1 && _PB_N >= 3)
                  B[1] = SCALAR_VAL(0.25) * A[1 - 1] + SCALAR_VAL(0.5) * A[1] + SCALAR_VAL(0.25) * A[1 + 1];
                for (c3 = max(2 * c2 + 2, 32 * c1); c3 <= min(_PB_N + 2 * c2 - 2, 32 * c1 + 31); c3++) {
                  B[(-2 * c2 + c3)] = SCALAR_VAL(0.25) * A[(-2 * c2 + c3) - 1] + SCALAR_VAL(0.5) * A[(-2 * c2 + c3)] + SCALAR_VAL(0.25) * A[(-2 * c2 + c3) + 1];
                  A[(-2 * c2 + c3 - 1)] = SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) - 1] + SCALAR_VAL(0.5) * B[(-2 * c2 + c3 - 1)] + SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) + 1];
                }
                if (32 * c1 >= _PB_N + 2 * c2 - 32 && _PB_N >= 3)
                  A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
              }
              if (2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16 && _PB_N >= 3)
                B[1] = SCALAR_VAL(0.25) * A[1 - 1] + SCALAR_VAL(0.5) * A[1] + SCALAR_VAL(0.25) * A[1 + 1];
            }
            #pragma omp simd
            for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
              if (16 * c1 >= _PB_TSTEPS)
                A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
            #pragma omp simd
            for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
              if (3 * c1 >= 2 * c0 + 2)
                A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
          }
        }
      }
      else { /* version 0 of 2: the decisions as taken */
        {
          int c0, c1, c2, c3;
          for (c0 = 0; c0 <= floord(3 * _PB_TSTEPS + _PB_N - 4, 32); c0++) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(2 * c0, 3)); c1 <= min(c0, min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), floord(_PB_N + 64 * c0 + 60, 96))); c1++) {
              for (c2 = max(32 * c0 - 32 * c1, ceild(-_PB_N + 32 * c1 + 1, 2)); c2 <= min(16 * c1 + 14, min(32 * c0 - 32 * c1 + 31, _PB_TSTEPS - 1)); c2++) {
                if (c2 >= 16 * c1 && _PB_N >= 3)
                  B[1] = SCALAR_VAL(0.25) * A[1 - 1] + SCALAR_VAL(0.5) * A[1] + SCALAR_VAL(0.25) * A[1 + 1];
                for (c3 = max(2 * c2 + 2, 32 * c1); c3 <= min(_PB_N + 2 * c2 - 2, 32 * c1 + 31); c3++) {
                  B[(-2 * c2 + c3)] = SCALAR_VAL(0.25) * A[(-2 * c2 + c3) - 1] + SCALAR_VAL(0.5) * A[(-2 * c2 + c3)] + SCALAR_VAL(0.25) * A[(-2 * c2 + c3) + 1];
                  A[(-2 * c2 + c3 - 1)] = SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) - 1] + SCALAR_VAL(0.5) * B[(-2 * c2 + c3 - 1)] + SCALAR_VAL(0.25) * B[(-2 * c2 + c3 - 1) + 1];
                }
                if (32 * c1 >= _PB_N + 2 * c2 - 32 && _PB_N >= 3)
                  A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
              }
              if (2 * c0 >= 3 * c1 - 1 && _PB_TSTEPS >= 16 * c1 + 16 && _PB_N >= 3)
                B[1] = SCALAR_VAL(0.25) * A[1 - 1] + SCALAR_VAL(0.5) * A[1] + SCALAR_VAL(0.25) * A[1 + 1];
            }
            #pragma omp simd
            for (c1 = max(ceild(2 * _PB_TSTEPS + _PB_N - 3, 32), ceild(2 * c0, 3)); c1 <= min(floord(2 * _PB_TSTEPS + _PB_N - 3, 32), min(c0, floord(_PB_N + 64 * c0 + 61, 96))); c1++)
              if (16 * c1 >= _PB_TSTEPS)
                A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
            #pragma omp simd
            for (c1 = max(ceild(_PB_N + 64 * c0 + 61, 96), ceild(2 * c0, 3)); c1 <= min(floord(_PB_N + 64 * c0 + 61, 96), min(c0, floord(2 * _PB_TSTEPS + _PB_N - 4, 32))); c1++)
              if (3 * c1 >= 2 * c0 + 2)
                A[(_PB_N - 2)] = SCALAR_VAL(0.25) * B[(_PB_N - 2) - 1] + SCALAR_VAL(0.5) * B[(_PB_N - 2)] + SCALAR_VAL(0.25) * B[(_PB_N - 2) + 1];
          }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 41 */
  {
    if ((((double)max((_PB_TSTEPS - 1) - (0) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0)) < 16384.0))
    { /* version 1 of 3: the original order, sequential, runs */
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
    else if ((!((double)sizeof(DATA_TYPE) * (n) + (double)sizeof(DATA_TYPE) * (n) > 1048576.0)))
    { /* version 2 of 3: the original order runs */
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
    else { /* version 0 of 3: the decisions as taken */
      { (void)t; (void)i; hedra_version_0(tsteps, n, A, B); }
    }
  }
