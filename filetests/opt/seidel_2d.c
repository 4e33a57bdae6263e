// test opt
// input: ../../kernels/seidel_2d/seidel_2d.c
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
/* hedra opt: generated from the #pragma scop region at line 37 */
  {
    if ((((double)max((_PB_TSTEPS - 1) - (0) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0) * (double)max((_PB_N - 2) - (1) + 1, 0)) < 16384.0))
    { /* version 1 of 3: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)t;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++)
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              A[c1][c2] = (SCALAR_VAL(4.0) * A[c1][c2] + SCALAR_VAL(2.0) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]) + A[c1 - 1][c2 - 1] + A[c1 - 1][c2 + 1] + A[c1 + 1][c2 - 1] + A[c1 + 1][c2 + 1]) / SCALAR_VAL(16.0);
      }
    }
    else if ((!((double)sizeof(DATA_TYPE) * (N) * (N) > 1048576.0)))
    { /* version 2 of 3: the original order runs */
      {
        int c0, c1, c2;
        (void)t;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_TSTEPS - 1; c0++)
          for (c1 = 1; c1 <= _PB_N - 2; c1++)
            for (c2 = 1; c2 <= _PB_N - 2; c2++)
              A[c1][c2] = (SCALAR_VAL(4.0) * A[c1][c2] + SCALAR_VAL(2.0) * (A[c1 - 1][c2] + A[c1 + 1][c2] + A[c1][c2 - 1] + A[c1][c2 + 1]) + A[c1 - 1][c2 - 1] + A[c1 - 1][c2 + 1] + A[c1 + 1][c2 - 1] + A[c1 + 1][c2 + 1]) / SCALAR_VAL(16.0);
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
        if (((min(floord(2 * _PB_TSTEPS + _PB_N - 4, 32), min(floord(_PB_TSTEPS + _PB_N - 3, 32), floord(_PB_N + 32 * floord(2 * _PB_TSTEPS + _PB_N - 4, 32) + 29, 64)))) - (max(floord(-_PB_TSTEPS + 32, 32), floord(1, 2))) + 1 < hedra_threads))
        { /* version 1 of 2: loop c1 stays sequential */
          {
            int c0, c1, c2, c3, c4, c5;
            (void)t;
            (void)i;
            (void)j;
            for (c0 = 0; c0 <= floord(2 * _PB_TSTEPS + _PB_N - 4, 32); c0++)
              for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(c0, 2)); c1 <= min(c0, min(floord(_PB_TSTEPS + _PB_N - 3, 32), floord(_PB_N + 32 * c0 + 29, 64))); c1++)
                for (c2 = max(c0, ceild(-_PB_N + 64 * c1 - 28, 32)); c2 <= min(floord(_PB_TSTEPS + _PB_N - 3, 16), min(floord(_PB_N + 32 * c0 - 32 * c1 + 29, 16), min(floord(_PB_TSTEPS + _PB_N + 32 * c1 + 28, 32), min(floord(_PB_N + 32 * c0 + 60, 32), floord(_PB_N + 64 * c1 + 59, 32))))); c2++)
                  for (c3 = max(32 * c0 - 32 * c1, max(-_PB_N + 32 * c1 + 2, max(-_PB_N + 16 * c2 + 2, -_PB_N - 32 * c1 + 32 * c2 - 29))); c3 <= min(_PB_TSTEPS - 1, min(32 * c0 - 32 * c1 + 31, min(32 * c1 + 30, min(16 * c2 + 14, -32 * c1 + 32 * c2 + 30)))); c3++)
                    for (c4 = max(-_PB_N + 32 * c2 - c3 + 2, max(c3 + 1, 32 * c1)); c4 <= min(_PB_N + c3 - 2, min(32 * c2 - c3 + 30, 32 * c1 + 31)); c4++)
                      for (c5 = max(32 * c2, c3 + c4 + 1); c5 <= min(32 * c2 + 31, _PB_N + c3 + c4 - 2); c5++)
                        A[(-c3 + c4)][(-c3 - c4 + c5)] = (SCALAR_VAL(4.0) * A[(-c3 + c4)][(-c3 - c4 + c5)] + SCALAR_VAL(2.0) * (A[(-c3 + c4) - 1][(-c3 - c4 + c5)] + A[(-c3 + c4) + 1][(-c3 - c4 + c5)] + A[(-c3 + c4)][(-c3 - c4 + c5) - 1] + A[(-c3 + c4)][(-c3 - c4 + c5) + 1]) + A[(-c3 + c4) - 1][(-c3 - c4 + c5) - 1] + A[(-c3 + c4) - 1][(-c3 - c4 + c5) + 1] + A[(-c3 + c4) + 1][(-c3 - c4 + c5) - 1] + A[(-c3 + c4) + 1][(-c3 - c4 + c5) + 1]) / SCALAR_VAL(16.0);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1, c2, c3, c4, c5;
            (void)t;
            (void)i;
            (void)j;
            for (c0 = 0; c0 <= floord(2 * _PB_TSTEPS + _PB_N - 4, 32); c0++)
              #pragma omp parallel for private(c2, c3, c4, c5)
              for (c1 = max(ceild(-_PB_TSTEPS + 32 * c0 + 1, 32), ceild(c0, 2)); c1 <= min(c0, min(floord(_PB_TSTEPS + _PB_N - 3, 32), floord(_PB_N + 32 * c0 + 29, 64))); c1++)
                for (c2 = max(c0, ceild(-_PB_N + 64 * c1 - 28, 32)); c2 <= min(floord(_PB_TSTEPS + _PB_N - 3, 16), min(floord(_PB_N + 32 * c0 - 32 * c1 + 29, 16), min(floord(_PB_TSTEPS + _PB_N + 32 * c1 + 28, 32), min(floord(_PB_N + 32 * c0 + 60, 32), floord(_PB_N + 64 * c1 + 59, 32))))); c2++)
                  for (c3 = max(32 * c0 - 32 * c1, max(-_PB_N + 32 * c1 + 2, max(-_PB_N + 16 * c2 + 2, -_PB_N - 32 * c1 + 32 * c2 - 29))); c3 <= min(_PB_TSTEPS - 1, min(32 * c0 - 32 * c1 + 31, min(32 * c1 + 30, min(16 * c2 + 14, -32 * c1 + 32 * c2 + 30)))); c3++)
                    for (c4 = max(-_PB_N + 32 * c2 - c3 + 2, max(c3 + 1, 32 * c1)); c4 <= min(_PB_N + c3 - 2, min(32 * c2 - c3 + 30, 32 * c1 + 31)); c4++)
                      for (c5 = max(32 * c2, c3 + c4 + 1); c5 <= min(32 * c2 + 31, _PB_N + c3 + c4 - 2); c5++)
                        A[(-c3 + c4)][(-c3 - c4 + c5)] = (SCALAR_VAL(4.0) * A[(-c3 + c4)][(-c3 - c4 + c5)] + SCALAR_VAL(2.0) * (A[(-c3 + c4) - 1][(-c3 - c4 + c5)] + A[(-c3 + c4) + 1][(-c3 - c4 + c5)] + A[(-c3 + c4)][(-c3 - c4 + c5) - 1] + A[(-c3 + c4)][(-c3 - c4 + c5) + 1]) + A[(-c3 + c4) - 1][(-c3 - c4 + c5) - 1] + A[(-c3 + c4) - 1][(-c3 - c4 + c5) + 1] + A[(-c3 + c4) + 1][(-c3 - c4 + c5) - 1] + A[(-c3 + c4) + 1][(-c3 - c4 + c5) + 1]) / SCALAR_VAL(16.0);
          }
        }
      }
    }
  }
