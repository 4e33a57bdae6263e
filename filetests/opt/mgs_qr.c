// test opt
// input: ../../kernels/mgs_qr/mgs_qr.c
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
/* hedra opt: version 0 of 8 of the region at line 50 of kernel_mgs_qr, moved out of it */
HEDRA_OUTLINED void hedra_version_8(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N], DATA_TYPE *hedra_scalar_norm2)
{
  DATA_TYPE norm2 = *hedra_scalar_norm2;
  (void)m;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= _PB_N - 1; c0++) {
        norm2 = SCALAR_VAL(0.0);
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          norm2 += A[c1][c0] * A[c1][c0];
        R[c0][c0] = SQRT_FUN(norm2);
        #pragma omp simd
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          Q[c1][c0] = A[c1][c0] / R[c0][c0];
        #pragma omp simd
        for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
          R[c0][c1] = SCALAR_VAL(0.0);
        if (((double)max((floord(_PB_N - 1, 512)) - (floord(1, 512)) + 1, 0) * ((double)max((floord(_PB_M - 1, 256)) - (0) + 1, 0) * ((double)max((min(floord(_PB_N - 1, 16), 32 * floord(_PB_N - 1, 512) + 31)) - (max(floord(1, 16), 32 * floord(1, 512))) + 1, 0) * ((double)max((min(256 * floord(_PB_M - 1, 256) + 255, _PB_M - 1)) - (0) + 1, 0) * (1.0 + (double)max((min(16 * floord(_PB_N - 1, 16) + 15, min(512 * floord(_PB_N - 1, 512) + 511, _PB_N - 1))) - (max(1, max(16 * floord(1, 16), 512 * floord(1, 512)))) + 1, 0)))))) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4, c5)
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        } else {
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        }
        if (((double)max((floord(_PB_M - 1, 32)) - (0) + 1, 0) * (double)max((floord(_PB_N - 1, 32)) - (floord(1, 32)) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (max(1, 32 * floord(1, 32))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4)
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        } else {
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        }
      }
    }
}
/* hedra opt: version 1 of 8 of the region at line 50 of kernel_mgs_qr, moved out of it */
HEDRA_OUTLINED void hedra_version_9(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N], DATA_TYPE *hedra_scalar_norm2)
{
  DATA_TYPE norm2 = *hedra_scalar_norm2;
  (void)m;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= _PB_N - 1; c0++) {
        norm2 = SCALAR_VAL(0.0);
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          norm2 += A[c1][c0] * A[c1][c0];
        R[c0][c0] = SQRT_FUN(norm2);
        #pragma omp simd
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          Q[c1][c0] = A[c1][c0] / R[c0][c0];
        #pragma omp simd
        for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
          R[c0][c1] = SCALAR_VAL(0.0);
        for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
          for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++) {
            if (((double)max((min(floord(_PB_N - 1, 16), 32 * floord(_PB_N - 1, 512) + 31)) - (max(floord(1, 16), 32 * floord(1, 512))) + 1, 0) * ((double)max((min(256 * floord(_PB_M - 1, 256) + 255, _PB_M - 1)) - (0) + 1, 0) * (1.0 + (double)max((min(16 * floord(_PB_N - 1, 16) + 15, min(512 * floord(_PB_N - 1, 512) + 511, _PB_N - 1))) - (max(1, max(16 * floord(1, 16), 512 * floord(1, 512)))) + 1, 0)))) >= 4096.0) {
              #pragma omp parallel for private(c4, c5)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
            } else {
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
            }
          }
        if (((double)max((floord(_PB_M - 1, 32)) - (0) + 1, 0) * (double)max((floord(_PB_N - 1, 32)) - (floord(1, 32)) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (max(1, 32 * floord(1, 32))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4)
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        } else {
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        }
      }
    }
}
/* hedra opt: version 2 of 8 of the region at line 50 of kernel_mgs_qr, moved out of it */
HEDRA_OUTLINED void hedra_version_10(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N], DATA_TYPE *hedra_scalar_norm2)
{
  DATA_TYPE norm2 = *hedra_scalar_norm2;
  (void)m;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= _PB_N - 1; c0++) {
        norm2 = SCALAR_VAL(0.0);
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          norm2 += A[c1][c0] * A[c1][c0];
        R[c0][c0] = SQRT_FUN(norm2);
        #pragma omp simd
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          Q[c1][c0] = A[c1][c0] / R[c0][c0];
        #pragma omp simd
        for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
          R[c0][c1] = SCALAR_VAL(0.0);
        if (((double)max((floord(_PB_N - 1, 512)) - (floord(1, 512)) + 1, 0) * ((double)max((floord(_PB_M - 1, 256)) - (0) + 1, 0) * ((double)max((min(floord(_PB_N - 1, 16), 32 * floord(_PB_N - 1, 512) + 31)) - (max(floord(1, 16), 32 * floord(1, 512))) + 1, 0) * ((double)max((min(256 * floord(_PB_M - 1, 256) + 255, _PB_M - 1)) - (0) + 1, 0) * (1.0 + (double)max((min(16 * floord(_PB_N - 1, 16) + 15, min(512 * floord(_PB_N - 1, 512) + 511, _PB_N - 1))) - (max(1, max(16 * floord(1, 16), 512 * floord(1, 512)))) + 1, 0)))))) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4, c5)
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        } else {
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        }
        for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++) {
          if (((double)max((floord(_PB_N - 1, 32)) - (floord(1, 32)) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (max(1, 32 * floord(1, 32))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c3, c4)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
          } else {
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
          }
        }
      }
    }
}
/* hedra opt: version 3 of 8 of the region at line 50 of kernel_mgs_qr, moved out of it */
HEDRA_OUTLINED void hedra_version_11(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N], DATA_TYPE *hedra_scalar_norm2)
{
  DATA_TYPE norm2 = *hedra_scalar_norm2;
  (void)m;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= _PB_N - 1; c0++) {
        norm2 = SCALAR_VAL(0.0);
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          norm2 += A[c1][c0] * A[c1][c0];
        R[c0][c0] = SQRT_FUN(norm2);
        #pragma omp simd
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          Q[c1][c0] = A[c1][c0] / R[c0][c0];
        #pragma omp simd
        for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
          R[c0][c1] = SCALAR_VAL(0.0);
        for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
          for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
            for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
              if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                if (_PB_M >= 256 * c2 + 1)
                  {
  #ifdef HEDRA_VECTOR_TYPES
                    if (__builtin_types_compatible_p(DATA_TYPE, double))
                    {
                      typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                      hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                      hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                      hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                      hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                      for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                        r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                        r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                        r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                        r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                      }
                      *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                      *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                      *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                      *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                    }
                    else if (__builtin_types_compatible_p(DATA_TYPE, float))
                    {
                      typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                      hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                      hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                      hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                      hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                      for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                        r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                        r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                        r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                        r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                      }
                      *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                      *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                      *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                      *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                    }
                    else
  #endif
                    {
                      DATA_TYPE r0 = R[c0][16 * c3];
                      DATA_TYPE r1 = R[c0][16 * c3 + 1];
                      DATA_TYPE r2 = R[c0][16 * c3 + 2];
                      DATA_TYPE r3 = R[c0][16 * c3 + 3];
                      DATA_TYPE r4 = R[c0][16 * c3 + 4];
                      DATA_TYPE r5 = R[c0][16 * c3 + 5];
                      DATA_TYPE r6 = R[c0][16 * c3 + 6];
                      DATA_TYPE r7 = R[c0][16 * c3 + 7];
                      DATA_TYPE r8 = R[c0][16 * c3 + 8];
                      DATA_TYPE r9 = R[c0][16 * c3 + 9];
                      DATA_TYPE r10 = R[c0][16 * c3 + 10];
                      DATA_TYPE r11 = R[c0][16 * c3 + 11];
                      DATA_TYPE r12 = R[c0][16 * c3 + 12];
                      DATA_TYPE r13 = R[c0][16 * c3 + 13];
                      DATA_TYPE r14 = R[c0][16 * c3 + 14];
                      DATA_TYPE r15 = R[c0][16 * c3 + 15];
                      for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                        r0 += Q[c4][c0] * A[c4][(16 * c3)];
                        r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                        r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                        r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                        r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                        r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                        r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                        r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                        r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                        r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                        r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                        r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                        r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                        r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                        r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                        r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                      }
                      R[c0][16 * c3] = r0;
                      R[c0][16 * c3 + 1] = r1;
                      R[c0][16 * c3 + 2] = r2;
                      R[c0][16 * c3 + 3] = r3;
                      R[c0][16 * c3 + 4] = r4;
                      R[c0][16 * c3 + 5] = r5;
                      R[c0][16 * c3 + 6] = r6;
                      R[c0][16 * c3 + 7] = r7;
                      R[c0][16 * c3 + 8] = r8;
                      R[c0][16 * c3 + 9] = r9;
                      R[c0][16 * c3 + 10] = r10;
                      R[c0][16 * c3 + 11] = r11;
                      R[c0][16 * c3 + 12] = r12;
                      R[c0][16 * c3 + 13] = r13;
                      R[c0][16 * c3 + 14] = r14;
                      R[c0][16 * c3 + 15] = r15;
                    }
                  }
              if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                  #pragma omp simd
                  for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                    R[c0][c5] += Q[c4][c0] * A[c4][c5];
            }
        if (((double)max((floord(_PB_M - 1, 32)) - (0) + 1, 0) * (double)max((floord(_PB_N - 1, 32)) - (floord(1, 32)) + 1, 0) * (double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (max(1, 32 * floord(1, 32))) + 1, 0)) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4)
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        } else {
          for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
            for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
        }
      }
    }
}
/* hedra opt: version 5 of 8 of the region at line 50 of kernel_mgs_qr, moved out of it */
HEDRA_OUTLINED void hedra_version_13(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N],
                          DATA_TYPE Q[M][N], DATA_TYPE *hedra_scalar_norm2)
{
  DATA_TYPE norm2 = *hedra_scalar_norm2;
  (void)m;
  (void)n;
  {
      int c0, c1, c2, c3, c4, c5;
      for (c0 = 0; c0 <= _PB_N - 1; c0++) {
        norm2 = SCALAR_VAL(0.0);
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          norm2 += A[c1][c0] * A[c1][c0];
        R[c0][c0] = SQRT_FUN(norm2);
        #pragma omp simd
        for (c1 = 0; c1 <= _PB_M - 1; c1++)
          Q[c1][c0] = A[c1][c0] / R[c0][c0];
        #pragma omp simd
        for (c1 = c0 + 1; c1 <= _PB_N - 1; c1++)
          R[c0][c1] = SCALAR_VAL(0.0);
        if (((double)max((floord(_PB_N - 1, 512)) - (floord(1, 512)) + 1, 0) * ((double)max((floord(_PB_M - 1, 256)) - (0) + 1, 0) * ((double)max((min(floord(_PB_N - 1, 16), 32 * floord(_PB_N - 1, 512) + 31)) - (max(floord(1, 16), 32 * floord(1, 512))) + 1, 0) * ((double)max((min(256 * floord(_PB_M - 1, 256) + 255, _PB_M - 1)) - (0) + 1, 0) * (1.0 + (double)max((min(16 * floord(_PB_N - 1, 16) + 15, min(512 * floord(_PB_N - 1, 512) + 511, _PB_N - 1))) - (max(1, max(16 * floord(1, 16), 512 * floord(1, 512)))) + 1, 0)))))) >= 4096.0) {
          #pragma omp parallel for private(c2, c3, c4, c5)
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        } else {
          for (c1 = ceild(c0 - 510, 512); c1 <= floord(_PB_N - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_M - 1, 256); c2++)
              for (c3 = max(ceild(c0 - 14, 16), 32 * c1); c3 <= min(floord(_PB_N - 1, 16), 32 * c1 + 31); c3++) {
                if (16 * c3 >= c0 + 1 && _PB_N >= 16 * c3 + 16)
                  if (_PB_M >= 256 * c2 + 1)
                    {
  #ifdef HEDRA_VECTOR_TYPES
                      if (__builtin_types_compatible_p(DATA_TYPE, double))
                      {
                        typedef double hedra_f64x4 __attribute__((vector_size(32), aligned(8), may_alias));
                        hedra_f64x4 r0 = *(const hedra_f64x4 *)&R[c0][16 * c3];
                        hedra_f64x4 r4 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 4];
                        hedra_f64x4 r8 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 8];
                        hedra_f64x4 r12 = *(const hedra_f64x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3]);
                          r4 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((double)Q[c4][c0]) * (*(const hedra_f64x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f64x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f64x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else if (__builtin_types_compatible_p(DATA_TYPE, float))
                      {
                        typedef float hedra_f32x4 __attribute__((vector_size(16), aligned(4), may_alias));
                        hedra_f32x4 r0 = *(const hedra_f32x4 *)&R[c0][16 * c3];
                        hedra_f32x4 r4 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 4];
                        hedra_f32x4 r8 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 8];
                        hedra_f32x4 r12 = *(const hedra_f32x4 *)&R[c0][16 * c3 + 12];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3]);
                          r4 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 4]);
                          r8 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 8]);
                          r12 += ((float)Q[c4][c0]) * (*(const hedra_f32x4 *)&A[c4][16 * c3 + 12]);
                        }
                        *(hedra_f32x4 *)&R[c0][16 * c3] = r0;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 4] = r4;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 8] = r8;
                        *(hedra_f32x4 *)&R[c0][16 * c3 + 12] = r12;
                      }
                      else
  #endif
                      {
                        DATA_TYPE r0 = R[c0][16 * c3];
                        DATA_TYPE r1 = R[c0][16 * c3 + 1];
                        DATA_TYPE r2 = R[c0][16 * c3 + 2];
                        DATA_TYPE r3 = R[c0][16 * c3 + 3];
                        DATA_TYPE r4 = R[c0][16 * c3 + 4];
                        DATA_TYPE r5 = R[c0][16 * c3 + 5];
                        DATA_TYPE r6 = R[c0][16 * c3 + 6];
                        DATA_TYPE r7 = R[c0][16 * c3 + 7];
                        DATA_TYPE r8 = R[c0][16 * c3 + 8];
                        DATA_TYPE r9 = R[c0][16 * c3 + 9];
                        DATA_TYPE r10 = R[c0][16 * c3 + 10];
                        DATA_TYPE r11 = R[c0][16 * c3 + 11];
                        DATA_TYPE r12 = R[c0][16 * c3 + 12];
                        DATA_TYPE r13 = R[c0][16 * c3 + 13];
                        DATA_TYPE r14 = R[c0][16 * c3 + 14];
                        DATA_TYPE r15 = R[c0][16 * c3 + 15];
                        for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++) {
                          r0 += Q[c4][c0] * A[c4][(16 * c3)];
                          r1 += Q[c4][c0] * A[c4][(16 * c3 + 1)];
                          r2 += Q[c4][c0] * A[c4][(16 * c3 + 2)];
                          r3 += Q[c4][c0] * A[c4][(16 * c3 + 3)];
                          r4 += Q[c4][c0] * A[c4][(16 * c3 + 4)];
                          r5 += Q[c4][c0] * A[c4][(16 * c3 + 5)];
                          r6 += Q[c4][c0] * A[c4][(16 * c3 + 6)];
                          r7 += Q[c4][c0] * A[c4][(16 * c3 + 7)];
                          r8 += Q[c4][c0] * A[c4][(16 * c3 + 8)];
                          r9 += Q[c4][c0] * A[c4][(16 * c3 + 9)];
                          r10 += Q[c4][c0] * A[c4][(16 * c3 + 10)];
                          r11 += Q[c4][c0] * A[c4][(16 * c3 + 11)];
                          r12 += Q[c4][c0] * A[c4][(16 * c3 + 12)];
                          r13 += Q[c4][c0] * A[c4][(16 * c3 + 13)];
                          r14 += Q[c4][c0] * A[c4][(16 * c3 + 14)];
                          r15 += Q[c4][c0] * A[c4][(16 * c3 + 15)];
                        }
                        R[c0][16 * c3] = r0;
                        R[c0][16 * c3 + 1] = r1;
                        R[c0][16 * c3 + 2] = r2;
                        R[c0][16 * c3 + 3] = r3;
                        R[c0][16 * c3 + 4] = r4;
                        R[c0][16 * c3 + 5] = r5;
                        R[c0][16 * c3 + 6] = r6;
                        R[c0][16 * c3 + 7] = r7;
                        R[c0][16 * c3 + 8] = r8;
                        R[c0][16 * c3 + 9] = r9;
                        R[c0][16 * c3 + 10] = r10;
                        R[c0][16 * c3 + 11] = r11;
                        R[c0][16 * c3 + 12] = r12;
                        R[c0][16 * c3 + 13] = r13;
                        R[c0][16 * c3 + 14] = r14;
                        R[c0][16 * c3 + 15] = r15;
                      }
                    }
                if (c0 >= 16 * c3 || 16 * c3 >= _PB_N - 15)
                  for (c4 = 256 * c2; c4 <= min(256 * c2 + 255, _PB_M - 1); c4++)
                    #pragma omp simd
                    for (c5 = max(c0 + 1, 16 * c3); c5 <= min(16 * c3 + 15, _PB_N - 1); c5++)
                      R[c0][c5] += Q[c4][c0] * A[c4][c5];
              }
        }
        for (c1 = 0; c1 <= floord(_PB_M - 1, 32); c1++)
          for (c2 = ceild(c0 - 30, 32); c2 <= floord(_PB_N - 1, 32); c2++) {
            if (((double)max((min(32 * floord(_PB_M - 1, 32) + 31, _PB_M - 1)) - (0) + 1, 0) * (double)max((min(32 * floord(_PB_N - 1, 32) + 31, _PB_N - 1)) - (max(1, 32 * floord(1, 32))) + 1, 0)) >= 4096.0) {
              #pragma omp parallel for private(c4)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
            } else {
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_M - 1); c3++)
                #pragma omp simd
                for (c4 = max(c0 + 1, 32 * c2); c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  A[c3][c4] = A[c3][c4] - Q[c3][c0] * R[c0][c4];
            }
          }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 50 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if ((((double)max((_PB_N - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_M - 1) - (0) + 1, 0) + (double)max((_PB_N - 1) - (1) + 1, 0) * (1.0 + (double)max((_PB_M - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
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
    }
    else { /* version 0 of 2: the decisions as taken */
      {
    #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
    #else
        const long long hedra_threads = 1;
    #endif
        if (((floord(_PB_N - 1, 512)) - (floord(1, 512)) + 1 < hedra_threads))
        {
        if (((floord(_PB_M - 1, 32)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_N - 1, 32)) - (floord(1, 32)) + 1 < hedra_threads))
        { /* version 5 of 8: loop c2 stays sequential */
          { (void)k; (void)i; (void)j; hedra_version_13(m, n, A, R, Q, &norm2); }
        }
        else { /* version 2 of 8: loop c1 stays sequential */
          { (void)k; (void)i; (void)j; hedra_version_10(m, n, A, R, Q, &norm2); }
        }
        }
        else if (((min(floord(_PB_N - 1, 16), 32 * floord(_PB_N - 1, 512) + 31)) - (max(floord(1, 16), 32 * floord(1, 512))) + 1 < hedra_threads))
        { /* version 3 of 8: loop c3 stays sequential */
          { (void)k; (void)i; (void)j; hedra_version_11(m, n, A, R, Q, &norm2); }
        }
        else { /* version 1 of 8: loop c1 stays sequential */
          { (void)k; (void)i; (void)j; hedra_version_9(m, n, A, R, Q, &norm2); }
        }
        }
        else if (((floord(_PB_M - 1, 32)) - (0) + 1 < hedra_threads))
        { /* version 2 of 8: loop c1 stays sequential */
          { (void)k; (void)i; (void)j; hedra_version_10(m, n, A, R, Q, &norm2); }
        }
        else { /* version 0 of 8: the decisions as taken */
          { (void)k; (void)i; (void)j; hedra_version_8(m, n, A, R, Q, &norm2); }
        }
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
