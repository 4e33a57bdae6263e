// test opt
// input: ../../kernels/correlation/correlation.c
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
#ifndef HEDRA_VECTOR_TYPES
#if defined(__GNUC__) && !defined(HEDRA_NO_VECTOR_TYPES)
#define HEDRA_VECTOR_TYPES 1
#endif
#endif
#ifndef HEDRA_OUTLINED
#if defined(__GNUC__)
#define HEDRA_OUTLINED static __attribute__((noinline))
#else
#define HEDRA_OUTLINED static
#endif
#endif
/* hedra opt: version 0 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  (void)sd;
  {
        int c0, c1, c2, c3, c4;
        #pragma omp parallel for private(c1, c2, c3, c4)
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
              if (_PB_M >= 16 * c2 + 16)
                if (_PB_N >= 256 * c1 + 1)
                  {
  #ifdef HEDRA_VECTOR_TYPES
                    if (__builtin_types_compatible_p(DATA_TYPE, double))
                    {
                      typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                      hedra_f64x4 r0 = *(const hedra_f64x4 *)&mean[16 * c2];
                      hedra_f64x4 r4 = *(const hedra_f64x4 *)&mean[16 * c2 + 4];
                      hedra_f64x4 r8 = *(const hedra_f64x4 *)&mean[16 * c2 + 8];
                      hedra_f64x4 r12 = *(const hedra_f64x4 *)&mean[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += (*(const hedra_f64x4 *)&data[c3][16 * c2]);
                        r4 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]);
                        r8 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]);
                        r12 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]);
                      }
                      *(hedra_f64x4 *)&mean[16 * c2] = r0;
                      *(hedra_f64x4 *)&mean[16 * c2 + 4] = r4;
                      *(hedra_f64x4 *)&mean[16 * c2 + 8] = r8;
                      *(hedra_f64x4 *)&mean[16 * c2 + 12] = r12;
                    }
                    else if (__builtin_types_compatible_p(DATA_TYPE, float))
                    {
                      typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                      hedra_f32x4 r0 = *(const hedra_f32x4 *)&mean[16 * c2];
                      hedra_f32x4 r4 = *(const hedra_f32x4 *)&mean[16 * c2 + 4];
                      hedra_f32x4 r8 = *(const hedra_f32x4 *)&mean[16 * c2 + 8];
                      hedra_f32x4 r12 = *(const hedra_f32x4 *)&mean[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += (*(const hedra_f32x4 *)&data[c3][16 * c2]);
                        r4 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]);
                        r8 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]);
                        r12 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]);
                      }
                      *(hedra_f32x4 *)&mean[16 * c2] = r0;
                      *(hedra_f32x4 *)&mean[16 * c2 + 4] = r4;
                      *(hedra_f32x4 *)&mean[16 * c2 + 8] = r8;
                      *(hedra_f32x4 *)&mean[16 * c2 + 12] = r12;
                    }
                    else
  #endif
                    {
                      DATA_TYPE r0 = mean[16 * c2];
                      DATA_TYPE r1 = mean[16 * c2 + 1];
                      DATA_TYPE r2 = mean[16 * c2 + 2];
                      DATA_TYPE r3 = mean[16 * c2 + 3];
                      DATA_TYPE r4 = mean[16 * c2 + 4];
                      DATA_TYPE r5 = mean[16 * c2 + 5];
                      DATA_TYPE r6 = mean[16 * c2 + 6];
                      DATA_TYPE r7 = mean[16 * c2 + 7];
                      DATA_TYPE r8 = mean[16 * c2 + 8];
                      DATA_TYPE r9 = mean[16 * c2 + 9];
                      DATA_TYPE r10 = mean[16 * c2 + 10];
                      DATA_TYPE r11 = mean[16 * c2 + 11];
                      DATA_TYPE r12 = mean[16 * c2 + 12];
                      DATA_TYPE r13 = mean[16 * c2 + 13];
                      DATA_TYPE r14 = mean[16 * c2 + 14];
                      DATA_TYPE r15 = mean[16 * c2 + 15];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += data[c3][(16 * c2)];
                        r1 += data[c3][(16 * c2 + 1)];
                        r2 += data[c3][(16 * c2 + 2)];
                        r3 += data[c3][(16 * c2 + 3)];
                        r4 += data[c3][(16 * c2 + 4)];
                        r5 += data[c3][(16 * c2 + 5)];
                        r6 += data[c3][(16 * c2 + 6)];
                        r7 += data[c3][(16 * c2 + 7)];
                        r8 += data[c3][(16 * c2 + 8)];
                        r9 += data[c3][(16 * c2 + 9)];
                        r10 += data[c3][(16 * c2 + 10)];
                        r11 += data[c3][(16 * c2 + 11)];
                        r12 += data[c3][(16 * c2 + 12)];
                        r13 += data[c3][(16 * c2 + 13)];
                        r14 += data[c3][(16 * c2 + 14)];
                        r15 += data[c3][(16 * c2 + 15)];
                      }
                      mean[16 * c2] = r0;
                      mean[16 * c2 + 1] = r1;
                      mean[16 * c2 + 2] = r2;
                      mean[16 * c2 + 3] = r3;
                      mean[16 * c2 + 4] = r4;
                      mean[16 * c2 + 5] = r5;
                      mean[16 * c2 + 6] = r6;
                      mean[16 * c2 + 7] = r7;
                      mean[16 * c2 + 8] = r8;
                      mean[16 * c2 + 9] = r9;
                      mean[16 * c2 + 10] = r10;
                      mean[16 * c2 + 11] = r11;
                      mean[16 * c2 + 12] = r12;
                      mean[16 * c2 + 13] = r13;
                      mean[16 * c2 + 14] = r14;
                      mean[16 * c2 + 15] = r15;
                    }
                  }
              if (16 * c2 >= _PB_M - 15)
                for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                  #pragma omp simd
                  for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                    mean[c4] += data[c3][c4];
            }
      }
}
/* hedra opt: version 1 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_1(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  (void)sd;
  {
        int c0, c1, c2, c3, c4;
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++) {
            if (((double)max((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_N - 1, 256 * floord(_PB_N - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (0) + 1, 0)))) >= 4096.0) {
              #pragma omp parallel for private(c3, c4)
              for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
                if (_PB_M >= 16 * c2 + 16)
                  if (_PB_N >= 256 * c1 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&mean[16 * c2];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&mean[16 * c2 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&mean[16 * c2 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&mean[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += (*(const hedra_f64x4 *)&data[c3][16 * c2]);
                          r4 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]);
                          r8 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]);
                          r12 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]);
                        }
                        *(hedra_f64x4 *)&mean[16 * c2] = r0;
                        *(hedra_f64x4 *)&mean[16 * c2 + 4] = r4;
                        *(hedra_f64x4 *)&mean[16 * c2 + 8] = r8;
                        *(hedra_f64x4 *)&mean[16 * c2 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&mean[16 * c2];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&mean[16 * c2 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&mean[16 * c2 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&mean[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += (*(const hedra_f32x4 *)&data[c3][16 * c2]);
                          r4 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]);
                          r8 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]);
                          r12 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]);
                        }
                        *(hedra_f32x4 *)&mean[16 * c2] = r0;
                        *(hedra_f32x4 *)&mean[16 * c2 + 4] = r4;
                        *(hedra_f32x4 *)&mean[16 * c2 + 8] = r8;
                        *(hedra_f32x4 *)&mean[16 * c2 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = mean[16 * c2];
                        DATA_TYPE r1 = mean[16 * c2 + 1];
                        DATA_TYPE r2 = mean[16 * c2 + 2];
                        DATA_TYPE r3 = mean[16 * c2 + 3];
                        DATA_TYPE r4 = mean[16 * c2 + 4];
                        DATA_TYPE r5 = mean[16 * c2 + 5];
                        DATA_TYPE r6 = mean[16 * c2 + 6];
                        DATA_TYPE r7 = mean[16 * c2 + 7];
                        DATA_TYPE r8 = mean[16 * c2 + 8];
                        DATA_TYPE r9 = mean[16 * c2 + 9];
                        DATA_TYPE r10 = mean[16 * c2 + 10];
                        DATA_TYPE r11 = mean[16 * c2 + 11];
                        DATA_TYPE r12 = mean[16 * c2 + 12];
                        DATA_TYPE r13 = mean[16 * c2 + 13];
                        DATA_TYPE r14 = mean[16 * c2 + 14];
                        DATA_TYPE r15 = mean[16 * c2 + 15];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += data[c3][(16 * c2)];
                          r1 += data[c3][(16 * c2 + 1)];
                          r2 += data[c3][(16 * c2 + 2)];
                          r3 += data[c3][(16 * c2 + 3)];
                          r4 += data[c3][(16 * c2 + 4)];
                          r5 += data[c3][(16 * c2 + 5)];
                          r6 += data[c3][(16 * c2 + 6)];
                          r7 += data[c3][(16 * c2 + 7)];
                          r8 += data[c3][(16 * c2 + 8)];
                          r9 += data[c3][(16 * c2 + 9)];
                          r10 += data[c3][(16 * c2 + 10)];
                          r11 += data[c3][(16 * c2 + 11)];
                          r12 += data[c3][(16 * c2 + 12)];
                          r13 += data[c3][(16 * c2 + 13)];
                          r14 += data[c3][(16 * c2 + 14)];
                          r15 += data[c3][(16 * c2 + 15)];
                        }
                        mean[16 * c2] = r0;
                        mean[16 * c2 + 1] = r1;
                        mean[16 * c2 + 2] = r2;
                        mean[16 * c2 + 3] = r3;
                        mean[16 * c2 + 4] = r4;
                        mean[16 * c2 + 5] = r5;
                        mean[16 * c2 + 6] = r6;
                        mean[16 * c2 + 7] = r7;
                        mean[16 * c2 + 8] = r8;
                        mean[16 * c2 + 9] = r9;
                        mean[16 * c2 + 10] = r10;
                        mean[16 * c2 + 11] = r11;
                        mean[16 * c2 + 12] = r12;
                        mean[16 * c2 + 13] = r13;
                        mean[16 * c2 + 14] = r14;
                        mean[16 * c2 + 15] = r15;
                      }
                    }
                if (16 * c2 >= _PB_M - 15)
                  for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                    #pragma omp simd
                    for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                      mean[c4] += data[c3][c4];
              }
            } else {
              for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
                if (_PB_M >= 16 * c2 + 16)
                  if (_PB_N >= 256 * c1 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&mean[16 * c2];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&mean[16 * c2 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&mean[16 * c2 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&mean[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += (*(const hedra_f64x4 *)&data[c3][16 * c2]);
                          r4 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]);
                          r8 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]);
                          r12 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]);
                        }
                        *(hedra_f64x4 *)&mean[16 * c2] = r0;
                        *(hedra_f64x4 *)&mean[16 * c2 + 4] = r4;
                        *(hedra_f64x4 *)&mean[16 * c2 + 8] = r8;
                        *(hedra_f64x4 *)&mean[16 * c2 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&mean[16 * c2];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&mean[16 * c2 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&mean[16 * c2 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&mean[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += (*(const hedra_f32x4 *)&data[c3][16 * c2]);
                          r4 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]);
                          r8 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]);
                          r12 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]);
                        }
                        *(hedra_f32x4 *)&mean[16 * c2] = r0;
                        *(hedra_f32x4 *)&mean[16 * c2 + 4] = r4;
                        *(hedra_f32x4 *)&mean[16 * c2 + 8] = r8;
                        *(hedra_f32x4 *)&mean[16 * c2 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = mean[16 * c2];
                        DATA_TYPE r1 = mean[16 * c2 + 1];
                        DATA_TYPE r2 = mean[16 * c2 + 2];
                        DATA_TYPE r3 = mean[16 * c2 + 3];
                        DATA_TYPE r4 = mean[16 * c2 + 4];
                        DATA_TYPE r5 = mean[16 * c2 + 5];
                        DATA_TYPE r6 = mean[16 * c2 + 6];
                        DATA_TYPE r7 = mean[16 * c2 + 7];
                        DATA_TYPE r8 = mean[16 * c2 + 8];
                        DATA_TYPE r9 = mean[16 * c2 + 9];
                        DATA_TYPE r10 = mean[16 * c2 + 10];
                        DATA_TYPE r11 = mean[16 * c2 + 11];
                        DATA_TYPE r12 = mean[16 * c2 + 12];
                        DATA_TYPE r13 = mean[16 * c2 + 13];
                        DATA_TYPE r14 = mean[16 * c2 + 14];
                        DATA_TYPE r15 = mean[16 * c2 + 15];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r0 += data[c3][(16 * c2)];
                          r1 += data[c3][(16 * c2 + 1)];
                          r2 += data[c3][(16 * c2 + 2)];
                          r3 += data[c3][(16 * c2 + 3)];
                          r4 += data[c3][(16 * c2 + 4)];
                          r5 += data[c3][(16 * c2 + 5)];
                          r6 += data[c3][(16 * c2 + 6)];
                          r7 += data[c3][(16 * c2 + 7)];
                          r8 += data[c3][(16 * c2 + 8)];
                          r9 += data[c3][(16 * c2 + 9)];
                          r10 += data[c3][(16 * c2 + 10)];
                          r11 += data[c3][(16 * c2 + 11)];
                          r12 += data[c3][(16 * c2 + 12)];
                          r13 += data[c3][(16 * c2 + 13)];
                          r14 += data[c3][(16 * c2 + 14)];
                          r15 += data[c3][(16 * c2 + 15)];
                        }
                        mean[16 * c2] = r0;
                        mean[16 * c2 + 1] = r1;
                        mean[16 * c2 + 2] = r2;
                        mean[16 * c2 + 3] = r3;
                        mean[16 * c2 + 4] = r4;
                        mean[16 * c2 + 5] = r5;
                        mean[16 * c2 + 6] = r6;
                        mean[16 * c2 + 7] = r7;
                        mean[16 * c2 + 8] = r8;
                        mean[16 * c2 + 9] = r9;
                        mean[16 * c2 + 10] = r10;
                        mean[16 * c2 + 11] = r11;
                        mean[16 * c2 + 12] = r12;
                        mean[16 * c2 + 13] = r13;
                        mean[16 * c2 + 14] = r14;
                        mean[16 * c2 + 15] = r15;
                      }
                    }
                if (16 * c2 >= _PB_M - 15)
                  for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                    #pragma omp simd
                    for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                      mean[c4] += data[c3][c4];
              }
            }
          }
      }
}
/* hedra opt: version 2 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  (void)sd;
  {
        int c0, c1, c2, c3, c4;
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
              if (_PB_M >= 16 * c2 + 16)
                if (_PB_N >= 256 * c1 + 1)
                  {
  #ifdef HEDRA_VECTOR_TYPES
                    if (__builtin_types_compatible_p(DATA_TYPE, double))
                    {
                      typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                      hedra_f64x4 r0 = *(const hedra_f64x4 *)&mean[16 * c2];
                      hedra_f64x4 r4 = *(const hedra_f64x4 *)&mean[16 * c2 + 4];
                      hedra_f64x4 r8 = *(const hedra_f64x4 *)&mean[16 * c2 + 8];
                      hedra_f64x4 r12 = *(const hedra_f64x4 *)&mean[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += (*(const hedra_f64x4 *)&data[c3][16 * c2]);
                        r4 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]);
                        r8 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]);
                        r12 += (*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]);
                      }
                      *(hedra_f64x4 *)&mean[16 * c2] = r0;
                      *(hedra_f64x4 *)&mean[16 * c2 + 4] = r4;
                      *(hedra_f64x4 *)&mean[16 * c2 + 8] = r8;
                      *(hedra_f64x4 *)&mean[16 * c2 + 12] = r12;
                    }
                    else if (__builtin_types_compatible_p(DATA_TYPE, float))
                    {
                      typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                      hedra_f32x4 r0 = *(const hedra_f32x4 *)&mean[16 * c2];
                      hedra_f32x4 r4 = *(const hedra_f32x4 *)&mean[16 * c2 + 4];
                      hedra_f32x4 r8 = *(const hedra_f32x4 *)&mean[16 * c2 + 8];
                      hedra_f32x4 r12 = *(const hedra_f32x4 *)&mean[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += (*(const hedra_f32x4 *)&data[c3][16 * c2]);
                        r4 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]);
                        r8 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]);
                        r12 += (*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]);
                      }
                      *(hedra_f32x4 *)&mean[16 * c2] = r0;
                      *(hedra_f32x4 *)&mean[16 * c2 + 4] = r4;
                      *(hedra_f32x4 *)&mean[16 * c2 + 8] = r8;
                      *(hedra_f32x4 *)&mean[16 * c2 + 12] = r12;
                    }
                    else
  #endif
                    {
                      DATA_TYPE r0 = mean[16 * c2];
                      DATA_TYPE r1 = mean[16 * c2 + 1];
                      DATA_TYPE r2 = mean[16 * c2 + 2];
                      DATA_TYPE r3 = mean[16 * c2 + 3];
                      DATA_TYPE r4 = mean[16 * c2 + 4];
                      DATA_TYPE r5 = mean[16 * c2 + 5];
                      DATA_TYPE r6 = mean[16 * c2 + 6];
                      DATA_TYPE r7 = mean[16 * c2 + 7];
                      DATA_TYPE r8 = mean[16 * c2 + 8];
                      DATA_TYPE r9 = mean[16 * c2 + 9];
                      DATA_TYPE r10 = mean[16 * c2 + 10];
                      DATA_TYPE r11 = mean[16 * c2 + 11];
                      DATA_TYPE r12 = mean[16 * c2 + 12];
                      DATA_TYPE r13 = mean[16 * c2 + 13];
                      DATA_TYPE r14 = mean[16 * c2 + 14];
                      DATA_TYPE r15 = mean[16 * c2 + 15];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r0 += data[c3][(16 * c2)];
                        r1 += data[c3][(16 * c2 + 1)];
                        r2 += data[c3][(16 * c2 + 2)];
                        r3 += data[c3][(16 * c2 + 3)];
                        r4 += data[c3][(16 * c2 + 4)];
                        r5 += data[c3][(16 * c2 + 5)];
                        r6 += data[c3][(16 * c2 + 6)];
                        r7 += data[c3][(16 * c2 + 7)];
                        r8 += data[c3][(16 * c2 + 8)];
                        r9 += data[c3][(16 * c2 + 9)];
                        r10 += data[c3][(16 * c2 + 10)];
                        r11 += data[c3][(16 * c2 + 11)];
                        r12 += data[c3][(16 * c2 + 12)];
                        r13 += data[c3][(16 * c2 + 13)];
                        r14 += data[c3][(16 * c2 + 14)];
                        r15 += data[c3][(16 * c2 + 15)];
                      }
                      mean[16 * c2] = r0;
                      mean[16 * c2 + 1] = r1;
                      mean[16 * c2 + 2] = r2;
                      mean[16 * c2 + 3] = r3;
                      mean[16 * c2 + 4] = r4;
                      mean[16 * c2 + 5] = r5;
                      mean[16 * c2 + 6] = r6;
                      mean[16 * c2 + 7] = r7;
                      mean[16 * c2 + 8] = r8;
                      mean[16 * c2 + 9] = r9;
                      mean[16 * c2 + 10] = r10;
                      mean[16 * c2 + 11] = r11;
                      mean[16 * c2 + 12] = r12;
                      mean[16 * c2 + 13] = r13;
                      mean[16 * c2 + 14] = r14;
                      mean[16 * c2 + 15] = r15;
                    }
                  }
              if (16 * c2 >= _PB_M - 15)
                for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                  #pragma omp simd
                  for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                    mean[c4] += data[c3][c4];
            }
      }
}
/* hedra opt: version 0 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_3(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  {
        int c0, c1, c2, c3, c4;
        #pragma omp parallel for private(c1, c2, c3, c4)
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
              if (_PB_M >= 16 * c2 + 16)
                if (_PB_N >= 256 * c1 + 1)
                  {
  #ifdef HEDRA_VECTOR_TYPES
                    if (__builtin_types_compatible_p(DATA_TYPE, double))
                    {
                      typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                      hedra_f64x4 r16 = *(const hedra_f64x4 *)&sd[16 * c2];
                      hedra_f64x4 r20 = *(const hedra_f64x4 *)&sd[16 * c2 + 4];
                      hedra_f64x4 r24 = *(const hedra_f64x4 *)&sd[16 * c2 + 8];
                      hedra_f64x4 r28 = *(const hedra_f64x4 *)&sd[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2]));
                        r20 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4]));
                        r24 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8]));
                        r28 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12]));
                      }
                      *(hedra_f64x4 *)&sd[16 * c2] = r16;
                      *(hedra_f64x4 *)&sd[16 * c2 + 4] = r20;
                      *(hedra_f64x4 *)&sd[16 * c2 + 8] = r24;
                      *(hedra_f64x4 *)&sd[16 * c2 + 12] = r28;
                    }
                    else if (__builtin_types_compatible_p(DATA_TYPE, float))
                    {
                      typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                      hedra_f32x4 r16 = *(const hedra_f32x4 *)&sd[16 * c2];
                      hedra_f32x4 r20 = *(const hedra_f32x4 *)&sd[16 * c2 + 4];
                      hedra_f32x4 r24 = *(const hedra_f32x4 *)&sd[16 * c2 + 8];
                      hedra_f32x4 r28 = *(const hedra_f32x4 *)&sd[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2]));
                        r20 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4]));
                        r24 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8]));
                        r28 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12]));
                      }
                      *(hedra_f32x4 *)&sd[16 * c2] = r16;
                      *(hedra_f32x4 *)&sd[16 * c2 + 4] = r20;
                      *(hedra_f32x4 *)&sd[16 * c2 + 8] = r24;
                      *(hedra_f32x4 *)&sd[16 * c2 + 12] = r28;
                    }
                    else
  #endif
                    {
                      DATA_TYPE r16 = sd[16 * c2];
                      DATA_TYPE r17 = sd[16 * c2 + 1];
                      DATA_TYPE r18 = sd[16 * c2 + 2];
                      DATA_TYPE r19 = sd[16 * c2 + 3];
                      DATA_TYPE r20 = sd[16 * c2 + 4];
                      DATA_TYPE r21 = sd[16 * c2 + 5];
                      DATA_TYPE r22 = sd[16 * c2 + 6];
                      DATA_TYPE r23 = sd[16 * c2 + 7];
                      DATA_TYPE r24 = sd[16 * c2 + 8];
                      DATA_TYPE r25 = sd[16 * c2 + 9];
                      DATA_TYPE r26 = sd[16 * c2 + 10];
                      DATA_TYPE r27 = sd[16 * c2 + 11];
                      DATA_TYPE r28 = sd[16 * c2 + 12];
                      DATA_TYPE r29 = sd[16 * c2 + 13];
                      DATA_TYPE r30 = sd[16 * c2 + 14];
                      DATA_TYPE r31 = sd[16 * c2 + 15];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += (data[c3][(16 * c2)] - mean[(16 * c2)]) * (data[c3][(16 * c2)] - mean[(16 * c2)]);
                        r17 += (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]) * (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]);
                        r18 += (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]) * (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]);
                        r19 += (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]) * (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]);
                        r20 += (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]) * (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]);
                        r21 += (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]) * (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]);
                        r22 += (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]) * (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]);
                        r23 += (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]) * (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]);
                        r24 += (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]) * (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]);
                        r25 += (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]) * (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]);
                        r26 += (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]) * (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]);
                        r27 += (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]) * (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]);
                        r28 += (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]) * (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]);
                        r29 += (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]) * (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]);
                        r30 += (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]) * (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]);
                        r31 += (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]) * (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]);
                      }
                      sd[16 * c2] = r16;
                      sd[16 * c2 + 1] = r17;
                      sd[16 * c2 + 2] = r18;
                      sd[16 * c2 + 3] = r19;
                      sd[16 * c2 + 4] = r20;
                      sd[16 * c2 + 5] = r21;
                      sd[16 * c2 + 6] = r22;
                      sd[16 * c2 + 7] = r23;
                      sd[16 * c2 + 8] = r24;
                      sd[16 * c2 + 9] = r25;
                      sd[16 * c2 + 10] = r26;
                      sd[16 * c2 + 11] = r27;
                      sd[16 * c2 + 12] = r28;
                      sd[16 * c2 + 13] = r29;
                      sd[16 * c2 + 14] = r30;
                      sd[16 * c2 + 15] = r31;
                    }
                  }
              if (16 * c2 >= _PB_M - 15)
                for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                  #pragma omp simd
                  for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                    sd[c4] += (data[c3][c4] - mean[c4]) * (data[c3][c4] - mean[c4]);
            }
      }
}
/* hedra opt: version 1 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_4(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  {
        int c0, c1, c2, c3, c4;
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++) {
            if (((double)max((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_N - 1, 256 * floord(_PB_N - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (0) + 1, 0)))) >= 4096.0) {
              #pragma omp parallel for private(c3, c4)
              for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
                if (_PB_M >= 16 * c2 + 16)
                  if (_PB_N >= 256 * c1 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r16 = *(const hedra_f64x4 *)&sd[16 * c2];
                        hedra_f64x4 r20 = *(const hedra_f64x4 *)&sd[16 * c2 + 4];
                        hedra_f64x4 r24 = *(const hedra_f64x4 *)&sd[16 * c2 + 8];
                        hedra_f64x4 r28 = *(const hedra_f64x4 *)&sd[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2]));
                          r20 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4]));
                          r24 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8]));
                          r28 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12]));
                        }
                        *(hedra_f64x4 *)&sd[16 * c2] = r16;
                        *(hedra_f64x4 *)&sd[16 * c2 + 4] = r20;
                        *(hedra_f64x4 *)&sd[16 * c2 + 8] = r24;
                        *(hedra_f64x4 *)&sd[16 * c2 + 12] = r28;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r16 = *(const hedra_f32x4 *)&sd[16 * c2];
                        hedra_f32x4 r20 = *(const hedra_f32x4 *)&sd[16 * c2 + 4];
                        hedra_f32x4 r24 = *(const hedra_f32x4 *)&sd[16 * c2 + 8];
                        hedra_f32x4 r28 = *(const hedra_f32x4 *)&sd[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2]));
                          r20 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4]));
                          r24 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8]));
                          r28 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12]));
                        }
                        *(hedra_f32x4 *)&sd[16 * c2] = r16;
                        *(hedra_f32x4 *)&sd[16 * c2 + 4] = r20;
                        *(hedra_f32x4 *)&sd[16 * c2 + 8] = r24;
                        *(hedra_f32x4 *)&sd[16 * c2 + 12] = r28;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r16 = sd[16 * c2];
                        DATA_TYPE r17 = sd[16 * c2 + 1];
                        DATA_TYPE r18 = sd[16 * c2 + 2];
                        DATA_TYPE r19 = sd[16 * c2 + 3];
                        DATA_TYPE r20 = sd[16 * c2 + 4];
                        DATA_TYPE r21 = sd[16 * c2 + 5];
                        DATA_TYPE r22 = sd[16 * c2 + 6];
                        DATA_TYPE r23 = sd[16 * c2 + 7];
                        DATA_TYPE r24 = sd[16 * c2 + 8];
                        DATA_TYPE r25 = sd[16 * c2 + 9];
                        DATA_TYPE r26 = sd[16 * c2 + 10];
                        DATA_TYPE r27 = sd[16 * c2 + 11];
                        DATA_TYPE r28 = sd[16 * c2 + 12];
                        DATA_TYPE r29 = sd[16 * c2 + 13];
                        DATA_TYPE r30 = sd[16 * c2 + 14];
                        DATA_TYPE r31 = sd[16 * c2 + 15];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += (data[c3][(16 * c2)] - mean[(16 * c2)]) * (data[c3][(16 * c2)] - mean[(16 * c2)]);
                          r17 += (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]) * (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]);
                          r18 += (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]) * (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]);
                          r19 += (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]) * (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]);
                          r20 += (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]) * (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]);
                          r21 += (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]) * (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]);
                          r22 += (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]) * (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]);
                          r23 += (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]) * (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]);
                          r24 += (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]) * (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]);
                          r25 += (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]) * (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]);
                          r26 += (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]) * (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]);
                          r27 += (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]) * (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]);
                          r28 += (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]) * (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]);
                          r29 += (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]) * (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]);
                          r30 += (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]) * (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]);
                          r31 += (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]) * (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]);
                        }
                        sd[16 * c2] = r16;
                        sd[16 * c2 + 1] = r17;
                        sd[16 * c2 + 2] = r18;
                        sd[16 * c2 + 3] = r19;
                        sd[16 * c2 + 4] = r20;
                        sd[16 * c2 + 5] = r21;
                        sd[16 * c2 + 6] = r22;
                        sd[16 * c2 + 7] = r23;
                        sd[16 * c2 + 8] = r24;
                        sd[16 * c2 + 9] = r25;
                        sd[16 * c2 + 10] = r26;
                        sd[16 * c2 + 11] = r27;
                        sd[16 * c2 + 12] = r28;
                        sd[16 * c2 + 13] = r29;
                        sd[16 * c2 + 14] = r30;
                        sd[16 * c2 + 15] = r31;
                      }
                    }
                if (16 * c2 >= _PB_M - 15)
                  for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                    #pragma omp simd
                    for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                      sd[c4] += (data[c3][c4] - mean[c4]) * (data[c3][c4] - mean[c4]);
              }
            } else {
              for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
                if (_PB_M >= 16 * c2 + 16)
                  if (_PB_N >= 256 * c1 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r16 = *(const hedra_f64x4 *)&sd[16 * c2];
                        hedra_f64x4 r20 = *(const hedra_f64x4 *)&sd[16 * c2 + 4];
                        hedra_f64x4 r24 = *(const hedra_f64x4 *)&sd[16 * c2 + 8];
                        hedra_f64x4 r28 = *(const hedra_f64x4 *)&sd[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2]));
                          r20 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4]));
                          r24 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8]));
                          r28 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12]));
                        }
                        *(hedra_f64x4 *)&sd[16 * c2] = r16;
                        *(hedra_f64x4 *)&sd[16 * c2 + 4] = r20;
                        *(hedra_f64x4 *)&sd[16 * c2 + 8] = r24;
                        *(hedra_f64x4 *)&sd[16 * c2 + 12] = r28;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r16 = *(const hedra_f32x4 *)&sd[16 * c2];
                        hedra_f32x4 r20 = *(const hedra_f32x4 *)&sd[16 * c2 + 4];
                        hedra_f32x4 r24 = *(const hedra_f32x4 *)&sd[16 * c2 + 8];
                        hedra_f32x4 r28 = *(const hedra_f32x4 *)&sd[16 * c2 + 12];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2]));
                          r20 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4]));
                          r24 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8]));
                          r28 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12]));
                        }
                        *(hedra_f32x4 *)&sd[16 * c2] = r16;
                        *(hedra_f32x4 *)&sd[16 * c2 + 4] = r20;
                        *(hedra_f32x4 *)&sd[16 * c2 + 8] = r24;
                        *(hedra_f32x4 *)&sd[16 * c2 + 12] = r28;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r16 = sd[16 * c2];
                        DATA_TYPE r17 = sd[16 * c2 + 1];
                        DATA_TYPE r18 = sd[16 * c2 + 2];
                        DATA_TYPE r19 = sd[16 * c2 + 3];
                        DATA_TYPE r20 = sd[16 * c2 + 4];
                        DATA_TYPE r21 = sd[16 * c2 + 5];
                        DATA_TYPE r22 = sd[16 * c2 + 6];
                        DATA_TYPE r23 = sd[16 * c2 + 7];
                        DATA_TYPE r24 = sd[16 * c2 + 8];
                        DATA_TYPE r25 = sd[16 * c2 + 9];
                        DATA_TYPE r26 = sd[16 * c2 + 10];
                        DATA_TYPE r27 = sd[16 * c2 + 11];
                        DATA_TYPE r28 = sd[16 * c2 + 12];
                        DATA_TYPE r29 = sd[16 * c2 + 13];
                        DATA_TYPE r30 = sd[16 * c2 + 14];
                        DATA_TYPE r31 = sd[16 * c2 + 15];
                        for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                          r16 += (data[c3][(16 * c2)] - mean[(16 * c2)]) * (data[c3][(16 * c2)] - mean[(16 * c2)]);
                          r17 += (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]) * (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]);
                          r18 += (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]) * (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]);
                          r19 += (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]) * (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]);
                          r20 += (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]) * (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]);
                          r21 += (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]) * (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]);
                          r22 += (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]) * (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]);
                          r23 += (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]) * (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]);
                          r24 += (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]) * (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]);
                          r25 += (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]) * (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]);
                          r26 += (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]) * (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]);
                          r27 += (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]) * (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]);
                          r28 += (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]) * (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]);
                          r29 += (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]) * (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]);
                          r30 += (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]) * (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]);
                          r31 += (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]) * (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]);
                        }
                        sd[16 * c2] = r16;
                        sd[16 * c2 + 1] = r17;
                        sd[16 * c2 + 2] = r18;
                        sd[16 * c2 + 3] = r19;
                        sd[16 * c2 + 4] = r20;
                        sd[16 * c2 + 5] = r21;
                        sd[16 * c2 + 6] = r22;
                        sd[16 * c2 + 7] = r23;
                        sd[16 * c2 + 8] = r24;
                        sd[16 * c2 + 9] = r25;
                        sd[16 * c2 + 10] = r26;
                        sd[16 * c2 + 11] = r27;
                        sd[16 * c2 + 12] = r28;
                        sd[16 * c2 + 13] = r29;
                        sd[16 * c2 + 14] = r30;
                        sd[16 * c2 + 15] = r31;
                      }
                    }
                if (16 * c2 >= _PB_M - 15)
                  for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                    #pragma omp simd
                    for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                      sd[c4] += (data[c3][c4] - mean[c4]) * (data[c3][c4] - mean[c4]);
              }
            }
          }
      }
}
/* hedra opt: version 2 of 3 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_5(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)corr;
  {
        int c0, c1, c2, c3, c4;
        for (c0 = 0; c0 <= floord(_PB_M - 1, 512); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, floord(_PB_M - 1, 16)); c2++) {
              if (_PB_M >= 16 * c2 + 16)
                if (_PB_N >= 256 * c1 + 1)
                  {
  #ifdef HEDRA_VECTOR_TYPES
                    if (__builtin_types_compatible_p(DATA_TYPE, double))
                    {
                      typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                      hedra_f64x4 r16 = *(const hedra_f64x4 *)&sd[16 * c2];
                      hedra_f64x4 r20 = *(const hedra_f64x4 *)&sd[16 * c2 + 4];
                      hedra_f64x4 r24 = *(const hedra_f64x4 *)&sd[16 * c2 + 8];
                      hedra_f64x4 r28 = *(const hedra_f64x4 *)&sd[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2]) - (*(const hedra_f64x4 *)&mean[16 * c2]));
                        r20 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 4]));
                        r24 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 8]));
                        r28 += ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f64x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f64x4 *)&mean[16 * c2 + 12]));
                      }
                      *(hedra_f64x4 *)&sd[16 * c2] = r16;
                      *(hedra_f64x4 *)&sd[16 * c2 + 4] = r20;
                      *(hedra_f64x4 *)&sd[16 * c2 + 8] = r24;
                      *(hedra_f64x4 *)&sd[16 * c2 + 12] = r28;
                    }
                    else if (__builtin_types_compatible_p(DATA_TYPE, float))
                    {
                      typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                      hedra_f32x4 r16 = *(const hedra_f32x4 *)&sd[16 * c2];
                      hedra_f32x4 r20 = *(const hedra_f32x4 *)&sd[16 * c2 + 4];
                      hedra_f32x4 r24 = *(const hedra_f32x4 *)&sd[16 * c2 + 8];
                      hedra_f32x4 r28 = *(const hedra_f32x4 *)&sd[16 * c2 + 12];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2]) - (*(const hedra_f32x4 *)&mean[16 * c2]));
                        r20 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 4]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 4]));
                        r24 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 8]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 8]));
                        r28 += ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12])) * ((*(const hedra_f32x4 *)&data[c3][16 * c2 + 12]) - (*(const hedra_f32x4 *)&mean[16 * c2 + 12]));
                      }
                      *(hedra_f32x4 *)&sd[16 * c2] = r16;
                      *(hedra_f32x4 *)&sd[16 * c2 + 4] = r20;
                      *(hedra_f32x4 *)&sd[16 * c2 + 8] = r24;
                      *(hedra_f32x4 *)&sd[16 * c2 + 12] = r28;
                    }
                    else
  #endif
                    {
                      DATA_TYPE r16 = sd[16 * c2];
                      DATA_TYPE r17 = sd[16 * c2 + 1];
                      DATA_TYPE r18 = sd[16 * c2 + 2];
                      DATA_TYPE r19 = sd[16 * c2 + 3];
                      DATA_TYPE r20 = sd[16 * c2 + 4];
                      DATA_TYPE r21 = sd[16 * c2 + 5];
                      DATA_TYPE r22 = sd[16 * c2 + 6];
                      DATA_TYPE r23 = sd[16 * c2 + 7];
                      DATA_TYPE r24 = sd[16 * c2 + 8];
                      DATA_TYPE r25 = sd[16 * c2 + 9];
                      DATA_TYPE r26 = sd[16 * c2 + 10];
                      DATA_TYPE r27 = sd[16 * c2 + 11];
                      DATA_TYPE r28 = sd[16 * c2 + 12];
                      DATA_TYPE r29 = sd[16 * c2 + 13];
                      DATA_TYPE r30 = sd[16 * c2 + 14];
                      DATA_TYPE r31 = sd[16 * c2 + 15];
                      for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++) {
                        r16 += (data[c3][(16 * c2)] - mean[(16 * c2)]) * (data[c3][(16 * c2)] - mean[(16 * c2)]);
                        r17 += (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]) * (data[c3][(16 * c2 + 1)] - mean[(16 * c2 + 1)]);
                        r18 += (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]) * (data[c3][(16 * c2 + 2)] - mean[(16 * c2 + 2)]);
                        r19 += (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]) * (data[c3][(16 * c2 + 3)] - mean[(16 * c2 + 3)]);
                        r20 += (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]) * (data[c3][(16 * c2 + 4)] - mean[(16 * c2 + 4)]);
                        r21 += (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]) * (data[c3][(16 * c2 + 5)] - mean[(16 * c2 + 5)]);
                        r22 += (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]) * (data[c3][(16 * c2 + 6)] - mean[(16 * c2 + 6)]);
                        r23 += (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]) * (data[c3][(16 * c2 + 7)] - mean[(16 * c2 + 7)]);
                        r24 += (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]) * (data[c3][(16 * c2 + 8)] - mean[(16 * c2 + 8)]);
                        r25 += (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]) * (data[c3][(16 * c2 + 9)] - mean[(16 * c2 + 9)]);
                        r26 += (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]) * (data[c3][(16 * c2 + 10)] - mean[(16 * c2 + 10)]);
                        r27 += (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]) * (data[c3][(16 * c2 + 11)] - mean[(16 * c2 + 11)]);
                        r28 += (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]) * (data[c3][(16 * c2 + 12)] - mean[(16 * c2 + 12)]);
                        r29 += (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]) * (data[c3][(16 * c2 + 13)] - mean[(16 * c2 + 13)]);
                        r30 += (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]) * (data[c3][(16 * c2 + 14)] - mean[(16 * c2 + 14)]);
                        r31 += (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]) * (data[c3][(16 * c2 + 15)] - mean[(16 * c2 + 15)]);
                      }
                      sd[16 * c2] = r16;
                      sd[16 * c2 + 1] = r17;
                      sd[16 * c2 + 2] = r18;
                      sd[16 * c2 + 3] = r19;
                      sd[16 * c2 + 4] = r20;
                      sd[16 * c2 + 5] = r21;
                      sd[16 * c2 + 6] = r22;
                      sd[16 * c2 + 7] = r23;
                      sd[16 * c2 + 8] = r24;
                      sd[16 * c2 + 9] = r25;
                      sd[16 * c2 + 10] = r26;
                      sd[16 * c2 + 11] = r27;
                      sd[16 * c2 + 12] = r28;
                      sd[16 * c2 + 13] = r29;
                      sd[16 * c2 + 14] = r30;
                      sd[16 * c2 + 15] = r31;
                    }
                  }
              if (16 * c2 >= _PB_M - 15)
                for (c3 = 256 * c1; c3 <= min(_PB_N - 1, 256 * c1 + 255); c3++)
                  #pragma omp simd
                  for (c4 = 16 * c2; c4 <= min(_PB_M - 1, 16 * c2 + 15); c4++)
                    sd[c4] += (data[c3][c4] - mean[c4]) * (data[c3][c4] - mean[c4]);
            }
      }
}
/* hedra opt: version 0 of 5 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_6(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)mean;
  (void)sd;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        #pragma omp parallel for private(c1, c2, c3, c4, c5, c6, c7)
        for (c0 = 0; c0 <= floord(_PB_M - 2, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                  if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                    if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                      if (_PB_N >= 256 * c1 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r32 = corr[6 * c3][16 * c4];
                            DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                            DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                            DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                            DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                            DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                            DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                            DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                            DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                            DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                            DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                            DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                            DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                            DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                            DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                            DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                            DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                            DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                            DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                            DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                            DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                            DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                              r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                              r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                              r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                              r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                              r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                              r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                              r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                              r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                              r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                              r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                              r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                              r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                              r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                              r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                              r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                              r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                              r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                              r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                              r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                              r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                              r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                              r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                              r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                              r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                              r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                              r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                              r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                              r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                              r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                              r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                              r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                              r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                              r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                              r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                              r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                              r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                              r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                              r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                              r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                              r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                              r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                              r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                              r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                              r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                              r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                              r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                              r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                              r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                              r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                              r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                              r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                              r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                              r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                              r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                              r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                              r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                              r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                              r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                              r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                              r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                              r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                              r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                              r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                              r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                              r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                              r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                              r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                              r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                              r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                              r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                              r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                              r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                              r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                              r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                              r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                              r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                              r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                              r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                              r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                              r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                              r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                              r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                              r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                              r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                              r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                              r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                              r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                              r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                              r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                              r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                              r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                              r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                              r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                              r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                              r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                            }
                            corr[6 * c3][16 * c4] = r32;
                            corr[6 * c3][16 * c4 + 1] = r33;
                            corr[6 * c3][16 * c4 + 2] = r34;
                            corr[6 * c3][16 * c4 + 3] = r35;
                            corr[6 * c3][16 * c4 + 4] = r36;
                            corr[6 * c3][16 * c4 + 5] = r37;
                            corr[6 * c3][16 * c4 + 6] = r38;
                            corr[6 * c3][16 * c4 + 7] = r39;
                            corr[6 * c3][16 * c4 + 8] = r40;
                            corr[6 * c3][16 * c4 + 9] = r41;
                            corr[6 * c3][16 * c4 + 10] = r42;
                            corr[6 * c3][16 * c4 + 11] = r43;
                            corr[6 * c3][16 * c4 + 12] = r44;
                            corr[6 * c3][16 * c4 + 13] = r45;
                            corr[6 * c3][16 * c4 + 14] = r46;
                            corr[6 * c3][16 * c4 + 15] = r47;
                            corr[6 * c3 + 1][16 * c4] = r48;
                            corr[6 * c3 + 1][16 * c4 + 1] = r49;
                            corr[6 * c3 + 1][16 * c4 + 2] = r50;
                            corr[6 * c3 + 1][16 * c4 + 3] = r51;
                            corr[6 * c3 + 1][16 * c4 + 4] = r52;
                            corr[6 * c3 + 1][16 * c4 + 5] = r53;
                            corr[6 * c3 + 1][16 * c4 + 6] = r54;
                            corr[6 * c3 + 1][16 * c4 + 7] = r55;
                            corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            corr[6 * c3 + 1][16 * c4 + 9] = r57;
                            corr[6 * c3 + 1][16 * c4 + 10] = r58;
                            corr[6 * c3 + 1][16 * c4 + 11] = r59;
                            corr[6 * c3 + 1][16 * c4 + 12] = r60;
                            corr[6 * c3 + 1][16 * c4 + 13] = r61;
                            corr[6 * c3 + 1][16 * c4 + 14] = r62;
                            corr[6 * c3 + 1][16 * c4 + 15] = r63;
                            corr[6 * c3 + 2][16 * c4] = r64;
                            corr[6 * c3 + 2][16 * c4 + 1] = r65;
                            corr[6 * c3 + 2][16 * c4 + 2] = r66;
                            corr[6 * c3 + 2][16 * c4 + 3] = r67;
                            corr[6 * c3 + 2][16 * c4 + 4] = r68;
                            corr[6 * c3 + 2][16 * c4 + 5] = r69;
                            corr[6 * c3 + 2][16 * c4 + 6] = r70;
                            corr[6 * c3 + 2][16 * c4 + 7] = r71;
                            corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            corr[6 * c3 + 2][16 * c4 + 9] = r73;
                            corr[6 * c3 + 2][16 * c4 + 10] = r74;
                            corr[6 * c3 + 2][16 * c4 + 11] = r75;
                            corr[6 * c3 + 2][16 * c4 + 12] = r76;
                            corr[6 * c3 + 2][16 * c4 + 13] = r77;
                            corr[6 * c3 + 2][16 * c4 + 14] = r78;
                            corr[6 * c3 + 2][16 * c4 + 15] = r79;
                            corr[6 * c3 + 3][16 * c4] = r80;
                            corr[6 * c3 + 3][16 * c4 + 1] = r81;
                            corr[6 * c3 + 3][16 * c4 + 2] = r82;
                            corr[6 * c3 + 3][16 * c4 + 3] = r83;
                            corr[6 * c3 + 3][16 * c4 + 4] = r84;
                            corr[6 * c3 + 3][16 * c4 + 5] = r85;
                            corr[6 * c3 + 3][16 * c4 + 6] = r86;
                            corr[6 * c3 + 3][16 * c4 + 7] = r87;
                            corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            corr[6 * c3 + 3][16 * c4 + 9] = r89;
                            corr[6 * c3 + 3][16 * c4 + 10] = r90;
                            corr[6 * c3 + 3][16 * c4 + 11] = r91;
                            corr[6 * c3 + 3][16 * c4 + 12] = r92;
                            corr[6 * c3 + 3][16 * c4 + 13] = r93;
                            corr[6 * c3 + 3][16 * c4 + 14] = r94;
                            corr[6 * c3 + 3][16 * c4 + 15] = r95;
                            corr[6 * c3 + 4][16 * c4] = r96;
                            corr[6 * c3 + 4][16 * c4 + 1] = r97;
                            corr[6 * c3 + 4][16 * c4 + 2] = r98;
                            corr[6 * c3 + 4][16 * c4 + 3] = r99;
                            corr[6 * c3 + 4][16 * c4 + 4] = r100;
                            corr[6 * c3 + 4][16 * c4 + 5] = r101;
                            corr[6 * c3 + 4][16 * c4 + 6] = r102;
                            corr[6 * c3 + 4][16 * c4 + 7] = r103;
                            corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            corr[6 * c3 + 4][16 * c4 + 9] = r105;
                            corr[6 * c3 + 4][16 * c4 + 10] = r106;
                            corr[6 * c3 + 4][16 * c4 + 11] = r107;
                            corr[6 * c3 + 4][16 * c4 + 12] = r108;
                            corr[6 * c3 + 4][16 * c4 + 13] = r109;
                            corr[6 * c3 + 4][16 * c4 + 14] = r110;
                            corr[6 * c3 + 4][16 * c4 + 15] = r111;
                            corr[6 * c3 + 5][16 * c4] = r112;
                            corr[6 * c3 + 5][16 * c4 + 1] = r113;
                            corr[6 * c3 + 5][16 * c4 + 2] = r114;
                            corr[6 * c3 + 5][16 * c4 + 3] = r115;
                            corr[6 * c3 + 5][16 * c4 + 4] = r116;
                            corr[6 * c3 + 5][16 * c4 + 5] = r117;
                            corr[6 * c3 + 5][16 * c4 + 6] = r118;
                            corr[6 * c3 + 5][16 * c4 + 7] = r119;
                            corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            corr[6 * c3 + 5][16 * c4 + 9] = r121;
                            corr[6 * c3 + 5][16 * c4 + 10] = r122;
                            corr[6 * c3 + 5][16 * c4 + 11] = r123;
                            corr[6 * c3 + 5][16 * c4 + 12] = r124;
                            corr[6 * c3 + 5][16 * c4 + 13] = r125;
                            corr[6 * c3 + 5][16 * c4 + 14] = r126;
                            corr[6 * c3 + 5][16 * c4 + 15] = r127;
                          }
                        }
                    if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                        if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                          corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                      }
                  }
                  if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                    for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                      for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                        if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                          corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                          corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                          corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                          corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                          corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                          corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                          corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                          corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                          corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                          corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                          corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                          corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                          corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                          corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                          corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                          corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                        }
                        if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[c6][c7] += data[c5][c6] * data[c5][c7];
                      }
                }
      }
}
/* hedra opt: version 1 of 5 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_7(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)mean;
  (void)sd;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_M - 2, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++) {
            if (((double)max((floord(_PB_M - 1, 512)) - (floord(0, 16)) + 1, 0) * ((double)max((min(16 * floord(_PB_M - 2, 96) + 15, min(floord(_PB_M - 2, 6), floord(256 * floord(_PB_M - 1, 512) + 255, 3)))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (max(32 * floord(0, 16), floord(0, 8))) + 1, 0) * ((double)max((min(_PB_N - 1, 256 * floord(_PB_N - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(1, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(2, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(3, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(4, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(5, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(6, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(512 * floord(_PB_M - 1, 512) + 510, min(16 * floord(_PB_M - 1, 16) + 14, min(_PB_M - 2, min(96 * floord(_PB_M - 2, 96) + 95, min(6 * floord(_PB_M - 2, 6) + 5, 6 * floord(256 * floord(_PB_M - 1, 512) + 255, 3) + 5)))))) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(1, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0))))))) >= 4096.0) {
              #pragma omp parallel for private(c3, c4, c5, c6, c7)
              for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                  for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                    if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                      if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                        if (_PB_N >= 256 * c1 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r32 = corr[6 * c3][16 * c4];
                              DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                              DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                              DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                              DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                              DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                              DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                              DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                              DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                              DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                              DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                              DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                              DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                              DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                              DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                              DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                              DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                              DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                              DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                              DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                              DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                              DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                                r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                                r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                                r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                                r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                                r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                                r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                                r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                                r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                                r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                                r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                                r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                                r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                                r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                                r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                                r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                                r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                                r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                                r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                                r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                                r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                                r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                                r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                                r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                                r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                                r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                                r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                                r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                                r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                                r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                                r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                                r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                                r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                                r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                                r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                                r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                                r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                                r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                                r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                                r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                                r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                                r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                                r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                                r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                                r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                                r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                                r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                                r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                                r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                                r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                                r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                                r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                                r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                                r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                                r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                                r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                                r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                                r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                                r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                                r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                                r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                                r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                                r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                                r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                                r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                                r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                                r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                                r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                                r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                                r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                                r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                                r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                                r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                                r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                                r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                                r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                                r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                                r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                                r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                                r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                                r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                                r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                                r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                                r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                                r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                                r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                                r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                                r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                                r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                                r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                                r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                                r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                                r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                                r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                                r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                                r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                              }
                              corr[6 * c3][16 * c4] = r32;
                              corr[6 * c3][16 * c4 + 1] = r33;
                              corr[6 * c3][16 * c4 + 2] = r34;
                              corr[6 * c3][16 * c4 + 3] = r35;
                              corr[6 * c3][16 * c4 + 4] = r36;
                              corr[6 * c3][16 * c4 + 5] = r37;
                              corr[6 * c3][16 * c4 + 6] = r38;
                              corr[6 * c3][16 * c4 + 7] = r39;
                              corr[6 * c3][16 * c4 + 8] = r40;
                              corr[6 * c3][16 * c4 + 9] = r41;
                              corr[6 * c3][16 * c4 + 10] = r42;
                              corr[6 * c3][16 * c4 + 11] = r43;
                              corr[6 * c3][16 * c4 + 12] = r44;
                              corr[6 * c3][16 * c4 + 13] = r45;
                              corr[6 * c3][16 * c4 + 14] = r46;
                              corr[6 * c3][16 * c4 + 15] = r47;
                              corr[6 * c3 + 1][16 * c4] = r48;
                              corr[6 * c3 + 1][16 * c4 + 1] = r49;
                              corr[6 * c3 + 1][16 * c4 + 2] = r50;
                              corr[6 * c3 + 1][16 * c4 + 3] = r51;
                              corr[6 * c3 + 1][16 * c4 + 4] = r52;
                              corr[6 * c3 + 1][16 * c4 + 5] = r53;
                              corr[6 * c3 + 1][16 * c4 + 6] = r54;
                              corr[6 * c3 + 1][16 * c4 + 7] = r55;
                              corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              corr[6 * c3 + 1][16 * c4 + 9] = r57;
                              corr[6 * c3 + 1][16 * c4 + 10] = r58;
                              corr[6 * c3 + 1][16 * c4 + 11] = r59;
                              corr[6 * c3 + 1][16 * c4 + 12] = r60;
                              corr[6 * c3 + 1][16 * c4 + 13] = r61;
                              corr[6 * c3 + 1][16 * c4 + 14] = r62;
                              corr[6 * c3 + 1][16 * c4 + 15] = r63;
                              corr[6 * c3 + 2][16 * c4] = r64;
                              corr[6 * c3 + 2][16 * c4 + 1] = r65;
                              corr[6 * c3 + 2][16 * c4 + 2] = r66;
                              corr[6 * c3 + 2][16 * c4 + 3] = r67;
                              corr[6 * c3 + 2][16 * c4 + 4] = r68;
                              corr[6 * c3 + 2][16 * c4 + 5] = r69;
                              corr[6 * c3 + 2][16 * c4 + 6] = r70;
                              corr[6 * c3 + 2][16 * c4 + 7] = r71;
                              corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              corr[6 * c3 + 2][16 * c4 + 9] = r73;
                              corr[6 * c3 + 2][16 * c4 + 10] = r74;
                              corr[6 * c3 + 2][16 * c4 + 11] = r75;
                              corr[6 * c3 + 2][16 * c4 + 12] = r76;
                              corr[6 * c3 + 2][16 * c4 + 13] = r77;
                              corr[6 * c3 + 2][16 * c4 + 14] = r78;
                              corr[6 * c3 + 2][16 * c4 + 15] = r79;
                              corr[6 * c3 + 3][16 * c4] = r80;
                              corr[6 * c3 + 3][16 * c4 + 1] = r81;
                              corr[6 * c3 + 3][16 * c4 + 2] = r82;
                              corr[6 * c3 + 3][16 * c4 + 3] = r83;
                              corr[6 * c3 + 3][16 * c4 + 4] = r84;
                              corr[6 * c3 + 3][16 * c4 + 5] = r85;
                              corr[6 * c3 + 3][16 * c4 + 6] = r86;
                              corr[6 * c3 + 3][16 * c4 + 7] = r87;
                              corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              corr[6 * c3 + 3][16 * c4 + 9] = r89;
                              corr[6 * c3 + 3][16 * c4 + 10] = r90;
                              corr[6 * c3 + 3][16 * c4 + 11] = r91;
                              corr[6 * c3 + 3][16 * c4 + 12] = r92;
                              corr[6 * c3 + 3][16 * c4 + 13] = r93;
                              corr[6 * c3 + 3][16 * c4 + 14] = r94;
                              corr[6 * c3 + 3][16 * c4 + 15] = r95;
                              corr[6 * c3 + 4][16 * c4] = r96;
                              corr[6 * c3 + 4][16 * c4 + 1] = r97;
                              corr[6 * c3 + 4][16 * c4 + 2] = r98;
                              corr[6 * c3 + 4][16 * c4 + 3] = r99;
                              corr[6 * c3 + 4][16 * c4 + 4] = r100;
                              corr[6 * c3 + 4][16 * c4 + 5] = r101;
                              corr[6 * c3 + 4][16 * c4 + 6] = r102;
                              corr[6 * c3 + 4][16 * c4 + 7] = r103;
                              corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              corr[6 * c3 + 4][16 * c4 + 9] = r105;
                              corr[6 * c3 + 4][16 * c4 + 10] = r106;
                              corr[6 * c3 + 4][16 * c4 + 11] = r107;
                              corr[6 * c3 + 4][16 * c4 + 12] = r108;
                              corr[6 * c3 + 4][16 * c4 + 13] = r109;
                              corr[6 * c3 + 4][16 * c4 + 14] = r110;
                              corr[6 * c3 + 4][16 * c4 + 15] = r111;
                              corr[6 * c3 + 5][16 * c4] = r112;
                              corr[6 * c3 + 5][16 * c4 + 1] = r113;
                              corr[6 * c3 + 5][16 * c4 + 2] = r114;
                              corr[6 * c3 + 5][16 * c4 + 3] = r115;
                              corr[6 * c3 + 5][16 * c4 + 4] = r116;
                              corr[6 * c3 + 5][16 * c4 + 5] = r117;
                              corr[6 * c3 + 5][16 * c4 + 6] = r118;
                              corr[6 * c3 + 5][16 * c4 + 7] = r119;
                              corr[6 * c3 + 5][16 * c4 + 8] = r120;
                              corr[6 * c3 + 5][16 * c4 + 9] = r121;
                              corr[6 * c3 + 5][16 * c4 + 10] = r122;
                              corr[6 * c3 + 5][16 * c4 + 11] = r123;
                              corr[6 * c3 + 5][16 * c4 + 12] = r124;
                              corr[6 * c3 + 5][16 * c4 + 13] = r125;
                              corr[6 * c3 + 5][16 * c4 + 14] = r126;
                              corr[6 * c3 + 5][16 * c4 + 15] = r127;
                            }
                          }
                      if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                        for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                          if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                            corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                        }
                    }
                    if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                  }
            } else {
              for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                  for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                    if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                      if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                        if (_PB_N >= 256 * c1 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r32 = corr[6 * c3][16 * c4];
                              DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                              DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                              DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                              DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                              DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                              DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                              DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                              DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                              DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                              DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                              DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                              DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                              DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                              DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                              DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                              DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                              DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                              DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                              DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                              DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                              DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                                r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                                r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                                r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                                r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                                r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                                r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                                r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                                r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                                r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                                r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                                r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                                r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                                r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                                r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                                r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                                r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                                r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                                r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                                r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                                r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                                r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                                r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                                r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                                r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                                r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                                r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                                r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                                r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                                r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                                r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                                r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                                r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                                r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                                r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                                r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                                r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                                r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                                r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                                r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                                r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                                r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                                r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                                r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                                r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                                r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                                r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                                r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                                r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                                r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                                r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                                r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                                r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                                r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                                r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                                r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                                r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                                r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                                r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                                r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                                r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                                r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                                r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                                r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                                r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                                r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                                r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                                r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                                r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                                r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                                r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                                r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                                r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                                r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                                r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                                r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                                r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                                r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                                r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                                r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                                r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                                r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                                r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                                r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                                r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                                r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                                r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                                r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                                r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                                r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                                r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                                r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                                r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                                r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                                r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                                r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                              }
                              corr[6 * c3][16 * c4] = r32;
                              corr[6 * c3][16 * c4 + 1] = r33;
                              corr[6 * c3][16 * c4 + 2] = r34;
                              corr[6 * c3][16 * c4 + 3] = r35;
                              corr[6 * c3][16 * c4 + 4] = r36;
                              corr[6 * c3][16 * c4 + 5] = r37;
                              corr[6 * c3][16 * c4 + 6] = r38;
                              corr[6 * c3][16 * c4 + 7] = r39;
                              corr[6 * c3][16 * c4 + 8] = r40;
                              corr[6 * c3][16 * c4 + 9] = r41;
                              corr[6 * c3][16 * c4 + 10] = r42;
                              corr[6 * c3][16 * c4 + 11] = r43;
                              corr[6 * c3][16 * c4 + 12] = r44;
                              corr[6 * c3][16 * c4 + 13] = r45;
                              corr[6 * c3][16 * c4 + 14] = r46;
                              corr[6 * c3][16 * c4 + 15] = r47;
                              corr[6 * c3 + 1][16 * c4] = r48;
                              corr[6 * c3 + 1][16 * c4 + 1] = r49;
                              corr[6 * c3 + 1][16 * c4 + 2] = r50;
                              corr[6 * c3 + 1][16 * c4 + 3] = r51;
                              corr[6 * c3 + 1][16 * c4 + 4] = r52;
                              corr[6 * c3 + 1][16 * c4 + 5] = r53;
                              corr[6 * c3 + 1][16 * c4 + 6] = r54;
                              corr[6 * c3 + 1][16 * c4 + 7] = r55;
                              corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              corr[6 * c3 + 1][16 * c4 + 9] = r57;
                              corr[6 * c3 + 1][16 * c4 + 10] = r58;
                              corr[6 * c3 + 1][16 * c4 + 11] = r59;
                              corr[6 * c3 + 1][16 * c4 + 12] = r60;
                              corr[6 * c3 + 1][16 * c4 + 13] = r61;
                              corr[6 * c3 + 1][16 * c4 + 14] = r62;
                              corr[6 * c3 + 1][16 * c4 + 15] = r63;
                              corr[6 * c3 + 2][16 * c4] = r64;
                              corr[6 * c3 + 2][16 * c4 + 1] = r65;
                              corr[6 * c3 + 2][16 * c4 + 2] = r66;
                              corr[6 * c3 + 2][16 * c4 + 3] = r67;
                              corr[6 * c3 + 2][16 * c4 + 4] = r68;
                              corr[6 * c3 + 2][16 * c4 + 5] = r69;
                              corr[6 * c3 + 2][16 * c4 + 6] = r70;
                              corr[6 * c3 + 2][16 * c4 + 7] = r71;
                              corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              corr[6 * c3 + 2][16 * c4 + 9] = r73;
                              corr[6 * c3 + 2][16 * c4 + 10] = r74;
                              corr[6 * c3 + 2][16 * c4 + 11] = r75;
                              corr[6 * c3 + 2][16 * c4 + 12] = r76;
                              corr[6 * c3 + 2][16 * c4 + 13] = r77;
                              corr[6 * c3 + 2][16 * c4 + 14] = r78;
                              corr[6 * c3 + 2][16 * c4 + 15] = r79;
                              corr[6 * c3 + 3][16 * c4] = r80;
                              corr[6 * c3 + 3][16 * c4 + 1] = r81;
                              corr[6 * c3 + 3][16 * c4 + 2] = r82;
                              corr[6 * c3 + 3][16 * c4 + 3] = r83;
                              corr[6 * c3 + 3][16 * c4 + 4] = r84;
                              corr[6 * c3 + 3][16 * c4 + 5] = r85;
                              corr[6 * c3 + 3][16 * c4 + 6] = r86;
                              corr[6 * c3 + 3][16 * c4 + 7] = r87;
                              corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              corr[6 * c3 + 3][16 * c4 + 9] = r89;
                              corr[6 * c3 + 3][16 * c4 + 10] = r90;
                              corr[6 * c3 + 3][16 * c4 + 11] = r91;
                              corr[6 * c3 + 3][16 * c4 + 12] = r92;
                              corr[6 * c3 + 3][16 * c4 + 13] = r93;
                              corr[6 * c3 + 3][16 * c4 + 14] = r94;
                              corr[6 * c3 + 3][16 * c4 + 15] = r95;
                              corr[6 * c3 + 4][16 * c4] = r96;
                              corr[6 * c3 + 4][16 * c4 + 1] = r97;
                              corr[6 * c3 + 4][16 * c4 + 2] = r98;
                              corr[6 * c3 + 4][16 * c4 + 3] = r99;
                              corr[6 * c3 + 4][16 * c4 + 4] = r100;
                              corr[6 * c3 + 4][16 * c4 + 5] = r101;
                              corr[6 * c3 + 4][16 * c4 + 6] = r102;
                              corr[6 * c3 + 4][16 * c4 + 7] = r103;
                              corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              corr[6 * c3 + 4][16 * c4 + 9] = r105;
                              corr[6 * c3 + 4][16 * c4 + 10] = r106;
                              corr[6 * c3 + 4][16 * c4 + 11] = r107;
                              corr[6 * c3 + 4][16 * c4 + 12] = r108;
                              corr[6 * c3 + 4][16 * c4 + 13] = r109;
                              corr[6 * c3 + 4][16 * c4 + 14] = r110;
                              corr[6 * c3 + 4][16 * c4 + 15] = r111;
                              corr[6 * c3 + 5][16 * c4] = r112;
                              corr[6 * c3 + 5][16 * c4 + 1] = r113;
                              corr[6 * c3 + 5][16 * c4 + 2] = r114;
                              corr[6 * c3 + 5][16 * c4 + 3] = r115;
                              corr[6 * c3 + 5][16 * c4 + 4] = r116;
                              corr[6 * c3 + 5][16 * c4 + 5] = r117;
                              corr[6 * c3 + 5][16 * c4 + 6] = r118;
                              corr[6 * c3 + 5][16 * c4 + 7] = r119;
                              corr[6 * c3 + 5][16 * c4 + 8] = r120;
                              corr[6 * c3 + 5][16 * c4 + 9] = r121;
                              corr[6 * c3 + 5][16 * c4 + 10] = r122;
                              corr[6 * c3 + 5][16 * c4 + 11] = r123;
                              corr[6 * c3 + 5][16 * c4 + 12] = r124;
                              corr[6 * c3 + 5][16 * c4 + 13] = r125;
                              corr[6 * c3 + 5][16 * c4 + 14] = r126;
                              corr[6 * c3 + 5][16 * c4 + 15] = r127;
                            }
                          }
                      if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                        for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                          if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                            corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                        }
                    }
                    if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                  }
            }
          }
      }
}
/* hedra opt: version 2 of 5 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_8(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)mean;
  (void)sd;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_M - 2, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++) {
              if (((double)max((min(16 * floord(_PB_M - 2, 96) + 15, min(floord(_PB_M - 2, 6), floord(256 * floord(_PB_M - 1, 512) + 255, 3)))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (max(32 * floord(0, 16), floord(0, 8))) + 1, 0) * ((double)max((min(_PB_N - 1, 256 * floord(_PB_N - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(1, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(2, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(3, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(4, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(5, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(6, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0) + (double)max((min(512 * floord(_PB_M - 1, 512) + 510, min(16 * floord(_PB_M - 1, 16) + 14, min(_PB_M - 2, min(96 * floord(_PB_M - 2, 96) + 95, min(6 * floord(_PB_M - 2, 6) + 5, 6 * floord(256 * floord(_PB_M - 1, 512) + 255, 3) + 5)))))) - (0) + 1, 0) * (1.0 + (double)max((min(_PB_M - 1, min(512 * floord(_PB_M - 1, 512) + 511, 16 * floord(_PB_M - 1, 16) + 15))) - (max(1, max(512 * floord(0, 16), 16 * floord(0, 8)))) + 1, 0)))))) >= 4096.0) {
                #pragma omp parallel for private(c4, c5, c6, c7)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                  for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                    if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                      if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                        if (_PB_N >= 256 * c1 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r32 = corr[6 * c3][16 * c4];
                              DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                              DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                              DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                              DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                              DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                              DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                              DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                              DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                              DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                              DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                              DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                              DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                              DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                              DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                              DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                              DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                              DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                              DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                              DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                              DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                              DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                                r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                                r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                                r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                                r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                                r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                                r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                                r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                                r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                                r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                                r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                                r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                                r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                                r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                                r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                                r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                                r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                                r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                                r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                                r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                                r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                                r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                                r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                                r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                                r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                                r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                                r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                                r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                                r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                                r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                                r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                                r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                                r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                                r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                                r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                                r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                                r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                                r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                                r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                                r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                                r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                                r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                                r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                                r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                                r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                                r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                                r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                                r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                                r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                                r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                                r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                                r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                                r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                                r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                                r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                                r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                                r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                                r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                                r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                                r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                                r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                                r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                                r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                                r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                                r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                                r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                                r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                                r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                                r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                                r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                                r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                                r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                                r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                                r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                                r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                                r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                                r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                                r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                                r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                                r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                                r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                                r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                                r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                                r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                                r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                                r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                                r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                                r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                                r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                                r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                                r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                                r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                                r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                                r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                                r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                                r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                              }
                              corr[6 * c3][16 * c4] = r32;
                              corr[6 * c3][16 * c4 + 1] = r33;
                              corr[6 * c3][16 * c4 + 2] = r34;
                              corr[6 * c3][16 * c4 + 3] = r35;
                              corr[6 * c3][16 * c4 + 4] = r36;
                              corr[6 * c3][16 * c4 + 5] = r37;
                              corr[6 * c3][16 * c4 + 6] = r38;
                              corr[6 * c3][16 * c4 + 7] = r39;
                              corr[6 * c3][16 * c4 + 8] = r40;
                              corr[6 * c3][16 * c4 + 9] = r41;
                              corr[6 * c3][16 * c4 + 10] = r42;
                              corr[6 * c3][16 * c4 + 11] = r43;
                              corr[6 * c3][16 * c4 + 12] = r44;
                              corr[6 * c3][16 * c4 + 13] = r45;
                              corr[6 * c3][16 * c4 + 14] = r46;
                              corr[6 * c3][16 * c4 + 15] = r47;
                              corr[6 * c3 + 1][16 * c4] = r48;
                              corr[6 * c3 + 1][16 * c4 + 1] = r49;
                              corr[6 * c3 + 1][16 * c4 + 2] = r50;
                              corr[6 * c3 + 1][16 * c4 + 3] = r51;
                              corr[6 * c3 + 1][16 * c4 + 4] = r52;
                              corr[6 * c3 + 1][16 * c4 + 5] = r53;
                              corr[6 * c3 + 1][16 * c4 + 6] = r54;
                              corr[6 * c3 + 1][16 * c4 + 7] = r55;
                              corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              corr[6 * c3 + 1][16 * c4 + 9] = r57;
                              corr[6 * c3 + 1][16 * c4 + 10] = r58;
                              corr[6 * c3 + 1][16 * c4 + 11] = r59;
                              corr[6 * c3 + 1][16 * c4 + 12] = r60;
                              corr[6 * c3 + 1][16 * c4 + 13] = r61;
                              corr[6 * c3 + 1][16 * c4 + 14] = r62;
                              corr[6 * c3 + 1][16 * c4 + 15] = r63;
                              corr[6 * c3 + 2][16 * c4] = r64;
                              corr[6 * c3 + 2][16 * c4 + 1] = r65;
                              corr[6 * c3 + 2][16 * c4 + 2] = r66;
                              corr[6 * c3 + 2][16 * c4 + 3] = r67;
                              corr[6 * c3 + 2][16 * c4 + 4] = r68;
                              corr[6 * c3 + 2][16 * c4 + 5] = r69;
                              corr[6 * c3 + 2][16 * c4 + 6] = r70;
                              corr[6 * c3 + 2][16 * c4 + 7] = r71;
                              corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              corr[6 * c3 + 2][16 * c4 + 9] = r73;
                              corr[6 * c3 + 2][16 * c4 + 10] = r74;
                              corr[6 * c3 + 2][16 * c4 + 11] = r75;
                              corr[6 * c3 + 2][16 * c4 + 12] = r76;
                              corr[6 * c3 + 2][16 * c4 + 13] = r77;
                              corr[6 * c3 + 2][16 * c4 + 14] = r78;
                              corr[6 * c3 + 2][16 * c4 + 15] = r79;
                              corr[6 * c3 + 3][16 * c4] = r80;
                              corr[6 * c3 + 3][16 * c4 + 1] = r81;
                              corr[6 * c3 + 3][16 * c4 + 2] = r82;
                              corr[6 * c3 + 3][16 * c4 + 3] = r83;
                              corr[6 * c3 + 3][16 * c4 + 4] = r84;
                              corr[6 * c3 + 3][16 * c4 + 5] = r85;
                              corr[6 * c3 + 3][16 * c4 + 6] = r86;
                              corr[6 * c3 + 3][16 * c4 + 7] = r87;
                              corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              corr[6 * c3 + 3][16 * c4 + 9] = r89;
                              corr[6 * c3 + 3][16 * c4 + 10] = r90;
                              corr[6 * c3 + 3][16 * c4 + 11] = r91;
                              corr[6 * c3 + 3][16 * c4 + 12] = r92;
                              corr[6 * c3 + 3][16 * c4 + 13] = r93;
                              corr[6 * c3 + 3][16 * c4 + 14] = r94;
                              corr[6 * c3 + 3][16 * c4 + 15] = r95;
                              corr[6 * c3 + 4][16 * c4] = r96;
                              corr[6 * c3 + 4][16 * c4 + 1] = r97;
                              corr[6 * c3 + 4][16 * c4 + 2] = r98;
                              corr[6 * c3 + 4][16 * c4 + 3] = r99;
                              corr[6 * c3 + 4][16 * c4 + 4] = r100;
                              corr[6 * c3 + 4][16 * c4 + 5] = r101;
                              corr[6 * c3 + 4][16 * c4 + 6] = r102;
                              corr[6 * c3 + 4][16 * c4 + 7] = r103;
                              corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              corr[6 * c3 + 4][16 * c4 + 9] = r105;
                              corr[6 * c3 + 4][16 * c4 + 10] = r106;
                              corr[6 * c3 + 4][16 * c4 + 11] = r107;
                              corr[6 * c3 + 4][16 * c4 + 12] = r108;
                              corr[6 * c3 + 4][16 * c4 + 13] = r109;
                              corr[6 * c3 + 4][16 * c4 + 14] = r110;
                              corr[6 * c3 + 4][16 * c4 + 15] = r111;
                              corr[6 * c3 + 5][16 * c4] = r112;
                              corr[6 * c3 + 5][16 * c4 + 1] = r113;
                              corr[6 * c3 + 5][16 * c4 + 2] = r114;
                              corr[6 * c3 + 5][16 * c4 + 3] = r115;
                              corr[6 * c3 + 5][16 * c4 + 4] = r116;
                              corr[6 * c3 + 5][16 * c4 + 5] = r117;
                              corr[6 * c3 + 5][16 * c4 + 6] = r118;
                              corr[6 * c3 + 5][16 * c4 + 7] = r119;
                              corr[6 * c3 + 5][16 * c4 + 8] = r120;
                              corr[6 * c3 + 5][16 * c4 + 9] = r121;
                              corr[6 * c3 + 5][16 * c4 + 10] = r122;
                              corr[6 * c3 + 5][16 * c4 + 11] = r123;
                              corr[6 * c3 + 5][16 * c4 + 12] = r124;
                              corr[6 * c3 + 5][16 * c4 + 13] = r125;
                              corr[6 * c3 + 5][16 * c4 + 14] = r126;
                              corr[6 * c3 + 5][16 * c4 + 15] = r127;
                            }
                          }
                      if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                        for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                          if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                            corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                        }
                    }
                    if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                  }
              } else {
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                  for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                    if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                      if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                        if (_PB_N >= 256 * c1 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                                r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                                r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                              *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                                r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                              *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                              *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                              *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                              *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                              *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r32 = corr[6 * c3][16 * c4];
                              DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                              DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                              DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                              DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                              DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                              DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                              DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                              DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                              DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                              DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                              DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                              DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                              DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                              DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                              DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                              DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                              DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                              DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                              DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                              DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                              DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                                r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                                r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                                r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                                r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                                r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                                r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                                r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                                r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                                r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                                r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                                r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                                r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                                r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                                r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                                r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                                r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                                r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                                r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                                r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                                r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                                r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                                r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                                r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                                r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                                r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                                r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                                r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                                r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                                r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                                r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                                r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                                r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                                r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                                r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                                r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                                r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                                r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                                r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                                r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                                r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                                r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                                r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                                r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                                r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                                r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                                r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                                r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                                r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                                r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                                r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                                r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                                r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                                r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                                r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                                r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                                r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                                r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                                r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                                r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                                r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                                r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                                r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                                r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                                r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                                r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                                r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                                r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                                r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                                r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                                r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                                r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                                r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                                r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                                r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                                r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                                r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                                r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                                r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                                r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                                r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                                r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                                r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                                r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                                r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                                r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                                r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                                r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                                r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                                r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                                r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                                r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                                r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                                r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                                r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                                r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                                r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                              }
                              corr[6 * c3][16 * c4] = r32;
                              corr[6 * c3][16 * c4 + 1] = r33;
                              corr[6 * c3][16 * c4 + 2] = r34;
                              corr[6 * c3][16 * c4 + 3] = r35;
                              corr[6 * c3][16 * c4 + 4] = r36;
                              corr[6 * c3][16 * c4 + 5] = r37;
                              corr[6 * c3][16 * c4 + 6] = r38;
                              corr[6 * c3][16 * c4 + 7] = r39;
                              corr[6 * c3][16 * c4 + 8] = r40;
                              corr[6 * c3][16 * c4 + 9] = r41;
                              corr[6 * c3][16 * c4 + 10] = r42;
                              corr[6 * c3][16 * c4 + 11] = r43;
                              corr[6 * c3][16 * c4 + 12] = r44;
                              corr[6 * c3][16 * c4 + 13] = r45;
                              corr[6 * c3][16 * c4 + 14] = r46;
                              corr[6 * c3][16 * c4 + 15] = r47;
                              corr[6 * c3 + 1][16 * c4] = r48;
                              corr[6 * c3 + 1][16 * c4 + 1] = r49;
                              corr[6 * c3 + 1][16 * c4 + 2] = r50;
                              corr[6 * c3 + 1][16 * c4 + 3] = r51;
                              corr[6 * c3 + 1][16 * c4 + 4] = r52;
                              corr[6 * c3 + 1][16 * c4 + 5] = r53;
                              corr[6 * c3 + 1][16 * c4 + 6] = r54;
                              corr[6 * c3 + 1][16 * c4 + 7] = r55;
                              corr[6 * c3 + 1][16 * c4 + 8] = r56;
                              corr[6 * c3 + 1][16 * c4 + 9] = r57;
                              corr[6 * c3 + 1][16 * c4 + 10] = r58;
                              corr[6 * c3 + 1][16 * c4 + 11] = r59;
                              corr[6 * c3 + 1][16 * c4 + 12] = r60;
                              corr[6 * c3 + 1][16 * c4 + 13] = r61;
                              corr[6 * c3 + 1][16 * c4 + 14] = r62;
                              corr[6 * c3 + 1][16 * c4 + 15] = r63;
                              corr[6 * c3 + 2][16 * c4] = r64;
                              corr[6 * c3 + 2][16 * c4 + 1] = r65;
                              corr[6 * c3 + 2][16 * c4 + 2] = r66;
                              corr[6 * c3 + 2][16 * c4 + 3] = r67;
                              corr[6 * c3 + 2][16 * c4 + 4] = r68;
                              corr[6 * c3 + 2][16 * c4 + 5] = r69;
                              corr[6 * c3 + 2][16 * c4 + 6] = r70;
                              corr[6 * c3 + 2][16 * c4 + 7] = r71;
                              corr[6 * c3 + 2][16 * c4 + 8] = r72;
                              corr[6 * c3 + 2][16 * c4 + 9] = r73;
                              corr[6 * c3 + 2][16 * c4 + 10] = r74;
                              corr[6 * c3 + 2][16 * c4 + 11] = r75;
                              corr[6 * c3 + 2][16 * c4 + 12] = r76;
                              corr[6 * c3 + 2][16 * c4 + 13] = r77;
                              corr[6 * c3 + 2][16 * c4 + 14] = r78;
                              corr[6 * c3 + 2][16 * c4 + 15] = r79;
                              corr[6 * c3 + 3][16 * c4] = r80;
                              corr[6 * c3 + 3][16 * c4 + 1] = r81;
                              corr[6 * c3 + 3][16 * c4 + 2] = r82;
                              corr[6 * c3 + 3][16 * c4 + 3] = r83;
                              corr[6 * c3 + 3][16 * c4 + 4] = r84;
                              corr[6 * c3 + 3][16 * c4 + 5] = r85;
                              corr[6 * c3 + 3][16 * c4 + 6] = r86;
                              corr[6 * c3 + 3][16 * c4 + 7] = r87;
                              corr[6 * c3 + 3][16 * c4 + 8] = r88;
                              corr[6 * c3 + 3][16 * c4 + 9] = r89;
                              corr[6 * c3 + 3][16 * c4 + 10] = r90;
                              corr[6 * c3 + 3][16 * c4 + 11] = r91;
                              corr[6 * c3 + 3][16 * c4 + 12] = r92;
                              corr[6 * c3 + 3][16 * c4 + 13] = r93;
                              corr[6 * c3 + 3][16 * c4 + 14] = r94;
                              corr[6 * c3 + 3][16 * c4 + 15] = r95;
                              corr[6 * c3 + 4][16 * c4] = r96;
                              corr[6 * c3 + 4][16 * c4 + 1] = r97;
                              corr[6 * c3 + 4][16 * c4 + 2] = r98;
                              corr[6 * c3 + 4][16 * c4 + 3] = r99;
                              corr[6 * c3 + 4][16 * c4 + 4] = r100;
                              corr[6 * c3 + 4][16 * c4 + 5] = r101;
                              corr[6 * c3 + 4][16 * c4 + 6] = r102;
                              corr[6 * c3 + 4][16 * c4 + 7] = r103;
                              corr[6 * c3 + 4][16 * c4 + 8] = r104;
                              corr[6 * c3 + 4][16 * c4 + 9] = r105;
                              corr[6 * c3 + 4][16 * c4 + 10] = r106;
                              corr[6 * c3 + 4][16 * c4 + 11] = r107;
                              corr[6 * c3 + 4][16 * c4 + 12] = r108;
                              corr[6 * c3 + 4][16 * c4 + 13] = r109;
                              corr[6 * c3 + 4][16 * c4 + 14] = r110;
                              corr[6 * c3 + 4][16 * c4 + 15] = r111;
                              corr[6 * c3 + 5][16 * c4] = r112;
                              corr[6 * c3 + 5][16 * c4 + 1] = r113;
                              corr[6 * c3 + 5][16 * c4 + 2] = r114;
                              corr[6 * c3 + 5][16 * c4 + 3] = r115;
                              corr[6 * c3 + 5][16 * c4 + 4] = r116;
                              corr[6 * c3 + 5][16 * c4 + 5] = r117;
                              corr[6 * c3 + 5][16 * c4 + 6] = r118;
                              corr[6 * c3 + 5][16 * c4 + 7] = r119;
                              corr[6 * c3 + 5][16 * c4 + 8] = r120;
                              corr[6 * c3 + 5][16 * c4 + 9] = r121;
                              corr[6 * c3 + 5][16 * c4 + 10] = r122;
                              corr[6 * c3 + 5][16 * c4 + 11] = r123;
                              corr[6 * c3 + 5][16 * c4 + 12] = r124;
                              corr[6 * c3 + 5][16 * c4 + 13] = r125;
                              corr[6 * c3 + 5][16 * c4 + 14] = r126;
                              corr[6 * c3 + 5][16 * c4 + 15] = r127;
                            }
                          }
                      if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                        for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                          if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                            corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                          if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                            corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                            corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                            corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                            corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                            corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                            corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                            corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                            corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                            corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                            corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                            corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                            corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                            corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                            corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                            corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                          }
                          if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                        }
                    }
                    if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                  }
              }
            }
      }
}
/* hedra opt: version 3 of 5 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_9(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)mean;
  (void)sd;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_M - 2, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                  if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                    if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                      if (_PB_N >= 256 * c1 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r32 = corr[6 * c3][16 * c4];
                            DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                            DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                            DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                            DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                            DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                            DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                            DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                            DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                            DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                            DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                            DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                            DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                            DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                            DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                            DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                            DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                            DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                            DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                            DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                            DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                            DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                              r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                              r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                              r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                              r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                              r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                              r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                              r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                              r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                              r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                              r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                              r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                              r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                              r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                              r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                              r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                              r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                              r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                              r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                              r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                              r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                              r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                              r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                              r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                              r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                              r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                              r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                              r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                              r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                              r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                              r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                              r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                              r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                              r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                              r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                              r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                              r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                              r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                              r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                              r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                              r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                              r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                              r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                              r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                              r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                              r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                              r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                              r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                              r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                              r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                              r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                              r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                              r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                              r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                              r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                              r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                              r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                              r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                              r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                              r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                              r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                              r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                              r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                              r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                              r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                              r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                              r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                              r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                              r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                              r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                              r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                              r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                              r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                              r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                              r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                              r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                              r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                              r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                              r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                              r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                              r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                              r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                              r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                              r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                              r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                              r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                              r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                              r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                              r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                              r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                              r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                              r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                              r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                              r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                              r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                              r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                            }
                            corr[6 * c3][16 * c4] = r32;
                            corr[6 * c3][16 * c4 + 1] = r33;
                            corr[6 * c3][16 * c4 + 2] = r34;
                            corr[6 * c3][16 * c4 + 3] = r35;
                            corr[6 * c3][16 * c4 + 4] = r36;
                            corr[6 * c3][16 * c4 + 5] = r37;
                            corr[6 * c3][16 * c4 + 6] = r38;
                            corr[6 * c3][16 * c4 + 7] = r39;
                            corr[6 * c3][16 * c4 + 8] = r40;
                            corr[6 * c3][16 * c4 + 9] = r41;
                            corr[6 * c3][16 * c4 + 10] = r42;
                            corr[6 * c3][16 * c4 + 11] = r43;
                            corr[6 * c3][16 * c4 + 12] = r44;
                            corr[6 * c3][16 * c4 + 13] = r45;
                            corr[6 * c3][16 * c4 + 14] = r46;
                            corr[6 * c3][16 * c4 + 15] = r47;
                            corr[6 * c3 + 1][16 * c4] = r48;
                            corr[6 * c3 + 1][16 * c4 + 1] = r49;
                            corr[6 * c3 + 1][16 * c4 + 2] = r50;
                            corr[6 * c3 + 1][16 * c4 + 3] = r51;
                            corr[6 * c3 + 1][16 * c4 + 4] = r52;
                            corr[6 * c3 + 1][16 * c4 + 5] = r53;
                            corr[6 * c3 + 1][16 * c4 + 6] = r54;
                            corr[6 * c3 + 1][16 * c4 + 7] = r55;
                            corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            corr[6 * c3 + 1][16 * c4 + 9] = r57;
                            corr[6 * c3 + 1][16 * c4 + 10] = r58;
                            corr[6 * c3 + 1][16 * c4 + 11] = r59;
                            corr[6 * c3 + 1][16 * c4 + 12] = r60;
                            corr[6 * c3 + 1][16 * c4 + 13] = r61;
                            corr[6 * c3 + 1][16 * c4 + 14] = r62;
                            corr[6 * c3 + 1][16 * c4 + 15] = r63;
                            corr[6 * c3 + 2][16 * c4] = r64;
                            corr[6 * c3 + 2][16 * c4 + 1] = r65;
                            corr[6 * c3 + 2][16 * c4 + 2] = r66;
                            corr[6 * c3 + 2][16 * c4 + 3] = r67;
                            corr[6 * c3 + 2][16 * c4 + 4] = r68;
                            corr[6 * c3 + 2][16 * c4 + 5] = r69;
                            corr[6 * c3 + 2][16 * c4 + 6] = r70;
                            corr[6 * c3 + 2][16 * c4 + 7] = r71;
                            corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            corr[6 * c3 + 2][16 * c4 + 9] = r73;
                            corr[6 * c3 + 2][16 * c4 + 10] = r74;
                            corr[6 * c3 + 2][16 * c4 + 11] = r75;
                            corr[6 * c3 + 2][16 * c4 + 12] = r76;
                            corr[6 * c3 + 2][16 * c4 + 13] = r77;
                            corr[6 * c3 + 2][16 * c4 + 14] = r78;
                            corr[6 * c3 + 2][16 * c4 + 15] = r79;
                            corr[6 * c3 + 3][16 * c4] = r80;
                            corr[6 * c3 + 3][16 * c4 + 1] = r81;
                            corr[6 * c3 + 3][16 * c4 + 2] = r82;
                            corr[6 * c3 + 3][16 * c4 + 3] = r83;
                            corr[6 * c3 + 3][16 * c4 + 4] = r84;
                            corr[6 * c3 + 3][16 * c4 + 5] = r85;
                            corr[6 * c3 + 3][16 * c4 + 6] = r86;
                            corr[6 * c3 + 3][16 * c4 + 7] = r87;
                            corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            corr[6 * c3 + 3][16 * c4 + 9] = r89;
                            corr[6 * c3 + 3][16 * c4 + 10] = r90;
                            corr[6 * c3 + 3][16 * c4 + 11] = r91;
                            corr[6 * c3 + 3][16 * c4 + 12] = r92;
                            corr[6 * c3 + 3][16 * c4 + 13] = r93;
                            corr[6 * c3 + 3][16 * c4 + 14] = r94;
                            corr[6 * c3 + 3][16 * c4 + 15] = r95;
                            corr[6 * c3 + 4][16 * c4] = r96;
                            corr[6 * c3 + 4][16 * c4 + 1] = r97;
                            corr[6 * c3 + 4][16 * c4 + 2] = r98;
                            corr[6 * c3 + 4][16 * c4 + 3] = r99;
                            corr[6 * c3 + 4][16 * c4 + 4] = r100;
                            corr[6 * c3 + 4][16 * c4 + 5] = r101;
                            corr[6 * c3 + 4][16 * c4 + 6] = r102;
                            corr[6 * c3 + 4][16 * c4 + 7] = r103;
                            corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            corr[6 * c3 + 4][16 * c4 + 9] = r105;
                            corr[6 * c3 + 4][16 * c4 + 10] = r106;
                            corr[6 * c3 + 4][16 * c4 + 11] = r107;
                            corr[6 * c3 + 4][16 * c4 + 12] = r108;
                            corr[6 * c3 + 4][16 * c4 + 13] = r109;
                            corr[6 * c3 + 4][16 * c4 + 14] = r110;
                            corr[6 * c3 + 4][16 * c4 + 15] = r111;
                            corr[6 * c3 + 5][16 * c4] = r112;
                            corr[6 * c3 + 5][16 * c4 + 1] = r113;
                            corr[6 * c3 + 5][16 * c4 + 2] = r114;
                            corr[6 * c3 + 5][16 * c4 + 3] = r115;
                            corr[6 * c3 + 5][16 * c4 + 4] = r116;
                            corr[6 * c3 + 5][16 * c4 + 5] = r117;
                            corr[6 * c3 + 5][16 * c4 + 6] = r118;
                            corr[6 * c3 + 5][16 * c4 + 7] = r119;
                            corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            corr[6 * c3 + 5][16 * c4 + 9] = r121;
                            corr[6 * c3 + 5][16 * c4 + 10] = r122;
                            corr[6 * c3 + 5][16 * c4 + 11] = r123;
                            corr[6 * c3 + 5][16 * c4 + 12] = r124;
                            corr[6 * c3 + 5][16 * c4 + 13] = r125;
                            corr[6 * c3 + 5][16 * c4 + 14] = r126;
                            corr[6 * c3 + 5][16 * c4 + 15] = r127;
                          }
                        }
                    if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                        if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                          corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                      }
                  }
                  if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                    for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                      if (_PB_M > 64) {
                        #pragma omp parallel for private(c7)
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                      } else {
                        for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                          if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                            corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                            corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                            corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                            corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                            corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                            corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                            corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                            corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                            corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                            corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                            corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                            corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                            corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                            corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                            corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                            corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                          }
                          if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                            #pragma omp simd
                            for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                              corr[c6][c7] += data[c5][c6] * data[c5][c7];
                        }
                      }
                    }
                }
      }
}
/* hedra opt: version 4 of 5 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_10(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  (void)count;
  (void)mean;
  (void)sd;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_M - 2, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 256); c1++)
            for (c2 = ceild(3 * c0 - 15, 16); c2 <= floord(_PB_M - 1, 512); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, min(floord(_PB_M - 2, 6), floord(256 * c2 + 255, 3))); c3++)
                for (c4 = max(32 * c2, ceild(3 * c3 - 7, 8)); c4 <= min(32 * c2 + 31, floord(_PB_M - 1, 16)); c4++) {
                  if (16 * c4 >= 6 * c3 - 9 && _PB_M >= 6 * c3 + 7) {
                    if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16)
                      if (_PB_N >= 256 * c1 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r40 += ((double)data[c5][6 * c3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r48 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r56 += ((double)data[c5][6 * c3 + 1]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r64 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r72 += ((double)data[c5][6 * c3 + 2]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r80 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r88 += ((double)data[c5][6 * c3 + 3]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r96 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r104 += ((double)data[c5][6 * c3 + 4]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                              r112 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4]);
                              r120 += ((double)data[c5][6 * c3 + 5]) * (*(const hedra_f64x8 *)&data[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f64x8 *)&corr[6 * c3][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f64x8 *)&corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f64x8 *)&corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f64x8 *)&corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f64x8 *)&corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4] = r112;
                            *(hedra_f64x8 *)&corr[6 * c3 + 5][16 * c4 + 8] = r120;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&corr[6 * c3][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += ((float)data[c5][6 * c3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r48 += ((float)data[c5][6 * c3 + 1]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r64 += ((float)data[c5][6 * c3 + 2]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r80 += ((float)data[c5][6 * c3 + 3]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r96 += ((float)data[c5][6 * c3 + 4]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                              r112 += ((float)data[c5][6 * c3 + 5]) * (*(const hedra_f32x16 *)&data[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&corr[6 * c3][16 * c4] = r32;
                            *(hedra_f32x16 *)&corr[6 * c3 + 1][16 * c4] = r48;
                            *(hedra_f32x16 *)&corr[6 * c3 + 2][16 * c4] = r64;
                            *(hedra_f32x16 *)&corr[6 * c3 + 3][16 * c4] = r80;
                            *(hedra_f32x16 *)&corr[6 * c3 + 4][16 * c4] = r96;
                            *(hedra_f32x16 *)&corr[6 * c3 + 5][16 * c4] = r112;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r32 = corr[6 * c3][16 * c4];
                            DATA_TYPE r33 = corr[6 * c3][16 * c4 + 1];
                            DATA_TYPE r34 = corr[6 * c3][16 * c4 + 2];
                            DATA_TYPE r35 = corr[6 * c3][16 * c4 + 3];
                            DATA_TYPE r36 = corr[6 * c3][16 * c4 + 4];
                            DATA_TYPE r37 = corr[6 * c3][16 * c4 + 5];
                            DATA_TYPE r38 = corr[6 * c3][16 * c4 + 6];
                            DATA_TYPE r39 = corr[6 * c3][16 * c4 + 7];
                            DATA_TYPE r40 = corr[6 * c3][16 * c4 + 8];
                            DATA_TYPE r41 = corr[6 * c3][16 * c4 + 9];
                            DATA_TYPE r42 = corr[6 * c3][16 * c4 + 10];
                            DATA_TYPE r43 = corr[6 * c3][16 * c4 + 11];
                            DATA_TYPE r44 = corr[6 * c3][16 * c4 + 12];
                            DATA_TYPE r45 = corr[6 * c3][16 * c4 + 13];
                            DATA_TYPE r46 = corr[6 * c3][16 * c4 + 14];
                            DATA_TYPE r47 = corr[6 * c3][16 * c4 + 15];
                            DATA_TYPE r48 = corr[6 * c3 + 1][16 * c4];
                            DATA_TYPE r49 = corr[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r50 = corr[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r51 = corr[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r52 = corr[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r53 = corr[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r54 = corr[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r55 = corr[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r56 = corr[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r57 = corr[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r58 = corr[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r59 = corr[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r60 = corr[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r61 = corr[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r62 = corr[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r63 = corr[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r64 = corr[6 * c3 + 2][16 * c4];
                            DATA_TYPE r65 = corr[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r66 = corr[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r67 = corr[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r68 = corr[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r69 = corr[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r70 = corr[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r71 = corr[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r72 = corr[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r73 = corr[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r74 = corr[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r75 = corr[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r76 = corr[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r77 = corr[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r78 = corr[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r79 = corr[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r80 = corr[6 * c3 + 3][16 * c4];
                            DATA_TYPE r81 = corr[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r82 = corr[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r83 = corr[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r84 = corr[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r85 = corr[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r86 = corr[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r87 = corr[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r88 = corr[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r89 = corr[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r90 = corr[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r91 = corr[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r92 = corr[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r93 = corr[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r94 = corr[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r95 = corr[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r96 = corr[6 * c3 + 4][16 * c4];
                            DATA_TYPE r97 = corr[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r98 = corr[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r99 = corr[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r100 = corr[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r101 = corr[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r102 = corr[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r103 = corr[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r104 = corr[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r105 = corr[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r106 = corr[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r107 = corr[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r108 = corr[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r109 = corr[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r110 = corr[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r111 = corr[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r112 = corr[6 * c3 + 5][16 * c4];
                            DATA_TYPE r113 = corr[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r114 = corr[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r115 = corr[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r116 = corr[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r117 = corr[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r118 = corr[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r119 = corr[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r120 = corr[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r121 = corr[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r122 = corr[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r123 = corr[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r124 = corr[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r125 = corr[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r126 = corr[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r127 = corr[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                              r32 += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                              r33 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                              r34 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                              r35 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                              r36 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                              r37 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                              r38 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                              r39 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                              r40 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                              r41 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                              r42 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                              r43 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                              r44 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                              r45 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                              r46 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                              r47 += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                              r48 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                              r49 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                              r50 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                              r51 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                              r52 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                              r53 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                              r54 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                              r55 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                              r56 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                              r57 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                              r58 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                              r59 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                              r60 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                              r61 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                              r62 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                              r63 += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                              r64 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                              r65 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                              r66 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                              r67 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                              r68 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                              r69 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                              r70 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                              r71 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                              r72 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                              r73 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                              r74 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                              r75 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                              r76 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                              r77 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                              r78 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                              r79 += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                              r80 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                              r81 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                              r82 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                              r83 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                              r84 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                              r85 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                              r86 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                              r87 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                              r88 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                              r89 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                              r90 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                              r91 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                              r92 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                              r93 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                              r94 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                              r95 += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                              r96 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                              r97 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                              r98 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                              r99 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                              r100 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                              r101 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                              r102 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                              r103 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                              r104 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                              r105 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                              r106 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                              r107 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                              r108 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                              r109 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                              r110 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                              r111 += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                              r112 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                              r113 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                              r114 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                              r115 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                              r116 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                              r117 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                              r118 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                              r119 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                              r120 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                              r121 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                              r122 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                              r123 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                              r124 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                              r125 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                              r126 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                              r127 += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                            }
                            corr[6 * c3][16 * c4] = r32;
                            corr[6 * c3][16 * c4 + 1] = r33;
                            corr[6 * c3][16 * c4 + 2] = r34;
                            corr[6 * c3][16 * c4 + 3] = r35;
                            corr[6 * c3][16 * c4 + 4] = r36;
                            corr[6 * c3][16 * c4 + 5] = r37;
                            corr[6 * c3][16 * c4 + 6] = r38;
                            corr[6 * c3][16 * c4 + 7] = r39;
                            corr[6 * c3][16 * c4 + 8] = r40;
                            corr[6 * c3][16 * c4 + 9] = r41;
                            corr[6 * c3][16 * c4 + 10] = r42;
                            corr[6 * c3][16 * c4 + 11] = r43;
                            corr[6 * c3][16 * c4 + 12] = r44;
                            corr[6 * c3][16 * c4 + 13] = r45;
                            corr[6 * c3][16 * c4 + 14] = r46;
                            corr[6 * c3][16 * c4 + 15] = r47;
                            corr[6 * c3 + 1][16 * c4] = r48;
                            corr[6 * c3 + 1][16 * c4 + 1] = r49;
                            corr[6 * c3 + 1][16 * c4 + 2] = r50;
                            corr[6 * c3 + 1][16 * c4 + 3] = r51;
                            corr[6 * c3 + 1][16 * c4 + 4] = r52;
                            corr[6 * c3 + 1][16 * c4 + 5] = r53;
                            corr[6 * c3 + 1][16 * c4 + 6] = r54;
                            corr[6 * c3 + 1][16 * c4 + 7] = r55;
                            corr[6 * c3 + 1][16 * c4 + 8] = r56;
                            corr[6 * c3 + 1][16 * c4 + 9] = r57;
                            corr[6 * c3 + 1][16 * c4 + 10] = r58;
                            corr[6 * c3 + 1][16 * c4 + 11] = r59;
                            corr[6 * c3 + 1][16 * c4 + 12] = r60;
                            corr[6 * c3 + 1][16 * c4 + 13] = r61;
                            corr[6 * c3 + 1][16 * c4 + 14] = r62;
                            corr[6 * c3 + 1][16 * c4 + 15] = r63;
                            corr[6 * c3 + 2][16 * c4] = r64;
                            corr[6 * c3 + 2][16 * c4 + 1] = r65;
                            corr[6 * c3 + 2][16 * c4 + 2] = r66;
                            corr[6 * c3 + 2][16 * c4 + 3] = r67;
                            corr[6 * c3 + 2][16 * c4 + 4] = r68;
                            corr[6 * c3 + 2][16 * c4 + 5] = r69;
                            corr[6 * c3 + 2][16 * c4 + 6] = r70;
                            corr[6 * c3 + 2][16 * c4 + 7] = r71;
                            corr[6 * c3 + 2][16 * c4 + 8] = r72;
                            corr[6 * c3 + 2][16 * c4 + 9] = r73;
                            corr[6 * c3 + 2][16 * c4 + 10] = r74;
                            corr[6 * c3 + 2][16 * c4 + 11] = r75;
                            corr[6 * c3 + 2][16 * c4 + 12] = r76;
                            corr[6 * c3 + 2][16 * c4 + 13] = r77;
                            corr[6 * c3 + 2][16 * c4 + 14] = r78;
                            corr[6 * c3 + 2][16 * c4 + 15] = r79;
                            corr[6 * c3 + 3][16 * c4] = r80;
                            corr[6 * c3 + 3][16 * c4 + 1] = r81;
                            corr[6 * c3 + 3][16 * c4 + 2] = r82;
                            corr[6 * c3 + 3][16 * c4 + 3] = r83;
                            corr[6 * c3 + 3][16 * c4 + 4] = r84;
                            corr[6 * c3 + 3][16 * c4 + 5] = r85;
                            corr[6 * c3 + 3][16 * c4 + 6] = r86;
                            corr[6 * c3 + 3][16 * c4 + 7] = r87;
                            corr[6 * c3 + 3][16 * c4 + 8] = r88;
                            corr[6 * c3 + 3][16 * c4 + 9] = r89;
                            corr[6 * c3 + 3][16 * c4 + 10] = r90;
                            corr[6 * c3 + 3][16 * c4 + 11] = r91;
                            corr[6 * c3 + 3][16 * c4 + 12] = r92;
                            corr[6 * c3 + 3][16 * c4 + 13] = r93;
                            corr[6 * c3 + 3][16 * c4 + 14] = r94;
                            corr[6 * c3 + 3][16 * c4 + 15] = r95;
                            corr[6 * c3 + 4][16 * c4] = r96;
                            corr[6 * c3 + 4][16 * c4 + 1] = r97;
                            corr[6 * c3 + 4][16 * c4 + 2] = r98;
                            corr[6 * c3 + 4][16 * c4 + 3] = r99;
                            corr[6 * c3 + 4][16 * c4 + 4] = r100;
                            corr[6 * c3 + 4][16 * c4 + 5] = r101;
                            corr[6 * c3 + 4][16 * c4 + 6] = r102;
                            corr[6 * c3 + 4][16 * c4 + 7] = r103;
                            corr[6 * c3 + 4][16 * c4 + 8] = r104;
                            corr[6 * c3 + 4][16 * c4 + 9] = r105;
                            corr[6 * c3 + 4][16 * c4 + 10] = r106;
                            corr[6 * c3 + 4][16 * c4 + 11] = r107;
                            corr[6 * c3 + 4][16 * c4 + 12] = r108;
                            corr[6 * c3 + 4][16 * c4 + 13] = r109;
                            corr[6 * c3 + 4][16 * c4 + 14] = r110;
                            corr[6 * c3 + 4][16 * c4 + 15] = r111;
                            corr[6 * c3 + 5][16 * c4] = r112;
                            corr[6 * c3 + 5][16 * c4 + 1] = r113;
                            corr[6 * c3 + 5][16 * c4 + 2] = r114;
                            corr[6 * c3 + 5][16 * c4 + 3] = r115;
                            corr[6 * c3 + 5][16 * c4 + 4] = r116;
                            corr[6 * c3 + 5][16 * c4 + 5] = r117;
                            corr[6 * c3 + 5][16 * c4 + 6] = r118;
                            corr[6 * c3 + 5][16 * c4 + 7] = r119;
                            corr[6 * c3 + 5][16 * c4 + 8] = r120;
                            corr[6 * c3 + 5][16 * c4 + 9] = r121;
                            corr[6 * c3 + 5][16 * c4 + 10] = r122;
                            corr[6 * c3 + 5][16 * c4 + 11] = r123;
                            corr[6 * c3 + 5][16 * c4 + 12] = r124;
                            corr[6 * c3 + 5][16 * c4 + 13] = r125;
                            corr[6 * c3 + 5][16 * c4 + 14] = r126;
                            corr[6 * c3 + 5][16 * c4 + 15] = r127;
                          }
                        }
                    if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                      for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++) {
                        if (16 * c4 >= 6 * c3 + 1 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3)][(16 * c4)] += data[c5][(6 * c3)] * data[c5][(16 * c4)];
                          corr[(6 * c3)][(16 * c4 + 1)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3)][(16 * c4 + 2)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3)][(16 * c4 + 3)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3)][(16 * c4 + 4)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3)][(16 * c4 + 5)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3)][(16 * c4 + 6)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3)][(16 * c4 + 7)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3)][(16 * c4 + 8)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3)][(16 * c4 + 9)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3)][(16 * c4 + 10)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3)][(16 * c4 + 11)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3)][(16 * c4 + 12)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3)][(16 * c4 + 13)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3)][(16 * c4 + 14)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3)][(16 * c4 + 15)] += data[c5][(6 * c3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3)][c7] += data[c5][(6 * c3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 2 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 1)][(16 * c4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 1)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 1)][(16 * c4 + 2)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 1)][(16 * c4 + 3)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 1)][(16 * c4 + 4)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 1)][(16 * c4 + 5)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 1)][(16 * c4 + 6)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 1)][(16 * c4 + 7)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 1)][(16 * c4 + 8)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 1)][(16 * c4 + 9)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 1)][(16 * c4 + 10)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 1)][(16 * c4 + 11)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 1)][(16 * c4 + 12)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 1)][(16 * c4 + 13)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 1)][(16 * c4 + 14)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 1)][(16 * c4 + 15)] += data[c5][(6 * c3 + 1)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 1 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 2, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 1)][c7] += data[c5][(6 * c3 + 1)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 3 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 2)][(16 * c4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 1)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 2)][(16 * c4 + 2)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 2)][(16 * c4 + 3)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 2)][(16 * c4 + 4)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 2)][(16 * c4 + 5)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 2)][(16 * c4 + 6)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 2)][(16 * c4 + 7)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 2)][(16 * c4 + 8)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 2)][(16 * c4 + 9)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 2)][(16 * c4 + 10)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 2)][(16 * c4 + 11)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 2)][(16 * c4 + 12)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 2)][(16 * c4 + 13)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 2)][(16 * c4 + 14)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 2)][(16 * c4 + 15)] += data[c5][(6 * c3 + 2)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 2 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 3, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 2)][c7] += data[c5][(6 * c3 + 2)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 4 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 3)][(16 * c4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 1)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 3)][(16 * c4 + 2)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 3)][(16 * c4 + 3)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 3)][(16 * c4 + 4)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 3)][(16 * c4 + 5)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 3)][(16 * c4 + 6)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 3)][(16 * c4 + 7)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 3)][(16 * c4 + 8)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 3)][(16 * c4 + 9)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 3)][(16 * c4 + 10)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 3)][(16 * c4 + 11)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 3)][(16 * c4 + 12)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 3)][(16 * c4 + 13)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 3)][(16 * c4 + 14)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 3)][(16 * c4 + 15)] += data[c5][(6 * c3 + 3)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 3 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 4, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 3)][c7] += data[c5][(6 * c3 + 3)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 5 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 4)][(16 * c4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 1)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 4)][(16 * c4 + 2)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 4)][(16 * c4 + 3)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 4)][(16 * c4 + 4)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 4)][(16 * c4 + 5)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 4)][(16 * c4 + 6)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 4)][(16 * c4 + 7)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 4)][(16 * c4 + 8)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 4)][(16 * c4 + 9)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 4)][(16 * c4 + 10)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 4)][(16 * c4 + 11)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 4)][(16 * c4 + 12)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 4)][(16 * c4 + 13)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 4)][(16 * c4 + 14)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 4)][(16 * c4 + 15)] += data[c5][(6 * c3 + 4)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 5, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 4)][c7] += data[c5][(6 * c3 + 4)] * data[c5][c7];
                        if (16 * c4 >= 6 * c3 + 6 && _PB_M >= 16 * c4 + 16) {
                          corr[(6 * c3 + 5)][(16 * c4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 1)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 1)];
                          corr[(6 * c3 + 5)][(16 * c4 + 2)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 2)];
                          corr[(6 * c3 + 5)][(16 * c4 + 3)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 3)];
                          corr[(6 * c3 + 5)][(16 * c4 + 4)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 4)];
                          corr[(6 * c3 + 5)][(16 * c4 + 5)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 5)];
                          corr[(6 * c3 + 5)][(16 * c4 + 6)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 6)];
                          corr[(6 * c3 + 5)][(16 * c4 + 7)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 7)];
                          corr[(6 * c3 + 5)][(16 * c4 + 8)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 8)];
                          corr[(6 * c3 + 5)][(16 * c4 + 9)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 9)];
                          corr[(6 * c3 + 5)][(16 * c4 + 10)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 10)];
                          corr[(6 * c3 + 5)][(16 * c4 + 11)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 11)];
                          corr[(6 * c3 + 5)][(16 * c4 + 12)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 12)];
                          corr[(6 * c3 + 5)][(16 * c4 + 13)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 13)];
                          corr[(6 * c3 + 5)][(16 * c4 + 14)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 14)];
                          corr[(6 * c3 + 5)][(16 * c4 + 15)] += data[c5][(6 * c3 + 5)] * data[c5][(16 * c4 + 15)];
                        }
                        if (6 * c3 >= 16 * c4 - 5 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(6 * c3 + 6, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[(6 * c3 + 5)][c7] += data[c5][(6 * c3 + 5)] * data[c5][c7];
                      }
                  }
                  if (6 * c3 >= 16 * c4 + 10 || 6 * c3 >= _PB_M - 6)
                    for (c5 = 256 * c1; c5 <= min(_PB_N - 1, 256 * c1 + 255); c5++)
                      for (c6 = 6 * c3; c6 <= min(16 * c4 + 14, min(_PB_M - 2, 6 * c3 + 5)); c6++) {
                        if (16 * c4 >= c6 + 1 && _PB_M >= 16 * c4 + 16) {
                          corr[c6][(16 * c4)] += data[c5][c6] * data[c5][(16 * c4)];
                          corr[c6][(16 * c4 + 1)] += data[c5][c6] * data[c5][(16 * c4 + 1)];
                          corr[c6][(16 * c4 + 2)] += data[c5][c6] * data[c5][(16 * c4 + 2)];
                          corr[c6][(16 * c4 + 3)] += data[c5][c6] * data[c5][(16 * c4 + 3)];
                          corr[c6][(16 * c4 + 4)] += data[c5][c6] * data[c5][(16 * c4 + 4)];
                          corr[c6][(16 * c4 + 5)] += data[c5][c6] * data[c5][(16 * c4 + 5)];
                          corr[c6][(16 * c4 + 6)] += data[c5][c6] * data[c5][(16 * c4 + 6)];
                          corr[c6][(16 * c4 + 7)] += data[c5][c6] * data[c5][(16 * c4 + 7)];
                          corr[c6][(16 * c4 + 8)] += data[c5][c6] * data[c5][(16 * c4 + 8)];
                          corr[c6][(16 * c4 + 9)] += data[c5][c6] * data[c5][(16 * c4 + 9)];
                          corr[c6][(16 * c4 + 10)] += data[c5][c6] * data[c5][(16 * c4 + 10)];
                          corr[c6][(16 * c4 + 11)] += data[c5][c6] * data[c5][(16 * c4 + 11)];
                          corr[c6][(16 * c4 + 12)] += data[c5][c6] * data[c5][(16 * c4 + 12)];
                          corr[c6][(16 * c4 + 13)] += data[c5][c6] * data[c5][(16 * c4 + 13)];
                          corr[c6][(16 * c4 + 14)] += data[c5][c6] * data[c5][(16 * c4 + 14)];
                          corr[c6][(16 * c4 + 15)] += data[c5][c6] * data[c5][(16 * c4 + 15)];
                        }
                        if (c6 >= 16 * c4 || 16 * c4 >= _PB_M - 15)
                          #pragma omp simd
                          for (c7 = max(c6 + 1, 16 * c4); c7 <= min(_PB_M - 1, 16 * c4 + 15); c7++)
                            corr[c6][c7] += data[c5][c6] * data[c5][c7];
                      }
                }
      }
}
/* hedra opt: version 0 of 2 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_19(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  {
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_M - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0;
            #pragma omp simd
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              mean[c0] = SCALAR_VAL(0.0);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0;
            #pragma omp parallel for
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              mean[c0] = SCALAR_VAL(0.0);
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(_PB_M - 1, 512)) - (0) + 1 < hedra_threads) && ((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (0) + 1 < hedra_threads))
        { /* version 2 of 3: loop c2 stays sequential */
          { hedra_version_2(n, m, count, data, corr, mean, sd); }
        }
        else if (((floord(_PB_M - 1, 512)) - (0) + 1 < hedra_threads))
        { /* version 1 of 3: loop c0 stays sequential */
          { hedra_version_1(n, m, count, data, corr, mean, sd); }
        }
        else { /* version 0 of 3: the decisions as taken */
          { hedra_version_0(n, m, count, data, corr, mean, sd); }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_M - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0;
            #pragma omp simd
            for (c0 = 0; c0 <= _PB_M - 1; c0++) {
              mean[c0] = mean[c0] / count;
              sd[c0] = SCALAR_VAL(0.0);
            }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0;
            #pragma omp parallel for
            for (c0 = 0; c0 <= _PB_M - 1; c0++) {
              mean[c0] = mean[c0] / count;
              sd[c0] = SCALAR_VAL(0.0);
            }
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(_PB_M - 1, 512)) - (0) + 1 < hedra_threads) && ((min(32 * floord(_PB_M - 1, 512) + 31, floord(_PB_M - 1, 16))) - (0) + 1 < hedra_threads))
        { /* version 2 of 3: loop c2 stays sequential */
          { hedra_version_5(n, m, count, data, corr, mean, sd); }
        }
        else if (((floord(_PB_M - 1, 512)) - (0) + 1 < hedra_threads))
        { /* version 1 of 3: loop c0 stays sequential */
          { hedra_version_4(n, m, count, data, corr, mean, sd); }
        }
        else { /* version 0 of 3: the decisions as taken */
          { hedra_version_3(n, m, count, data, corr, mean, sd); }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_M - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0;
            #pragma omp simd
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              sd[c0] = SQRT_FUN(sd[c0] / count);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0;
            #pragma omp parallel for
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              sd[c0] = SQRT_FUN(sd[c0] / count);
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(_PB_N - 1, 32)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_M - 1, 32)) - (0) + 1 < hedra_threads))
        {
        if (((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1 < hedra_threads))
        { /* version 3 of 4: loop c2 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
              for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
                for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                  #pragma omp simd
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                    data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
          }
        }
        else { /* version 2 of 4: loop c1 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
              for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++) {
                if (((double)max((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0)) >= 4096.0) {
                  #pragma omp parallel for private(c3)
                  for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                      data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
                } else {
                  for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                      data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
                }
              }
          }
        }
        }
        else { /* version 1 of 4: loop c0 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++) {
              if (((double)max((floord(_PB_M - 1, 32)) - (0) + 1, 0) * (double)max((min(_PB_N - 1, 32 * floord(_PB_N - 1, 32) + 31)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0)) >= 4096.0) {
                #pragma omp parallel for private(c2, c3)
                for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
                  for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                      data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
              } else {
                for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
                  for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                    #pragma omp simd
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                      data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
              }
            }
          }
        }
        }
        else { /* version 0 of 4: the decisions as taken */
          {
            int c0, c1, c2, c3;
            #pragma omp parallel for private(c1, c2, c3)
            for (c0 = 0; c0 <= floord(_PB_N - 1, 32); c0++)
              for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
                for (c2 = 32 * c0; c2 <= min(_PB_N - 1, 32 * c0 + 31); c2++)
                  #pragma omp simd
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                    data[c2][c3] = (data[c2][c3] - mean[c3]) / (SQRT_FUN(count) * sd[c3]);
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_M - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0;
            #pragma omp simd
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              corr[c0][c0] = SCALAR_VAL(1.0);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0;
            #pragma omp parallel for
            for (c0 = 0; c0 <= _PB_M - 1; c0++)
              corr[c0][c0] = SCALAR_VAL(1.0);
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_M - 2) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0, c1;
            for (c0 = 0; c0 <= _PB_M - 2; c0++)
              #pragma omp simd
              for (c1 = c0 + 1; c1 <= _PB_M - 1; c1++)
                corr[c0][c1] = SCALAR_VAL(0.0);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            #pragma omp parallel for private(c1)
            for (c0 = 0; c0 <= _PB_M - 2; c0++)
              #pragma omp simd
              for (c1 = c0 + 1; c1 <= _PB_M - 1; c1++)
                corr[c0][c1] = SCALAR_VAL(0.0);
          }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(_PB_M - 2, 96)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_M - 1, 512)) - (floord(0, 16)) + 1 < hedra_threads))
        {
        if (((min(16 * floord(_PB_M - 2, 96) + 15, min(floord(_PB_M - 2, 6), floord(256 * floord(_PB_M - 1, 512) + 255, 3)))) - (0) + 1 < hedra_threads))
        {
        if (((min(512 * floord(_PB_M - 1, 512) + 510, min(16 * floord(_PB_M - 1, 16) + 14, min(_PB_M - 2, min(96 * floord(_PB_M - 2, 96) + 95, min(6 * floord(_PB_M - 2, 6) + 5, 6 * floord(256 * floord(_PB_M - 1, 512) + 255, 3) + 5)))))) - (0) + 1 < hedra_threads))
        { /* version 4 of 5: loop c6 stays sequential */
          { hedra_version_10(n, m, count, data, corr, mean, sd); }
        }
        else { /* version 3 of 5: loop c3 stays sequential */
          { hedra_version_9(n, m, count, data, corr, mean, sd); }
        }
        }
        else { /* version 2 of 5: loop c2 stays sequential */
          { hedra_version_8(n, m, count, data, corr, mean, sd); }
        }
        }
        else { /* version 1 of 5: loop c0 stays sequential */
          { hedra_version_7(n, m, count, data, corr, mean, sd); }
        }
        }
        else { /* version 0 of 5: the decisions as taken */
          { hedra_version_6(n, m, count, data, corr, mean, sd); }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((floord(_PB_M - 2, 32)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_M - 1, 32)) - (0) + 1 < hedra_threads))
        {
        if (((min(32 * floord(_PB_M - 2, 32) + 31, min(_PB_M - 2, 32 * floord(_PB_M - 1, 32) + 30))) - (0) + 1 < hedra_threads))
        { /* version 3 of 4: loop c2 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
              for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
                for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                  #pragma omp simd
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                    corr[c3][c2] = corr[c2][c3];
          }
        }
        else { /* version 2 of 4: loop c1 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
              for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++) {
                if (_PB_M > 64) {
                  #pragma omp parallel for private(c3)
                  for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                    #pragma omp simd
                    for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                      corr[c3][c2] = corr[c2][c3];
                } else {
                  for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                    #pragma omp simd
                    for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                      corr[c3][c2] = corr[c2][c3];
                }
              }
          }
        }
        }
        else { /* version 1 of 4: loop c0 stays sequential */
          {
            int c0, c1, c2, c3;
            for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++) {
              if (_PB_M > 46) {
                #pragma omp parallel for private(c2, c3)
                for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
                  for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                    #pragma omp simd
                    for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                      corr[c3][c2] = corr[c2][c3];
              } else {
                for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
                  for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                    #pragma omp simd
                    for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                      corr[c3][c2] = corr[c2][c3];
              }
            }
          }
        }
        }
        else { /* version 0 of 4: the decisions as taken */
          {
            int c0, c1, c2, c3;
            #pragma omp parallel for private(c1, c2, c3)
            for (c0 = 0; c0 <= floord(_PB_M - 2, 32); c0++)
              for (c1 = c0; c1 <= floord(_PB_M - 1, 32); c1++)
                for (c2 = 32 * c0; c2 <= min(32 * c0 + 31, min(_PB_M - 2, 32 * c1 + 30)); c2++)
                  #pragma omp simd
                  for (c3 = max(c2 + 1, 32 * c1); c3 <= min(_PB_M - 1, 32 * c1 + 31); c3++)
                    corr[c3][c2] = corr[c2][c3];
          }
        }
      }
    }
}
/* hedra opt: version 1 of 2 of the region at line 42 of kernel_correlation, moved out of it */
HEDRA_OUTLINED void hedra_version_20(int n, int m, DATA_TYPE count, DATA_TYPE data[N][M],
                               DATA_TYPE corr[M][M], DATA_TYPE mean[M], DATA_TYPE sd[M])
{
  (void)n;
  (void)m;
  {
      int c0, c1, c2;
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
}
/* hedra opt: generated from the #pragma scop region at line 42 */
  {
    if ((((double)max((_PB_M - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_N - 1) - (0) + 1, 0) + (double)max((_PB_M - 1) - (1) + 1, 0) * (1.0 + (double)max((_PB_N - 1) - (0) + 1, 0))) + (double)max((_PB_N - 1) - (0) + 1, 0) * (double)max((_PB_M - 1) - (0) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      { (void)j; (void)k; (void)i; hedra_version_20(n, m, count, data, corr, mean, sd); }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)j; (void)k; (void)i; hedra_version_19(n, m, count, data, corr, mean, sd); }
    }
  }
