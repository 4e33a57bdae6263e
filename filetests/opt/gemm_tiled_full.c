// test opt
// input: ../../kernels/gemm/gemm.c
// options: --no-parallel --full-tiles
// schedule: [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [0, floor(i/32), floor(j/32), 0, i, j, 0]; S1[i, j, k] -> [1, floor(i/32), floor(j/32), floor(k/32), i, j, k] }
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef ceild
#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
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
/* hedra opt: version 0 of 2 of the region at line 53 of kernel_gemm, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  (void)ni;
  (void)nj;
  (void)nk;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= floord(_PB_NI - 32, 32); c0++) {
        for (c1 = 0; c1 <= floord(_PB_NJ - 32, 32); c1++)
          for (c2 = 32 * c0; c2 <= 32 * c0 + 31; c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              C[c2][c3] = beta * C[c2][c3];
        for (c1 = max(0, ceild(_PB_NJ - 31, 32)); c1 <= floord(_PB_NJ - 1, 32); c1++)
          for (c2 = 32 * c0; c2 <= 32 * c0 + 31; c2++)
            for (c3 = 32 * c1; c3 <= _PB_NJ - 1; c3++)
              C[c2][c3] = beta * C[c2][c3];
      }
      for (c0 = max(0, ceild(_PB_NI - 31, 32)); c0 <= floord(_PB_NI - 1, 32); c0++) {
        for (c1 = 0; c1 <= floord(_PB_NJ - 32, 32); c1++)
          for (c2 = 32 * c0; c2 <= _PB_NI - 1; c2++)
            for (c3 = 32 * c1; c3 <= 32 * c1 + 31; c3++)
              C[c2][c3] = beta * C[c2][c3];
        for (c1 = max(0, ceild(_PB_NJ - 31, 32)); c1 <= floord(_PB_NJ - 1, 32); c1++)
          for (c2 = 32 * c0; c2 <= _PB_NI - 1; c2++)
            for (c3 = 32 * c1; c3 <= _PB_NJ - 1; c3++)
              C[c2][c3] = beta * C[c2][c3];
      }
      for (c0 = 0; c0 <= floord(_PB_NI - 32, 32); c0++) {
        for (c1 = 0; c1 <= floord(_PB_NJ - 32, 32); c1++) {
          for (c2 = 0; c2 <= floord(_PB_NK - 32, 32); c2++)
            for (c3 = 32 * c0; c3 <= 32 * c0 + 31; c3++)
              for (c4 = 32 * c1; c4 <= 32 * c1 + 31; c4++)
                {
                  DATA_TYPE r0 = C[c3][c4];
                  for (c5 = 32 * c2; c5 <= 32 * c2 + 31; c5++)
                    r0 += alpha * A[c3][c5] * B[c5][c4];
                  C[c3][c4] = r0;
                }
          for (c2 = max(0, ceild(_PB_NK - 31, 32)); c2 <= floord(_PB_NK - 1, 32); c2++)
            if (_PB_NK >= 32 * c2 + 1)
              for (c3 = 32 * c0; c3 <= 32 * c0 + 31; c3++)
                for (c4 = 32 * c1; c4 <= 32 * c1 + 31; c4++)
                  {
                    DATA_TYPE r1 = C[c3][c4];
                    for (c5 = 32 * c2; c5 <= _PB_NK - 1; c5++)
                      r1 += alpha * A[c3][c5] * B[c5][c4];
                    C[c3][c4] = r1;
                  }
        }
        for (c1 = max(0, ceild(_PB_NJ - 31, 32)); c1 <= floord(_PB_NJ - 1, 32); c1++) {
          for (c2 = 0; c2 <= floord(_PB_NK - 32, 32); c2++)
            for (c3 = 32 * c0; c3 <= 32 * c0 + 31; c3++)
              for (c4 = 32 * c1; c4 <= _PB_NJ - 1; c4++)
                {
                  DATA_TYPE r2 = C[c3][c4];
                  for (c5 = 32 * c2; c5 <= 32 * c2 + 31; c5++)
                    r2 += alpha * A[c3][c5] * B[c5][c4];
                  C[c3][c4] = r2;
                }
          for (c2 = max(0, ceild(_PB_NK - 31, 32)); c2 <= floord(_PB_NK - 1, 32); c2++)
            if (_PB_NK >= 32 * c2 + 1)
              for (c3 = 32 * c0; c3 <= 32 * c0 + 31; c3++)
                for (c4 = 32 * c1; c4 <= _PB_NJ - 1; c4++)
                  {
                    DATA_TYPE r3 = C[c3][c4];
                    for (c5 = 32 * c2; c5 <= _PB_NK - 1; c5++)
                      r3 += alpha * A[c3][c5] * B[c5][c4];
                    C[c3][c4] = r3;
                  }
        }
      }
      for (c0 = max(0, ceild(_PB_NI - 31, 32)); c0 <= floord(_PB_NI - 1, 32); c0++) {
        for (c1 = 0; c1 <= floord(_PB_NJ - 32, 32); c1++) {
          for (c2 = 0; c2 <= floord(_PB_NK - 32, 32); c2++)
            for (c3 = 32 * c0; c3 <= _PB_NI - 1; c3++)
              for (c4 = 32 * c1; c4 <= 32 * c1 + 31; c4++)
                {
                  DATA_TYPE r4 = C[c3][c4];
                  for (c5 = 32 * c2; c5 <= 32 * c2 + 31; c5++)
                    r4 += alpha * A[c3][c5] * B[c5][c4];
                  C[c3][c4] = r4;
                }
          for (c2 = max(0, ceild(_PB_NK - 31, 32)); c2 <= floord(_PB_NK - 1, 32); c2++)
            if (_PB_NK >= 32 * c2 + 1)
              for (c3 = 32 * c0; c3 <= _PB_NI - 1; c3++)
                for (c4 = 32 * c1; c4 <= 32 * c1 + 31; c4++)
                  {
                    DATA_TYPE r5 = C[c3][c4];
                    for (c5 = 32 * c2; c5 <= _PB_NK - 1; c5++)
                      r5 += alpha * A[c3][c5] * B[c5][c4];
                    C[c3][c4] = r5;
                  }
        }
        for (c1 = max(0, ceild(_PB_NJ - 31, 32)); c1 <= floord(_PB_NJ - 1, 32); c1++) {
          for (c2 = 0; c2 <= floord(_PB_NK - 32, 32); c2++)
            for (c3 = 32 * c0; c3 <= _PB_NI - 1; c3++)
              for (c4 = 32 * c1; c4 <= _PB_NJ - 1; c4++)
                {
                  DATA_TYPE r6 = C[c3][c4];
                  for (c5 = 32 * c2; c5 <= 32 * c2 + 31; c5++)
                    r6 += alpha * A[c3][c5] * B[c5][c4];
                  C[c3][c4] = r6;
                }
          for (c2 = max(0, ceild(_PB_NK - 31, 32)); c2 <= floord(_PB_NK - 1, 32); c2++)
            if (_PB_NK >= 32 * c2 + 1)
              for (c3 = 32 * c0; c3 <= _PB_NI - 1; c3++)
                for (c4 = 32 * c1; c4 <= _PB_NJ - 1; c4++)
                  {
                    DATA_TYPE r7 = C[c3][c4];
                    for (c5 = 32 * c2; c5 <= _PB_NK - 1; c5++)
                      r7 += alpha * A[c3][c5] * B[c5][c4];
                    C[c3][c4] = r7;
                  }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 53 */
  {
    if ((((double)max((_PB_NI - 1) - (0) + 1, 0) * ((double)max((_PB_NJ - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_NK - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = 0; c0 <= _PB_NI - 1; c0++)
          for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
            C[c0][c1] = beta * C[c0][c1];
        if (_PB_NK >= 1)
          for (c0 = 0; c0 <= _PB_NI - 1; c0++)
            for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
              {
                DATA_TYPE r0 = C[c0][c1];
                for (c2 = 0; c2 <= _PB_NK - 1; c2++)
                  r0 += alpha * A[c0][c2] * B[c2][c1];
                C[c0][c1] = r0;
              }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; (void)k; hedra_version_0(ni, nj, nk, alpha, beta, C, A, B); }
    }
  }
