// test opt
// input: ../../kernels/mm_chain2/mm_chain2.c
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
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
/* hedra opt: version 0 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        #pragma omp parallel for private(c1, c2, c3, c4, c5, c6, c7)
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      if (_PB_NK >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                            hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r0 = T[6 * c3][16 * c4];
                            DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                            DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                            DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                            DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                            DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                            DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                            DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                            DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                            DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                            DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                            DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                            DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                            DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                            DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                            DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                            DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                            DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                            DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                            DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                            DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                            DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                              r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                              r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                              r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                              r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                              r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                              r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                              r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                              r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                              r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                              r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                              r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                              r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                              r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                              r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                              r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                              r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                              r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                              r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                              r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                              r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                              r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                              r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                              r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                              r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                              r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                              r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                              r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                              r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                              r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                              r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                              r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                              r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                              r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                              r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                              r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                              r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                              r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                              r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                              r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                              r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                              r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                              r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                              r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                              r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                              r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                              r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                              r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                              r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                              r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                              r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                              r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                              r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                              r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                              r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                              r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                              r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                              r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                              r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                              r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                              r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                              r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                              r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                              r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                              r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                              r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                              r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                              r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                              r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                              r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                              r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                              r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                              r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                              r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                              r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                              r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                              r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                              r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                              r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                              r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                              r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                              r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                              r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                              r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                              r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                              r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                              r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                              r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                              r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                              r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                              r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                              r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                              r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                              r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                              r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                              r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                            }
                            T[6 * c3][16 * c4] = r0;
                            T[6 * c3][16 * c4 + 1] = r1;
                            T[6 * c3][16 * c4 + 2] = r2;
                            T[6 * c3][16 * c4 + 3] = r3;
                            T[6 * c3][16 * c4 + 4] = r4;
                            T[6 * c3][16 * c4 + 5] = r5;
                            T[6 * c3][16 * c4 + 6] = r6;
                            T[6 * c3][16 * c4 + 7] = r7;
                            T[6 * c3][16 * c4 + 8] = r8;
                            T[6 * c3][16 * c4 + 9] = r9;
                            T[6 * c3][16 * c4 + 10] = r10;
                            T[6 * c3][16 * c4 + 11] = r11;
                            T[6 * c3][16 * c4 + 12] = r12;
                            T[6 * c3][16 * c4 + 13] = r13;
                            T[6 * c3][16 * c4 + 14] = r14;
                            T[6 * c3][16 * c4 + 15] = r15;
                            T[6 * c3 + 1][16 * c4] = r16;
                            T[6 * c3 + 1][16 * c4 + 1] = r17;
                            T[6 * c3 + 1][16 * c4 + 2] = r18;
                            T[6 * c3 + 1][16 * c4 + 3] = r19;
                            T[6 * c3 + 1][16 * c4 + 4] = r20;
                            T[6 * c3 + 1][16 * c4 + 5] = r21;
                            T[6 * c3 + 1][16 * c4 + 6] = r22;
                            T[6 * c3 + 1][16 * c4 + 7] = r23;
                            T[6 * c3 + 1][16 * c4 + 8] = r24;
                            T[6 * c3 + 1][16 * c4 + 9] = r25;
                            T[6 * c3 + 1][16 * c4 + 10] = r26;
                            T[6 * c3 + 1][16 * c4 + 11] = r27;
                            T[6 * c3 + 1][16 * c4 + 12] = r28;
                            T[6 * c3 + 1][16 * c4 + 13] = r29;
                            T[6 * c3 + 1][16 * c4 + 14] = r30;
                            T[6 * c3 + 1][16 * c4 + 15] = r31;
                            T[6 * c3 + 2][16 * c4] = r32;
                            T[6 * c3 + 2][16 * c4 + 1] = r33;
                            T[6 * c3 + 2][16 * c4 + 2] = r34;
                            T[6 * c3 + 2][16 * c4 + 3] = r35;
                            T[6 * c3 + 2][16 * c4 + 4] = r36;
                            T[6 * c3 + 2][16 * c4 + 5] = r37;
                            T[6 * c3 + 2][16 * c4 + 6] = r38;
                            T[6 * c3 + 2][16 * c4 + 7] = r39;
                            T[6 * c3 + 2][16 * c4 + 8] = r40;
                            T[6 * c3 + 2][16 * c4 + 9] = r41;
                            T[6 * c3 + 2][16 * c4 + 10] = r42;
                            T[6 * c3 + 2][16 * c4 + 11] = r43;
                            T[6 * c3 + 2][16 * c4 + 12] = r44;
                            T[6 * c3 + 2][16 * c4 + 13] = r45;
                            T[6 * c3 + 2][16 * c4 + 14] = r46;
                            T[6 * c3 + 2][16 * c4 + 15] = r47;
                            T[6 * c3 + 3][16 * c4] = r48;
                            T[6 * c3 + 3][16 * c4 + 1] = r49;
                            T[6 * c3 + 3][16 * c4 + 2] = r50;
                            T[6 * c3 + 3][16 * c4 + 3] = r51;
                            T[6 * c3 + 3][16 * c4 + 4] = r52;
                            T[6 * c3 + 3][16 * c4 + 5] = r53;
                            T[6 * c3 + 3][16 * c4 + 6] = r54;
                            T[6 * c3 + 3][16 * c4 + 7] = r55;
                            T[6 * c3 + 3][16 * c4 + 8] = r56;
                            T[6 * c3 + 3][16 * c4 + 9] = r57;
                            T[6 * c3 + 3][16 * c4 + 10] = r58;
                            T[6 * c3 + 3][16 * c4 + 11] = r59;
                            T[6 * c3 + 3][16 * c4 + 12] = r60;
                            T[6 * c3 + 3][16 * c4 + 13] = r61;
                            T[6 * c3 + 3][16 * c4 + 14] = r62;
                            T[6 * c3 + 3][16 * c4 + 15] = r63;
                            T[6 * c3 + 4][16 * c4] = r64;
                            T[6 * c3 + 4][16 * c4 + 1] = r65;
                            T[6 * c3 + 4][16 * c4 + 2] = r66;
                            T[6 * c3 + 4][16 * c4 + 3] = r67;
                            T[6 * c3 + 4][16 * c4 + 4] = r68;
                            T[6 * c3 + 4][16 * c4 + 5] = r69;
                            T[6 * c3 + 4][16 * c4 + 6] = r70;
                            T[6 * c3 + 4][16 * c4 + 7] = r71;
                            T[6 * c3 + 4][16 * c4 + 8] = r72;
                            T[6 * c3 + 4][16 * c4 + 9] = r73;
                            T[6 * c3 + 4][16 * c4 + 10] = r74;
                            T[6 * c3 + 4][16 * c4 + 11] = r75;
                            T[6 * c3 + 4][16 * c4 + 12] = r76;
                            T[6 * c3 + 4][16 * c4 + 13] = r77;
                            T[6 * c3 + 4][16 * c4 + 14] = r78;
                            T[6 * c3 + 4][16 * c4 + 15] = r79;
                            T[6 * c3 + 5][16 * c4] = r80;
                            T[6 * c3 + 5][16 * c4 + 1] = r81;
                            T[6 * c3 + 5][16 * c4 + 2] = r82;
                            T[6 * c3 + 5][16 * c4 + 3] = r83;
                            T[6 * c3 + 5][16 * c4 + 4] = r84;
                            T[6 * c3 + 5][16 * c4 + 5] = r85;
                            T[6 * c3 + 5][16 * c4 + 6] = r86;
                            T[6 * c3 + 5][16 * c4 + 7] = r87;
                            T[6 * c3 + 5][16 * c4 + 8] = r88;
                            T[6 * c3 + 5][16 * c4 + 9] = r89;
                            T[6 * c3 + 5][16 * c4 + 10] = r90;
                            T[6 * c3 + 5][16 * c4 + 11] = r91;
                            T[6 * c3 + 5][16 * c4 + 12] = r92;
                            T[6 * c3 + 5][16 * c4 + 13] = r93;
                            T[6 * c3 + 5][16 * c4 + 14] = r94;
                            T[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                          T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                          T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                          T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                          T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                          T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                          T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                          T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                          T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                          T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                          T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                          T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                          T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                          T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                          T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                          T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[c6][c7] += A[c6][c5] * B[c5][c7];
                  }
              }
      }
}
/* hedra opt: version 1 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_1(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++) {
          if (((double)max((floord(_PB_NJ - 1, 512)) - (0) + 1, 0) * ((double)max((floord(_PB_NK - 1, 256)) - (0) + 1, 0) * ((double)max((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_NJ - 1, 512) + 31, floord(_PB_NJ - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NK - 1, 256 * floord(_PB_NK - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0) + (double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0)))))))) >= 4096.0) {
            #pragma omp parallel for private(c2, c3, c4, c5, c6, c7)
            for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
          } else {
            for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
          }
        }
      }
}
/* hedra opt: version 2 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++) {
              if (((double)max((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_NJ - 1, 512) + 31, floord(_PB_NJ - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NK - 1, 256 * floord(_PB_NK - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0) + (double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0)))))) >= 4096.0) {
                #pragma omp parallel for private(c4, c5, c6, c7)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
              } else {
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
              }
            }
      }
}
/* hedra opt: version 3 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_3(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6) {
                  if (((double)max((min(32 * floord(_PB_NJ - 1, 512) + 31, floord(_PB_NJ - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NK - 1, 256 * floord(_PB_NK - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0)))) >= 4096.0) {
                    #pragma omp parallel for private(c5, c7)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  } else {
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        if (_PB_NK >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                              hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                                r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                                r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                              *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                              hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                                r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                              *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                              *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                              *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                              *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                              *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r0 = T[6 * c3][16 * c4];
                              DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                              DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                              DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                              DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                              DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                              DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                              DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                              DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                              DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                              DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                              DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                              DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                              DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                              DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                              DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                              DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                              DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                              DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                              DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                              DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                              DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                                r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                                r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                                r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                                r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                                r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                                r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                                r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                                r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                                r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                                r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                                r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                                r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                                r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                                r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                                r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                                r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                                r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                                r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                                r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                                r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                                r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                                r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                                r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                                r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                                r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                                r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                                r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                                r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                                r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                                r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                                r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                                r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                                r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                                r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                                r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                                r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                                r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                                r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                                r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                                r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                                r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                                r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                                r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                                r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                                r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                                r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                                r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                                r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                                r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                                r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                                r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                                r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                                r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                                r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                                r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                                r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                                r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                                r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                                r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                                r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                                r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                                r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                                r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                                r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                                r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                                r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                                r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                                r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                                r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                                r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                                r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                                r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                                r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                                r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                                r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                                r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                                r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                                r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                                r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                                r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                                r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                                r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                                r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                                r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                                r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                                r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                                r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                                r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                                r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                                r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                                r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                                r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                                r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                                r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                                r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                                r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                              }
                              T[6 * c3][16 * c4] = r0;
                              T[6 * c3][16 * c4 + 1] = r1;
                              T[6 * c3][16 * c4 + 2] = r2;
                              T[6 * c3][16 * c4 + 3] = r3;
                              T[6 * c3][16 * c4 + 4] = r4;
                              T[6 * c3][16 * c4 + 5] = r5;
                              T[6 * c3][16 * c4 + 6] = r6;
                              T[6 * c3][16 * c4 + 7] = r7;
                              T[6 * c3][16 * c4 + 8] = r8;
                              T[6 * c3][16 * c4 + 9] = r9;
                              T[6 * c3][16 * c4 + 10] = r10;
                              T[6 * c3][16 * c4 + 11] = r11;
                              T[6 * c3][16 * c4 + 12] = r12;
                              T[6 * c3][16 * c4 + 13] = r13;
                              T[6 * c3][16 * c4 + 14] = r14;
                              T[6 * c3][16 * c4 + 15] = r15;
                              T[6 * c3 + 1][16 * c4] = r16;
                              T[6 * c3 + 1][16 * c4 + 1] = r17;
                              T[6 * c3 + 1][16 * c4 + 2] = r18;
                              T[6 * c3 + 1][16 * c4 + 3] = r19;
                              T[6 * c3 + 1][16 * c4 + 4] = r20;
                              T[6 * c3 + 1][16 * c4 + 5] = r21;
                              T[6 * c3 + 1][16 * c4 + 6] = r22;
                              T[6 * c3 + 1][16 * c4 + 7] = r23;
                              T[6 * c3 + 1][16 * c4 + 8] = r24;
                              T[6 * c3 + 1][16 * c4 + 9] = r25;
                              T[6 * c3 + 1][16 * c4 + 10] = r26;
                              T[6 * c3 + 1][16 * c4 + 11] = r27;
                              T[6 * c3 + 1][16 * c4 + 12] = r28;
                              T[6 * c3 + 1][16 * c4 + 13] = r29;
                              T[6 * c3 + 1][16 * c4 + 14] = r30;
                              T[6 * c3 + 1][16 * c4 + 15] = r31;
                              T[6 * c3 + 2][16 * c4] = r32;
                              T[6 * c3 + 2][16 * c4 + 1] = r33;
                              T[6 * c3 + 2][16 * c4 + 2] = r34;
                              T[6 * c3 + 2][16 * c4 + 3] = r35;
                              T[6 * c3 + 2][16 * c4 + 4] = r36;
                              T[6 * c3 + 2][16 * c4 + 5] = r37;
                              T[6 * c3 + 2][16 * c4 + 6] = r38;
                              T[6 * c3 + 2][16 * c4 + 7] = r39;
                              T[6 * c3 + 2][16 * c4 + 8] = r40;
                              T[6 * c3 + 2][16 * c4 + 9] = r41;
                              T[6 * c3 + 2][16 * c4 + 10] = r42;
                              T[6 * c3 + 2][16 * c4 + 11] = r43;
                              T[6 * c3 + 2][16 * c4 + 12] = r44;
                              T[6 * c3 + 2][16 * c4 + 13] = r45;
                              T[6 * c3 + 2][16 * c4 + 14] = r46;
                              T[6 * c3 + 2][16 * c4 + 15] = r47;
                              T[6 * c3 + 3][16 * c4] = r48;
                              T[6 * c3 + 3][16 * c4 + 1] = r49;
                              T[6 * c3 + 3][16 * c4 + 2] = r50;
                              T[6 * c3 + 3][16 * c4 + 3] = r51;
                              T[6 * c3 + 3][16 * c4 + 4] = r52;
                              T[6 * c3 + 3][16 * c4 + 5] = r53;
                              T[6 * c3 + 3][16 * c4 + 6] = r54;
                              T[6 * c3 + 3][16 * c4 + 7] = r55;
                              T[6 * c3 + 3][16 * c4 + 8] = r56;
                              T[6 * c3 + 3][16 * c4 + 9] = r57;
                              T[6 * c3 + 3][16 * c4 + 10] = r58;
                              T[6 * c3 + 3][16 * c4 + 11] = r59;
                              T[6 * c3 + 3][16 * c4 + 12] = r60;
                              T[6 * c3 + 3][16 * c4 + 13] = r61;
                              T[6 * c3 + 3][16 * c4 + 14] = r62;
                              T[6 * c3 + 3][16 * c4 + 15] = r63;
                              T[6 * c3 + 4][16 * c4] = r64;
                              T[6 * c3 + 4][16 * c4 + 1] = r65;
                              T[6 * c3 + 4][16 * c4 + 2] = r66;
                              T[6 * c3 + 4][16 * c4 + 3] = r67;
                              T[6 * c3 + 4][16 * c4 + 4] = r68;
                              T[6 * c3 + 4][16 * c4 + 5] = r69;
                              T[6 * c3 + 4][16 * c4 + 6] = r70;
                              T[6 * c3 + 4][16 * c4 + 7] = r71;
                              T[6 * c3 + 4][16 * c4 + 8] = r72;
                              T[6 * c3 + 4][16 * c4 + 9] = r73;
                              T[6 * c3 + 4][16 * c4 + 10] = r74;
                              T[6 * c3 + 4][16 * c4 + 11] = r75;
                              T[6 * c3 + 4][16 * c4 + 12] = r76;
                              T[6 * c3 + 4][16 * c4 + 13] = r77;
                              T[6 * c3 + 4][16 * c4 + 14] = r78;
                              T[6 * c3 + 4][16 * c4 + 15] = r79;
                              T[6 * c3 + 5][16 * c4] = r80;
                              T[6 * c3 + 5][16 * c4 + 1] = r81;
                              T[6 * c3 + 5][16 * c4 + 2] = r82;
                              T[6 * c3 + 5][16 * c4 + 3] = r83;
                              T[6 * c3 + 5][16 * c4 + 4] = r84;
                              T[6 * c3 + 5][16 * c4 + 5] = r85;
                              T[6 * c3 + 5][16 * c4 + 6] = r86;
                              T[6 * c3 + 5][16 * c4 + 7] = r87;
                              T[6 * c3 + 5][16 * c4 + 8] = r88;
                              T[6 * c3 + 5][16 * c4 + 9] = r89;
                              T[6 * c3 + 5][16 * c4 + 10] = r90;
                              T[6 * c3 + 5][16 * c4 + 11] = r91;
                              T[6 * c3 + 5][16 * c4 + 12] = r92;
                              T[6 * c3 + 5][16 * c4 + 13] = r93;
                              T[6 * c3 + 5][16 * c4 + 14] = r94;
                              T[6 * c3 + 5][16 * c4 + 15] = r95;
                            }
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  }
                }
                if (6 * c3 >= _PB_NI - 5) {
                  if (((double)max((min(32 * floord(_PB_NJ - 1, 512) + 31, floord(_PB_NJ - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NK - 1, 256 * floord(_PB_NK - 1, 256) + 255)) - (0) + 1, 0) * ((double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0))))) >= 4096.0) {
                    #pragma omp parallel for private(c5, c6, c7)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                  } else {
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                      if (_PB_NJ >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NJ - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                  }
                }
              }
      }
}
/* hedra opt: version 4 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_4(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      if (_PB_NK >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                            hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r0 = T[6 * c3][16 * c4];
                            DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                            DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                            DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                            DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                            DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                            DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                            DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                            DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                            DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                            DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                            DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                            DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                            DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                            DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                            DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                            DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                            DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                            DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                            DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                            DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                            DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                              r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                              r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                              r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                              r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                              r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                              r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                              r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                              r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                              r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                              r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                              r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                              r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                              r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                              r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                              r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                              r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                              r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                              r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                              r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                              r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                              r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                              r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                              r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                              r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                              r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                              r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                              r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                              r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                              r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                              r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                              r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                              r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                              r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                              r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                              r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                              r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                              r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                              r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                              r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                              r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                              r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                              r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                              r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                              r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                              r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                              r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                              r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                              r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                              r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                              r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                              r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                              r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                              r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                              r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                              r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                              r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                              r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                              r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                              r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                              r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                              r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                              r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                              r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                              r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                              r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                              r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                              r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                              r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                              r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                              r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                              r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                              r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                              r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                              r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                              r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                              r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                              r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                              r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                              r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                              r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                              r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                              r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                              r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                              r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                              r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                              r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                              r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                              r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                              r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                              r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                              r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                              r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                              r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                              r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                              r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                            }
                            T[6 * c3][16 * c4] = r0;
                            T[6 * c3][16 * c4 + 1] = r1;
                            T[6 * c3][16 * c4 + 2] = r2;
                            T[6 * c3][16 * c4 + 3] = r3;
                            T[6 * c3][16 * c4 + 4] = r4;
                            T[6 * c3][16 * c4 + 5] = r5;
                            T[6 * c3][16 * c4 + 6] = r6;
                            T[6 * c3][16 * c4 + 7] = r7;
                            T[6 * c3][16 * c4 + 8] = r8;
                            T[6 * c3][16 * c4 + 9] = r9;
                            T[6 * c3][16 * c4 + 10] = r10;
                            T[6 * c3][16 * c4 + 11] = r11;
                            T[6 * c3][16 * c4 + 12] = r12;
                            T[6 * c3][16 * c4 + 13] = r13;
                            T[6 * c3][16 * c4 + 14] = r14;
                            T[6 * c3][16 * c4 + 15] = r15;
                            T[6 * c3 + 1][16 * c4] = r16;
                            T[6 * c3 + 1][16 * c4 + 1] = r17;
                            T[6 * c3 + 1][16 * c4 + 2] = r18;
                            T[6 * c3 + 1][16 * c4 + 3] = r19;
                            T[6 * c3 + 1][16 * c4 + 4] = r20;
                            T[6 * c3 + 1][16 * c4 + 5] = r21;
                            T[6 * c3 + 1][16 * c4 + 6] = r22;
                            T[6 * c3 + 1][16 * c4 + 7] = r23;
                            T[6 * c3 + 1][16 * c4 + 8] = r24;
                            T[6 * c3 + 1][16 * c4 + 9] = r25;
                            T[6 * c3 + 1][16 * c4 + 10] = r26;
                            T[6 * c3 + 1][16 * c4 + 11] = r27;
                            T[6 * c3 + 1][16 * c4 + 12] = r28;
                            T[6 * c3 + 1][16 * c4 + 13] = r29;
                            T[6 * c3 + 1][16 * c4 + 14] = r30;
                            T[6 * c3 + 1][16 * c4 + 15] = r31;
                            T[6 * c3 + 2][16 * c4] = r32;
                            T[6 * c3 + 2][16 * c4 + 1] = r33;
                            T[6 * c3 + 2][16 * c4 + 2] = r34;
                            T[6 * c3 + 2][16 * c4 + 3] = r35;
                            T[6 * c3 + 2][16 * c4 + 4] = r36;
                            T[6 * c3 + 2][16 * c4 + 5] = r37;
                            T[6 * c3 + 2][16 * c4 + 6] = r38;
                            T[6 * c3 + 2][16 * c4 + 7] = r39;
                            T[6 * c3 + 2][16 * c4 + 8] = r40;
                            T[6 * c3 + 2][16 * c4 + 9] = r41;
                            T[6 * c3 + 2][16 * c4 + 10] = r42;
                            T[6 * c3 + 2][16 * c4 + 11] = r43;
                            T[6 * c3 + 2][16 * c4 + 12] = r44;
                            T[6 * c3 + 2][16 * c4 + 13] = r45;
                            T[6 * c3 + 2][16 * c4 + 14] = r46;
                            T[6 * c3 + 2][16 * c4 + 15] = r47;
                            T[6 * c3 + 3][16 * c4] = r48;
                            T[6 * c3 + 3][16 * c4 + 1] = r49;
                            T[6 * c3 + 3][16 * c4 + 2] = r50;
                            T[6 * c3 + 3][16 * c4 + 3] = r51;
                            T[6 * c3 + 3][16 * c4 + 4] = r52;
                            T[6 * c3 + 3][16 * c4 + 5] = r53;
                            T[6 * c3 + 3][16 * c4 + 6] = r54;
                            T[6 * c3 + 3][16 * c4 + 7] = r55;
                            T[6 * c3 + 3][16 * c4 + 8] = r56;
                            T[6 * c3 + 3][16 * c4 + 9] = r57;
                            T[6 * c3 + 3][16 * c4 + 10] = r58;
                            T[6 * c3 + 3][16 * c4 + 11] = r59;
                            T[6 * c3 + 3][16 * c4 + 12] = r60;
                            T[6 * c3 + 3][16 * c4 + 13] = r61;
                            T[6 * c3 + 3][16 * c4 + 14] = r62;
                            T[6 * c3 + 3][16 * c4 + 15] = r63;
                            T[6 * c3 + 4][16 * c4] = r64;
                            T[6 * c3 + 4][16 * c4 + 1] = r65;
                            T[6 * c3 + 4][16 * c4 + 2] = r66;
                            T[6 * c3 + 4][16 * c4 + 3] = r67;
                            T[6 * c3 + 4][16 * c4 + 4] = r68;
                            T[6 * c3 + 4][16 * c4 + 5] = r69;
                            T[6 * c3 + 4][16 * c4 + 6] = r70;
                            T[6 * c3 + 4][16 * c4 + 7] = r71;
                            T[6 * c3 + 4][16 * c4 + 8] = r72;
                            T[6 * c3 + 4][16 * c4 + 9] = r73;
                            T[6 * c3 + 4][16 * c4 + 10] = r74;
                            T[6 * c3 + 4][16 * c4 + 11] = r75;
                            T[6 * c3 + 4][16 * c4 + 12] = r76;
                            T[6 * c3 + 4][16 * c4 + 13] = r77;
                            T[6 * c3 + 4][16 * c4 + 14] = r78;
                            T[6 * c3 + 4][16 * c4 + 15] = r79;
                            T[6 * c3 + 5][16 * c4] = r80;
                            T[6 * c3 + 5][16 * c4 + 1] = r81;
                            T[6 * c3 + 5][16 * c4 + 2] = r82;
                            T[6 * c3 + 5][16 * c4 + 3] = r83;
                            T[6 * c3 + 5][16 * c4 + 4] = r84;
                            T[6 * c3 + 5][16 * c4 + 5] = r85;
                            T[6 * c3 + 5][16 * c4 + 6] = r86;
                            T[6 * c3 + 5][16 * c4 + 7] = r87;
                            T[6 * c3 + 5][16 * c4 + 8] = r88;
                            T[6 * c3 + 5][16 * c4 + 9] = r89;
                            T[6 * c3 + 5][16 * c4 + 10] = r90;
                            T[6 * c3 + 5][16 * c4 + 11] = r91;
                            T[6 * c3 + 5][16 * c4 + 12] = r92;
                            T[6 * c3 + 5][16 * c4 + 13] = r93;
                            T[6 * c3 + 5][16 * c4 + 14] = r94;
                            T[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                          T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                          T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                          T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                          T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                          T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                          T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                          T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                          T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                          T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                          T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                          T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                          T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                          T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                          T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                          T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                        if (((double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (double)max((min(512 * floord(_PB_NJ - 1, 512) + 511, min(16 * floord(_PB_NJ - 1, 16) + 15, _PB_NJ - 1))) - (0) + 1, 0)) >= 4096.0) {
                          #pragma omp parallel for private(c7)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                        } else {
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                              T[c6][c7] += A[c6][c5] * B[c5][c7];
                        }
                      }
                  }
              }
      }
}
/* hedra opt: version 5 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_5(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)alpha;
  (void)beta;
  (void)C;
  (void)D;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NJ - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NK - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      if (_PB_NK >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&T[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += ((double)A[6 * c3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += ((double)A[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += ((double)A[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += ((double)A[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += ((double)A[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += ((double)A[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&T[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&T[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&T[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&T[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&T[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&T[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r0 = *(const hedra_f32x16 *)&T[6 * c3][16 * c4];
                            hedra_f32x16 r16 = *(const hedra_f32x16 *)&T[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r32 = *(const hedra_f32x16 *)&T[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r48 = *(const hedra_f32x16 *)&T[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r64 = *(const hedra_f32x16 *)&T[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r80 = *(const hedra_f32x16 *)&T[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += ((float)A[6 * c3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r16 += ((float)A[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r32 += ((float)A[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r48 += ((float)A[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r64 += ((float)A[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                              r80 += ((float)A[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&B[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&T[6 * c3][16 * c4] = r0;
                            *(hedra_f32x16 *)&T[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f32x16 *)&T[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f32x16 *)&T[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f32x16 *)&T[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f32x16 *)&T[6 * c3 + 5][16 * c4] = r80;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r0 = T[6 * c3][16 * c4];
                            DATA_TYPE r1 = T[6 * c3][16 * c4 + 1];
                            DATA_TYPE r2 = T[6 * c3][16 * c4 + 2];
                            DATA_TYPE r3 = T[6 * c3][16 * c4 + 3];
                            DATA_TYPE r4 = T[6 * c3][16 * c4 + 4];
                            DATA_TYPE r5 = T[6 * c3][16 * c4 + 5];
                            DATA_TYPE r6 = T[6 * c3][16 * c4 + 6];
                            DATA_TYPE r7 = T[6 * c3][16 * c4 + 7];
                            DATA_TYPE r8 = T[6 * c3][16 * c4 + 8];
                            DATA_TYPE r9 = T[6 * c3][16 * c4 + 9];
                            DATA_TYPE r10 = T[6 * c3][16 * c4 + 10];
                            DATA_TYPE r11 = T[6 * c3][16 * c4 + 11];
                            DATA_TYPE r12 = T[6 * c3][16 * c4 + 12];
                            DATA_TYPE r13 = T[6 * c3][16 * c4 + 13];
                            DATA_TYPE r14 = T[6 * c3][16 * c4 + 14];
                            DATA_TYPE r15 = T[6 * c3][16 * c4 + 15];
                            DATA_TYPE r16 = T[6 * c3 + 1][16 * c4];
                            DATA_TYPE r17 = T[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r18 = T[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r19 = T[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r20 = T[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r21 = T[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r22 = T[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r23 = T[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r24 = T[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r25 = T[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r26 = T[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r27 = T[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r28 = T[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r29 = T[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r30 = T[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r31 = T[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r32 = T[6 * c3 + 2][16 * c4];
                            DATA_TYPE r33 = T[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r34 = T[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r35 = T[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r36 = T[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r37 = T[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r38 = T[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r39 = T[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r40 = T[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r41 = T[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r42 = T[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r43 = T[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r44 = T[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r45 = T[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r46 = T[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r47 = T[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r48 = T[6 * c3 + 3][16 * c4];
                            DATA_TYPE r49 = T[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r50 = T[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r51 = T[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r52 = T[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r53 = T[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r54 = T[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r55 = T[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r56 = T[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r57 = T[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r58 = T[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r59 = T[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r60 = T[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r61 = T[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r62 = T[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r63 = T[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r64 = T[6 * c3 + 4][16 * c4];
                            DATA_TYPE r65 = T[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r66 = T[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r67 = T[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r68 = T[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r69 = T[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r70 = T[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r71 = T[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r72 = T[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r73 = T[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r74 = T[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r75 = T[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r76 = T[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r77 = T[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r78 = T[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r79 = T[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r80 = T[6 * c3 + 5][16 * c4];
                            DATA_TYPE r81 = T[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r82 = T[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r83 = T[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r84 = T[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r85 = T[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r86 = T[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r87 = T[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r88 = T[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r89 = T[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r90 = T[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r91 = T[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r92 = T[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r93 = T[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r94 = T[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r95 = T[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * B[c5][(16 * c4)];
                              r1 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 1)];
                              r2 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 2)];
                              r3 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 3)];
                              r4 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 4)];
                              r5 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 5)];
                              r6 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 6)];
                              r7 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 7)];
                              r8 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 8)];
                              r9 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 9)];
                              r10 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 10)];
                              r11 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 11)];
                              r12 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 12)];
                              r13 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 13)];
                              r14 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 14)];
                              r15 += A[(6 * c3)][c5] * B[c5][(16 * c4 + 15)];
                              r16 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4)];
                              r17 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 1)];
                              r18 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 2)];
                              r19 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 3)];
                              r20 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 4)];
                              r21 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 5)];
                              r22 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 6)];
                              r23 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 7)];
                              r24 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 8)];
                              r25 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 9)];
                              r26 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 10)];
                              r27 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 11)];
                              r28 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 12)];
                              r29 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 13)];
                              r30 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 14)];
                              r31 += A[(6 * c3 + 1)][c5] * B[c5][(16 * c4 + 15)];
                              r32 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4)];
                              r33 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 1)];
                              r34 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 2)];
                              r35 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 3)];
                              r36 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 4)];
                              r37 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 5)];
                              r38 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 6)];
                              r39 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 7)];
                              r40 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 8)];
                              r41 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 9)];
                              r42 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 10)];
                              r43 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 11)];
                              r44 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 12)];
                              r45 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 13)];
                              r46 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 14)];
                              r47 += A[(6 * c3 + 2)][c5] * B[c5][(16 * c4 + 15)];
                              r48 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4)];
                              r49 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 1)];
                              r50 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 2)];
                              r51 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 3)];
                              r52 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 4)];
                              r53 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 5)];
                              r54 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 6)];
                              r55 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 7)];
                              r56 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 8)];
                              r57 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 9)];
                              r58 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 10)];
                              r59 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 11)];
                              r60 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 12)];
                              r61 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 13)];
                              r62 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 14)];
                              r63 += A[(6 * c3 + 3)][c5] * B[c5][(16 * c4 + 15)];
                              r64 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4)];
                              r65 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 1)];
                              r66 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 2)];
                              r67 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 3)];
                              r68 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 4)];
                              r69 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 5)];
                              r70 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 6)];
                              r71 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 7)];
                              r72 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 8)];
                              r73 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 9)];
                              r74 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 10)];
                              r75 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 11)];
                              r76 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 12)];
                              r77 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 13)];
                              r78 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 14)];
                              r79 += A[(6 * c3 + 4)][c5] * B[c5][(16 * c4 + 15)];
                              r80 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4)];
                              r81 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 1)];
                              r82 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 2)];
                              r83 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 3)];
                              r84 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 4)];
                              r85 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 5)];
                              r86 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 6)];
                              r87 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 7)];
                              r88 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 8)];
                              r89 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 9)];
                              r90 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 10)];
                              r91 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 11)];
                              r92 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 12)];
                              r93 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 13)];
                              r94 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 14)];
                              r95 += A[(6 * c3 + 5)][c5] * B[c5][(16 * c4 + 15)];
                            }
                            T[6 * c3][16 * c4] = r0;
                            T[6 * c3][16 * c4 + 1] = r1;
                            T[6 * c3][16 * c4 + 2] = r2;
                            T[6 * c3][16 * c4 + 3] = r3;
                            T[6 * c3][16 * c4 + 4] = r4;
                            T[6 * c3][16 * c4 + 5] = r5;
                            T[6 * c3][16 * c4 + 6] = r6;
                            T[6 * c3][16 * c4 + 7] = r7;
                            T[6 * c3][16 * c4 + 8] = r8;
                            T[6 * c3][16 * c4 + 9] = r9;
                            T[6 * c3][16 * c4 + 10] = r10;
                            T[6 * c3][16 * c4 + 11] = r11;
                            T[6 * c3][16 * c4 + 12] = r12;
                            T[6 * c3][16 * c4 + 13] = r13;
                            T[6 * c3][16 * c4 + 14] = r14;
                            T[6 * c3][16 * c4 + 15] = r15;
                            T[6 * c3 + 1][16 * c4] = r16;
                            T[6 * c3 + 1][16 * c4 + 1] = r17;
                            T[6 * c3 + 1][16 * c4 + 2] = r18;
                            T[6 * c3 + 1][16 * c4 + 3] = r19;
                            T[6 * c3 + 1][16 * c4 + 4] = r20;
                            T[6 * c3 + 1][16 * c4 + 5] = r21;
                            T[6 * c3 + 1][16 * c4 + 6] = r22;
                            T[6 * c3 + 1][16 * c4 + 7] = r23;
                            T[6 * c3 + 1][16 * c4 + 8] = r24;
                            T[6 * c3 + 1][16 * c4 + 9] = r25;
                            T[6 * c3 + 1][16 * c4 + 10] = r26;
                            T[6 * c3 + 1][16 * c4 + 11] = r27;
                            T[6 * c3 + 1][16 * c4 + 12] = r28;
                            T[6 * c3 + 1][16 * c4 + 13] = r29;
                            T[6 * c3 + 1][16 * c4 + 14] = r30;
                            T[6 * c3 + 1][16 * c4 + 15] = r31;
                            T[6 * c3 + 2][16 * c4] = r32;
                            T[6 * c3 + 2][16 * c4 + 1] = r33;
                            T[6 * c3 + 2][16 * c4 + 2] = r34;
                            T[6 * c3 + 2][16 * c4 + 3] = r35;
                            T[6 * c3 + 2][16 * c4 + 4] = r36;
                            T[6 * c3 + 2][16 * c4 + 5] = r37;
                            T[6 * c3 + 2][16 * c4 + 6] = r38;
                            T[6 * c3 + 2][16 * c4 + 7] = r39;
                            T[6 * c3 + 2][16 * c4 + 8] = r40;
                            T[6 * c3 + 2][16 * c4 + 9] = r41;
                            T[6 * c3 + 2][16 * c4 + 10] = r42;
                            T[6 * c3 + 2][16 * c4 + 11] = r43;
                            T[6 * c3 + 2][16 * c4 + 12] = r44;
                            T[6 * c3 + 2][16 * c4 + 13] = r45;
                            T[6 * c3 + 2][16 * c4 + 14] = r46;
                            T[6 * c3 + 2][16 * c4 + 15] = r47;
                            T[6 * c3 + 3][16 * c4] = r48;
                            T[6 * c3 + 3][16 * c4 + 1] = r49;
                            T[6 * c3 + 3][16 * c4 + 2] = r50;
                            T[6 * c3 + 3][16 * c4 + 3] = r51;
                            T[6 * c3 + 3][16 * c4 + 4] = r52;
                            T[6 * c3 + 3][16 * c4 + 5] = r53;
                            T[6 * c3 + 3][16 * c4 + 6] = r54;
                            T[6 * c3 + 3][16 * c4 + 7] = r55;
                            T[6 * c3 + 3][16 * c4 + 8] = r56;
                            T[6 * c3 + 3][16 * c4 + 9] = r57;
                            T[6 * c3 + 3][16 * c4 + 10] = r58;
                            T[6 * c3 + 3][16 * c4 + 11] = r59;
                            T[6 * c3 + 3][16 * c4 + 12] = r60;
                            T[6 * c3 + 3][16 * c4 + 13] = r61;
                            T[6 * c3 + 3][16 * c4 + 14] = r62;
                            T[6 * c3 + 3][16 * c4 + 15] = r63;
                            T[6 * c3 + 4][16 * c4] = r64;
                            T[6 * c3 + 4][16 * c4 + 1] = r65;
                            T[6 * c3 + 4][16 * c4 + 2] = r66;
                            T[6 * c3 + 4][16 * c4 + 3] = r67;
                            T[6 * c3 + 4][16 * c4 + 4] = r68;
                            T[6 * c3 + 4][16 * c4 + 5] = r69;
                            T[6 * c3 + 4][16 * c4 + 6] = r70;
                            T[6 * c3 + 4][16 * c4 + 7] = r71;
                            T[6 * c3 + 4][16 * c4 + 8] = r72;
                            T[6 * c3 + 4][16 * c4 + 9] = r73;
                            T[6 * c3 + 4][16 * c4 + 10] = r74;
                            T[6 * c3 + 4][16 * c4 + 11] = r75;
                            T[6 * c3 + 4][16 * c4 + 12] = r76;
                            T[6 * c3 + 4][16 * c4 + 13] = r77;
                            T[6 * c3 + 4][16 * c4 + 14] = r78;
                            T[6 * c3 + 4][16 * c4 + 15] = r79;
                            T[6 * c3 + 5][16 * c4] = r80;
                            T[6 * c3 + 5][16 * c4 + 1] = r81;
                            T[6 * c3 + 5][16 * c4 + 2] = r82;
                            T[6 * c3 + 5][16 * c4 + 3] = r83;
                            T[6 * c3 + 5][16 * c4 + 4] = r84;
                            T[6 * c3 + 5][16 * c4 + 5] = r85;
                            T[6 * c3 + 5][16 * c4 + 6] = r86;
                            T[6 * c3 + 5][16 * c4 + 7] = r87;
                            T[6 * c3 + 5][16 * c4 + 8] = r88;
                            T[6 * c3 + 5][16 * c4 + 9] = r89;
                            T[6 * c3 + 5][16 * c4 + 10] = r90;
                            T[6 * c3 + 5][16 * c4 + 11] = r91;
                            T[6 * c3 + 5][16 * c4 + 12] = r92;
                            T[6 * c3 + 5][16 * c4 + 13] = r93;
                            T[6 * c3 + 5][16 * c4 + 14] = r94;
                            T[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                          T[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NJ - 1, 16)); c4++) {
                    if (_PB_NJ >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          T[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                          T[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                          T[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                          T[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                          T[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                          T[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                          T[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                          T[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                          T[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                          T[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                          T[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                          T[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                          T[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                          T[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                          T[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                          T[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NJ - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NK - 1, 256 * c2 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NJ - 1); c7++)
                            T[c6][c7] += A[c6][c5] * B[c5][c7];
                  }
              }
      }
}
/* hedra opt: version 0 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_6(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        #pragma omp parallel for private(c1, c2, c3, c4, c5, c6, c7)
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      if (_PB_NJ >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r96 = D[6 * c3][16 * c4];
                            DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                            DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                            DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                            DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                            DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                            DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                            DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                            DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                            DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                            DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                            DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                            DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                            DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                            DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                            DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                            DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                            DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                            DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                            DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                            DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                            DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                              r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                              r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                              r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                              r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                              r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                              r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                              r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                              r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                              r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                              r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                              r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                              r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                              r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                              r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                              r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                              r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                              r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                              r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                              r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                              r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                              r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                              r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                              r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                              r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                              r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                              r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                              r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                              r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                              r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                              r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                              r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                              r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                              r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                              r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                              r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                              r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                              r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                              r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                              r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                              r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                              r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                              r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                              r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                              r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                              r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                              r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                              r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                              r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                              r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                              r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                              r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                              r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                              r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                              r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                              r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                              r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                              r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                              r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                              r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                              r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                              r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                              r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                              r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                              r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                              r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                              r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                              r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                              r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                              r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                              r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                              r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                              r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                              r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                              r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                              r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                              r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                              r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                              r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                              r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                              r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                              r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                              r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                              r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                              r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                              r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                              r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                              r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                              r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                              r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                              r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                              r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                              r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                              r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                              r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                              r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                            }
                            D[6 * c3][16 * c4] = r96;
                            D[6 * c3][16 * c4 + 1] = r97;
                            D[6 * c3][16 * c4 + 2] = r98;
                            D[6 * c3][16 * c4 + 3] = r99;
                            D[6 * c3][16 * c4 + 4] = r100;
                            D[6 * c3][16 * c4 + 5] = r101;
                            D[6 * c3][16 * c4 + 6] = r102;
                            D[6 * c3][16 * c4 + 7] = r103;
                            D[6 * c3][16 * c4 + 8] = r104;
                            D[6 * c3][16 * c4 + 9] = r105;
                            D[6 * c3][16 * c4 + 10] = r106;
                            D[6 * c3][16 * c4 + 11] = r107;
                            D[6 * c3][16 * c4 + 12] = r108;
                            D[6 * c3][16 * c4 + 13] = r109;
                            D[6 * c3][16 * c4 + 14] = r110;
                            D[6 * c3][16 * c4 + 15] = r111;
                            D[6 * c3 + 1][16 * c4] = r112;
                            D[6 * c3 + 1][16 * c4 + 1] = r113;
                            D[6 * c3 + 1][16 * c4 + 2] = r114;
                            D[6 * c3 + 1][16 * c4 + 3] = r115;
                            D[6 * c3 + 1][16 * c4 + 4] = r116;
                            D[6 * c3 + 1][16 * c4 + 5] = r117;
                            D[6 * c3 + 1][16 * c4 + 6] = r118;
                            D[6 * c3 + 1][16 * c4 + 7] = r119;
                            D[6 * c3 + 1][16 * c4 + 8] = r120;
                            D[6 * c3 + 1][16 * c4 + 9] = r121;
                            D[6 * c3 + 1][16 * c4 + 10] = r122;
                            D[6 * c3 + 1][16 * c4 + 11] = r123;
                            D[6 * c3 + 1][16 * c4 + 12] = r124;
                            D[6 * c3 + 1][16 * c4 + 13] = r125;
                            D[6 * c3 + 1][16 * c4 + 14] = r126;
                            D[6 * c3 + 1][16 * c4 + 15] = r127;
                            D[6 * c3 + 2][16 * c4] = r128;
                            D[6 * c3 + 2][16 * c4 + 1] = r129;
                            D[6 * c3 + 2][16 * c4 + 2] = r130;
                            D[6 * c3 + 2][16 * c4 + 3] = r131;
                            D[6 * c3 + 2][16 * c4 + 4] = r132;
                            D[6 * c3 + 2][16 * c4 + 5] = r133;
                            D[6 * c3 + 2][16 * c4 + 6] = r134;
                            D[6 * c3 + 2][16 * c4 + 7] = r135;
                            D[6 * c3 + 2][16 * c4 + 8] = r136;
                            D[6 * c3 + 2][16 * c4 + 9] = r137;
                            D[6 * c3 + 2][16 * c4 + 10] = r138;
                            D[6 * c3 + 2][16 * c4 + 11] = r139;
                            D[6 * c3 + 2][16 * c4 + 12] = r140;
                            D[6 * c3 + 2][16 * c4 + 13] = r141;
                            D[6 * c3 + 2][16 * c4 + 14] = r142;
                            D[6 * c3 + 2][16 * c4 + 15] = r143;
                            D[6 * c3 + 3][16 * c4] = r144;
                            D[6 * c3 + 3][16 * c4 + 1] = r145;
                            D[6 * c3 + 3][16 * c4 + 2] = r146;
                            D[6 * c3 + 3][16 * c4 + 3] = r147;
                            D[6 * c3 + 3][16 * c4 + 4] = r148;
                            D[6 * c3 + 3][16 * c4 + 5] = r149;
                            D[6 * c3 + 3][16 * c4 + 6] = r150;
                            D[6 * c3 + 3][16 * c4 + 7] = r151;
                            D[6 * c3 + 3][16 * c4 + 8] = r152;
                            D[6 * c3 + 3][16 * c4 + 9] = r153;
                            D[6 * c3 + 3][16 * c4 + 10] = r154;
                            D[6 * c3 + 3][16 * c4 + 11] = r155;
                            D[6 * c3 + 3][16 * c4 + 12] = r156;
                            D[6 * c3 + 3][16 * c4 + 13] = r157;
                            D[6 * c3 + 3][16 * c4 + 14] = r158;
                            D[6 * c3 + 3][16 * c4 + 15] = r159;
                            D[6 * c3 + 4][16 * c4] = r160;
                            D[6 * c3 + 4][16 * c4 + 1] = r161;
                            D[6 * c3 + 4][16 * c4 + 2] = r162;
                            D[6 * c3 + 4][16 * c4 + 3] = r163;
                            D[6 * c3 + 4][16 * c4 + 4] = r164;
                            D[6 * c3 + 4][16 * c4 + 5] = r165;
                            D[6 * c3 + 4][16 * c4 + 6] = r166;
                            D[6 * c3 + 4][16 * c4 + 7] = r167;
                            D[6 * c3 + 4][16 * c4 + 8] = r168;
                            D[6 * c3 + 4][16 * c4 + 9] = r169;
                            D[6 * c3 + 4][16 * c4 + 10] = r170;
                            D[6 * c3 + 4][16 * c4 + 11] = r171;
                            D[6 * c3 + 4][16 * c4 + 12] = r172;
                            D[6 * c3 + 4][16 * c4 + 13] = r173;
                            D[6 * c3 + 4][16 * c4 + 14] = r174;
                            D[6 * c3 + 4][16 * c4 + 15] = r175;
                            D[6 * c3 + 5][16 * c4] = r176;
                            D[6 * c3 + 5][16 * c4 + 1] = r177;
                            D[6 * c3 + 5][16 * c4 + 2] = r178;
                            D[6 * c3 + 5][16 * c4 + 3] = r179;
                            D[6 * c3 + 5][16 * c4 + 4] = r180;
                            D[6 * c3 + 5][16 * c4 + 5] = r181;
                            D[6 * c3 + 5][16 * c4 + 6] = r182;
                            D[6 * c3 + 5][16 * c4 + 7] = r183;
                            D[6 * c3 + 5][16 * c4 + 8] = r184;
                            D[6 * c3 + 5][16 * c4 + 9] = r185;
                            D[6 * c3 + 5][16 * c4 + 10] = r186;
                            D[6 * c3 + 5][16 * c4 + 11] = r187;
                            D[6 * c3 + 5][16 * c4 + 12] = r188;
                            D[6 * c3 + 5][16 * c4 + 13] = r189;
                            D[6 * c3 + 5][16 * c4 + 14] = r190;
                            D[6 * c3 + 5][16 * c4 + 15] = r191;
                          }
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                          D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                          D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                          D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                          D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                          D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                          D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                          D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                          D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                          D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                          D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                          D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                          D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                          D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                          D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                          D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                  }
              }
      }
}
/* hedra opt: version 1 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_7(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++) {
          if (((double)max((floord(_PB_NL - 1, 512)) - (0) + 1, 0) * ((double)max((floord(_PB_NJ - 1, 256)) - (0) + 1, 0) * ((double)max((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_NL - 1, 512) + 31, floord(_PB_NL - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NJ - 1, 256 * floord(_PB_NJ - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0) + (double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0)))))))) >= 4096.0) {
            #pragma omp parallel for private(c2, c3, c4, c5, c6, c7)
            for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                }
          } else {
            for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                }
          }
        }
      }
}
/* hedra opt: version 2 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_8(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++) {
              if (((double)max((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(_PB_NL - 1, 512) + 31, floord(_PB_NL - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NJ - 1, 256 * floord(_PB_NJ - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0) + (double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0)))))) >= 4096.0) {
                #pragma omp parallel for private(c4, c5, c6, c7)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                }
              } else {
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                  if (_PB_NI >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  if (6 * c3 >= _PB_NI - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                }
              }
            }
      }
}
/* hedra opt: version 3 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_9(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6) {
                  if (((double)max((min(32 * floord(_PB_NL - 1, 512) + 31, floord(_PB_NL - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NJ - 1, 256 * floord(_PB_NJ - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0)))) >= 4096.0) {
                    #pragma omp parallel for private(c5, c7)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  } else {
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        if (_PB_NJ >= 256 * c2 + 1)
                          {
  #ifdef HEDRA_VECTOR_TYPES
                            if (__builtin_types_compatible_p(DATA_TYPE, double))
                            {
                              typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                              hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                              hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                              hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                              hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                              hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                              hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                              hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                              hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                                r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                                r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              }
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                              *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                            }
                            else if (__builtin_types_compatible_p(DATA_TYPE, float))
                            {
                              typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                              hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                              hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                              hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                              hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                              hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                              hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                                r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              }
                              *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                              *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                              *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                              *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                              *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                              *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                            }
                            else
  #endif
                            {
                              DATA_TYPE r96 = D[6 * c3][16 * c4];
                              DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                              DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                              DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                              DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                              DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                              DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                              DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                              DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                              DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                              DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                              DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                              DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                              DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                              DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                              DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                              DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                              DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                              DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                              DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                              DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                              DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                              DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                              DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                              DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                              DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                              DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                              DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                              DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                              DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                              DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                              DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                              DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                              DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                              DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                              DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                              DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                              DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                              DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                              DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                              DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                              DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                              DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                              DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                              DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                              DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                              DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                              DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                              DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                              DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                              DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                              DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                              DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                              DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                              DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                              DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                              DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                              DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                              DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                              DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                              DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                              DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                              DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                              DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                              DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                              DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                              DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                              DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                              DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                              DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                              DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                              DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                              DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                              DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                              DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                              DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                              DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                              DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                              DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                              DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                              DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                              DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                              DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                              DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                              DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                              DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                              DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                              DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                              DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                              DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                              DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                              DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                              DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                              DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                              DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                              DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                              for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                                r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                                r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                                r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                                r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                                r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                                r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                                r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                                r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                                r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                                r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                                r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                                r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                                r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                                r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                                r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                                r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                                r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                                r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                                r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                                r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                                r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                                r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                                r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                                r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                                r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                                r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                                r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                                r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                                r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                                r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                                r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                                r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                                r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                                r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                                r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                                r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                                r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                                r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                                r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                                r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                                r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                                r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                                r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                                r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                                r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                                r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                                r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                                r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                                r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                                r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                                r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                                r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                                r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                                r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                                r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                                r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                                r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                                r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                                r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                                r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                                r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                                r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                                r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                                r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                                r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                                r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                                r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                                r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                                r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                                r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                                r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                                r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                                r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                                r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                                r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                                r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                                r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                                r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                                r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                                r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                                r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                                r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                                r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                                r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                                r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                                r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                                r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                                r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                                r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                                r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                                r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                                r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                                r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                                r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                                r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                                r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                              }
                              D[6 * c3][16 * c4] = r96;
                              D[6 * c3][16 * c4 + 1] = r97;
                              D[6 * c3][16 * c4 + 2] = r98;
                              D[6 * c3][16 * c4 + 3] = r99;
                              D[6 * c3][16 * c4 + 4] = r100;
                              D[6 * c3][16 * c4 + 5] = r101;
                              D[6 * c3][16 * c4 + 6] = r102;
                              D[6 * c3][16 * c4 + 7] = r103;
                              D[6 * c3][16 * c4 + 8] = r104;
                              D[6 * c3][16 * c4 + 9] = r105;
                              D[6 * c3][16 * c4 + 10] = r106;
                              D[6 * c3][16 * c4 + 11] = r107;
                              D[6 * c3][16 * c4 + 12] = r108;
                              D[6 * c3][16 * c4 + 13] = r109;
                              D[6 * c3][16 * c4 + 14] = r110;
                              D[6 * c3][16 * c4 + 15] = r111;
                              D[6 * c3 + 1][16 * c4] = r112;
                              D[6 * c3 + 1][16 * c4 + 1] = r113;
                              D[6 * c3 + 1][16 * c4 + 2] = r114;
                              D[6 * c3 + 1][16 * c4 + 3] = r115;
                              D[6 * c3 + 1][16 * c4 + 4] = r116;
                              D[6 * c3 + 1][16 * c4 + 5] = r117;
                              D[6 * c3 + 1][16 * c4 + 6] = r118;
                              D[6 * c3 + 1][16 * c4 + 7] = r119;
                              D[6 * c3 + 1][16 * c4 + 8] = r120;
                              D[6 * c3 + 1][16 * c4 + 9] = r121;
                              D[6 * c3 + 1][16 * c4 + 10] = r122;
                              D[6 * c3 + 1][16 * c4 + 11] = r123;
                              D[6 * c3 + 1][16 * c4 + 12] = r124;
                              D[6 * c3 + 1][16 * c4 + 13] = r125;
                              D[6 * c3 + 1][16 * c4 + 14] = r126;
                              D[6 * c3 + 1][16 * c4 + 15] = r127;
                              D[6 * c3 + 2][16 * c4] = r128;
                              D[6 * c3 + 2][16 * c4 + 1] = r129;
                              D[6 * c3 + 2][16 * c4 + 2] = r130;
                              D[6 * c3 + 2][16 * c4 + 3] = r131;
                              D[6 * c3 + 2][16 * c4 + 4] = r132;
                              D[6 * c3 + 2][16 * c4 + 5] = r133;
                              D[6 * c3 + 2][16 * c4 + 6] = r134;
                              D[6 * c3 + 2][16 * c4 + 7] = r135;
                              D[6 * c3 + 2][16 * c4 + 8] = r136;
                              D[6 * c3 + 2][16 * c4 + 9] = r137;
                              D[6 * c3 + 2][16 * c4 + 10] = r138;
                              D[6 * c3 + 2][16 * c4 + 11] = r139;
                              D[6 * c3 + 2][16 * c4 + 12] = r140;
                              D[6 * c3 + 2][16 * c4 + 13] = r141;
                              D[6 * c3 + 2][16 * c4 + 14] = r142;
                              D[6 * c3 + 2][16 * c4 + 15] = r143;
                              D[6 * c3 + 3][16 * c4] = r144;
                              D[6 * c3 + 3][16 * c4 + 1] = r145;
                              D[6 * c3 + 3][16 * c4 + 2] = r146;
                              D[6 * c3 + 3][16 * c4 + 3] = r147;
                              D[6 * c3 + 3][16 * c4 + 4] = r148;
                              D[6 * c3 + 3][16 * c4 + 5] = r149;
                              D[6 * c3 + 3][16 * c4 + 6] = r150;
                              D[6 * c3 + 3][16 * c4 + 7] = r151;
                              D[6 * c3 + 3][16 * c4 + 8] = r152;
                              D[6 * c3 + 3][16 * c4 + 9] = r153;
                              D[6 * c3 + 3][16 * c4 + 10] = r154;
                              D[6 * c3 + 3][16 * c4 + 11] = r155;
                              D[6 * c3 + 3][16 * c4 + 12] = r156;
                              D[6 * c3 + 3][16 * c4 + 13] = r157;
                              D[6 * c3 + 3][16 * c4 + 14] = r158;
                              D[6 * c3 + 3][16 * c4 + 15] = r159;
                              D[6 * c3 + 4][16 * c4] = r160;
                              D[6 * c3 + 4][16 * c4 + 1] = r161;
                              D[6 * c3 + 4][16 * c4 + 2] = r162;
                              D[6 * c3 + 4][16 * c4 + 3] = r163;
                              D[6 * c3 + 4][16 * c4 + 4] = r164;
                              D[6 * c3 + 4][16 * c4 + 5] = r165;
                              D[6 * c3 + 4][16 * c4 + 6] = r166;
                              D[6 * c3 + 4][16 * c4 + 7] = r167;
                              D[6 * c3 + 4][16 * c4 + 8] = r168;
                              D[6 * c3 + 4][16 * c4 + 9] = r169;
                              D[6 * c3 + 4][16 * c4 + 10] = r170;
                              D[6 * c3 + 4][16 * c4 + 11] = r171;
                              D[6 * c3 + 4][16 * c4 + 12] = r172;
                              D[6 * c3 + 4][16 * c4 + 13] = r173;
                              D[6 * c3 + 4][16 * c4 + 14] = r174;
                              D[6 * c3 + 4][16 * c4 + 15] = r175;
                              D[6 * c3 + 5][16 * c4] = r176;
                              D[6 * c3 + 5][16 * c4 + 1] = r177;
                              D[6 * c3 + 5][16 * c4 + 2] = r178;
                              D[6 * c3 + 5][16 * c4 + 3] = r179;
                              D[6 * c3 + 5][16 * c4 + 4] = r180;
                              D[6 * c3 + 5][16 * c4 + 5] = r181;
                              D[6 * c3 + 5][16 * c4 + 6] = r182;
                              D[6 * c3 + 5][16 * c4 + 7] = r183;
                              D[6 * c3 + 5][16 * c4 + 8] = r184;
                              D[6 * c3 + 5][16 * c4 + 9] = r185;
                              D[6 * c3 + 5][16 * c4 + 10] = r186;
                              D[6 * c3 + 5][16 * c4 + 11] = r187;
                              D[6 * c3 + 5][16 * c4 + 12] = r188;
                              D[6 * c3 + 5][16 * c4 + 13] = r189;
                              D[6 * c3 + 5][16 * c4 + 14] = r190;
                              D[6 * c3 + 5][16 * c4 + 15] = r191;
                            }
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                        }
                    }
                  }
                }
                if (6 * c3 >= _PB_NI - 5) {
                  if (((double)max((min(32 * floord(_PB_NL - 1, 512) + 31, floord(_PB_NL - 1, 16))) - (0) + 1, 0) * ((double)max((min(_PB_NJ - 1, 256 * floord(_PB_NJ - 1, 256) + 255)) - (0) + 1, 0) * ((double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0))))) >= 4096.0) {
                    #pragma omp parallel for private(c5, c6, c7)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                  } else {
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                      if (_PB_NL >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                            D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                            D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                            D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                            D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                            D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                            D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                            D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                            D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                            D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                            D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                            D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                            D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                            D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                            D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                            D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                            D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= _PB_NL - 15)
                        for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                    }
                  }
                }
              }
      }
}
/* hedra opt: version 4 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_10(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      if (_PB_NJ >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r96 = D[6 * c3][16 * c4];
                            DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                            DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                            DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                            DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                            DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                            DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                            DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                            DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                            DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                            DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                            DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                            DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                            DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                            DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                            DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                            DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                            DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                            DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                            DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                            DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                            DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                              r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                              r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                              r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                              r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                              r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                              r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                              r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                              r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                              r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                              r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                              r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                              r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                              r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                              r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                              r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                              r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                              r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                              r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                              r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                              r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                              r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                              r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                              r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                              r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                              r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                              r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                              r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                              r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                              r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                              r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                              r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                              r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                              r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                              r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                              r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                              r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                              r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                              r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                              r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                              r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                              r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                              r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                              r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                              r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                              r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                              r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                              r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                              r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                              r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                              r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                              r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                              r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                              r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                              r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                              r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                              r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                              r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                              r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                              r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                              r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                              r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                              r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                              r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                              r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                              r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                              r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                              r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                              r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                              r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                              r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                              r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                              r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                              r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                              r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                              r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                              r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                              r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                              r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                              r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                              r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                              r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                              r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                              r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                              r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                              r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                              r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                              r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                              r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                              r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                              r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                              r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                              r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                              r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                              r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                              r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                            }
                            D[6 * c3][16 * c4] = r96;
                            D[6 * c3][16 * c4 + 1] = r97;
                            D[6 * c3][16 * c4 + 2] = r98;
                            D[6 * c3][16 * c4 + 3] = r99;
                            D[6 * c3][16 * c4 + 4] = r100;
                            D[6 * c3][16 * c4 + 5] = r101;
                            D[6 * c3][16 * c4 + 6] = r102;
                            D[6 * c3][16 * c4 + 7] = r103;
                            D[6 * c3][16 * c4 + 8] = r104;
                            D[6 * c3][16 * c4 + 9] = r105;
                            D[6 * c3][16 * c4 + 10] = r106;
                            D[6 * c3][16 * c4 + 11] = r107;
                            D[6 * c3][16 * c4 + 12] = r108;
                            D[6 * c3][16 * c4 + 13] = r109;
                            D[6 * c3][16 * c4 + 14] = r110;
                            D[6 * c3][16 * c4 + 15] = r111;
                            D[6 * c3 + 1][16 * c4] = r112;
                            D[6 * c3 + 1][16 * c4 + 1] = r113;
                            D[6 * c3 + 1][16 * c4 + 2] = r114;
                            D[6 * c3 + 1][16 * c4 + 3] = r115;
                            D[6 * c3 + 1][16 * c4 + 4] = r116;
                            D[6 * c3 + 1][16 * c4 + 5] = r117;
                            D[6 * c3 + 1][16 * c4 + 6] = r118;
                            D[6 * c3 + 1][16 * c4 + 7] = r119;
                            D[6 * c3 + 1][16 * c4 + 8] = r120;
                            D[6 * c3 + 1][16 * c4 + 9] = r121;
                            D[6 * c3 + 1][16 * c4 + 10] = r122;
                            D[6 * c3 + 1][16 * c4 + 11] = r123;
                            D[6 * c3 + 1][16 * c4 + 12] = r124;
                            D[6 * c3 + 1][16 * c4 + 13] = r125;
                            D[6 * c3 + 1][16 * c4 + 14] = r126;
                            D[6 * c3 + 1][16 * c4 + 15] = r127;
                            D[6 * c3 + 2][16 * c4] = r128;
                            D[6 * c3 + 2][16 * c4 + 1] = r129;
                            D[6 * c3 + 2][16 * c4 + 2] = r130;
                            D[6 * c3 + 2][16 * c4 + 3] = r131;
                            D[6 * c3 + 2][16 * c4 + 4] = r132;
                            D[6 * c3 + 2][16 * c4 + 5] = r133;
                            D[6 * c3 + 2][16 * c4 + 6] = r134;
                            D[6 * c3 + 2][16 * c4 + 7] = r135;
                            D[6 * c3 + 2][16 * c4 + 8] = r136;
                            D[6 * c3 + 2][16 * c4 + 9] = r137;
                            D[6 * c3 + 2][16 * c4 + 10] = r138;
                            D[6 * c3 + 2][16 * c4 + 11] = r139;
                            D[6 * c3 + 2][16 * c4 + 12] = r140;
                            D[6 * c3 + 2][16 * c4 + 13] = r141;
                            D[6 * c3 + 2][16 * c4 + 14] = r142;
                            D[6 * c3 + 2][16 * c4 + 15] = r143;
                            D[6 * c3 + 3][16 * c4] = r144;
                            D[6 * c3 + 3][16 * c4 + 1] = r145;
                            D[6 * c3 + 3][16 * c4 + 2] = r146;
                            D[6 * c3 + 3][16 * c4 + 3] = r147;
                            D[6 * c3 + 3][16 * c4 + 4] = r148;
                            D[6 * c3 + 3][16 * c4 + 5] = r149;
                            D[6 * c3 + 3][16 * c4 + 6] = r150;
                            D[6 * c3 + 3][16 * c4 + 7] = r151;
                            D[6 * c3 + 3][16 * c4 + 8] = r152;
                            D[6 * c3 + 3][16 * c4 + 9] = r153;
                            D[6 * c3 + 3][16 * c4 + 10] = r154;
                            D[6 * c3 + 3][16 * c4 + 11] = r155;
                            D[6 * c3 + 3][16 * c4 + 12] = r156;
                            D[6 * c3 + 3][16 * c4 + 13] = r157;
                            D[6 * c3 + 3][16 * c4 + 14] = r158;
                            D[6 * c3 + 3][16 * c4 + 15] = r159;
                            D[6 * c3 + 4][16 * c4] = r160;
                            D[6 * c3 + 4][16 * c4 + 1] = r161;
                            D[6 * c3 + 4][16 * c4 + 2] = r162;
                            D[6 * c3 + 4][16 * c4 + 3] = r163;
                            D[6 * c3 + 4][16 * c4 + 4] = r164;
                            D[6 * c3 + 4][16 * c4 + 5] = r165;
                            D[6 * c3 + 4][16 * c4 + 6] = r166;
                            D[6 * c3 + 4][16 * c4 + 7] = r167;
                            D[6 * c3 + 4][16 * c4 + 8] = r168;
                            D[6 * c3 + 4][16 * c4 + 9] = r169;
                            D[6 * c3 + 4][16 * c4 + 10] = r170;
                            D[6 * c3 + 4][16 * c4 + 11] = r171;
                            D[6 * c3 + 4][16 * c4 + 12] = r172;
                            D[6 * c3 + 4][16 * c4 + 13] = r173;
                            D[6 * c3 + 4][16 * c4 + 14] = r174;
                            D[6 * c3 + 4][16 * c4 + 15] = r175;
                            D[6 * c3 + 5][16 * c4] = r176;
                            D[6 * c3 + 5][16 * c4 + 1] = r177;
                            D[6 * c3 + 5][16 * c4 + 2] = r178;
                            D[6 * c3 + 5][16 * c4 + 3] = r179;
                            D[6 * c3 + 5][16 * c4 + 4] = r180;
                            D[6 * c3 + 5][16 * c4 + 5] = r181;
                            D[6 * c3 + 5][16 * c4 + 6] = r182;
                            D[6 * c3 + 5][16 * c4 + 7] = r183;
                            D[6 * c3 + 5][16 * c4 + 8] = r184;
                            D[6 * c3 + 5][16 * c4 + 9] = r185;
                            D[6 * c3 + 5][16 * c4 + 10] = r186;
                            D[6 * c3 + 5][16 * c4 + 11] = r187;
                            D[6 * c3 + 5][16 * c4 + 12] = r188;
                            D[6 * c3 + 5][16 * c4 + 13] = r189;
                            D[6 * c3 + 5][16 * c4 + 14] = r190;
                            D[6 * c3 + 5][16 * c4 + 15] = r191;
                          }
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                          D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                          D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                          D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                          D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                          D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                          D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                          D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                          D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                          D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                          D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                          D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                          D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                          D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                          D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                          D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                        if (((double)max((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1, 0) * (double)max((min(512 * floord(_PB_NL - 1, 512) + 511, min(16 * floord(_PB_NL - 1, 16) + 15, _PB_NL - 1))) - (0) + 1, 0)) >= 4096.0) {
                          #pragma omp parallel for private(c7)
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                        } else {
                          for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                              D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                        }
                      }
                  }
              }
      }
}
/* hedra opt: version 5 of 6 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_11(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  (void)ni;
  (void)nj;
  (void)nk;
  (void)nl;
  (void)beta;
  (void)A;
  (void)B;
  {
        int c0, c1, c2, c3, c4, c5, c6, c7;
        for (c0 = 0; c0 <= floord(_PB_NI - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(_PB_NL - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(_PB_NJ - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(_PB_NI - 1, 6)); c3++) {
                if (_PB_NI >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      if (_PB_NJ >= 256 * c2 + 1)
                        {
  #ifdef HEDRA_VECTOR_TYPES
                          if (__builtin_types_compatible_p(DATA_TYPE, double))
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r96 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4];
                            hedra_f64x8 r104 = *(const hedra_f64x8 *)&D[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r112 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r120 = *(const hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r128 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r136 = *(const hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r144 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r152 = *(const hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r160 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r168 = *(const hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r176 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r184 = *(const hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r104 += ((double)alpha) * ((double)T[6 * c3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r112 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r120 += ((double)alpha) * ((double)T[6 * c3 + 1][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r128 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r136 += ((double)alpha) * ((double)T[6 * c3 + 2][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r144 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r152 += ((double)alpha) * ((double)T[6 * c3 + 3][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r160 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r168 += ((double)alpha) * ((double)T[6 * c3 + 4][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                              r176 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4]);
                              r184 += ((double)alpha) * ((double)T[6 * c3 + 5][c5]) * (*(const hedra_f64x8 *)&C[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f64x8 *)&D[6 * c3][16 * c4 + 8] = r104;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f64x8 *)&D[6 * c3 + 1][16 * c4 + 8] = r120;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f64x8 *)&D[6 * c3 + 2][16 * c4 + 8] = r136;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f64x8 *)&D[6 * c3 + 3][16 * c4 + 8] = r152;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f64x8 *)&D[6 * c3 + 4][16 * c4 + 8] = r168;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4] = r176;
                            *(hedra_f64x8 *)&D[6 * c3 + 5][16 * c4 + 8] = r184;
                          }
                          else if (__builtin_types_compatible_p(DATA_TYPE, float))
                          {
                            typedef float hedra_f32x16 __attribute__((vector_size(64), aligned(4), may_alias));
                            hedra_f32x16 r96 = *(const hedra_f32x16 *)&D[6 * c3][16 * c4];
                            hedra_f32x16 r112 = *(const hedra_f32x16 *)&D[6 * c3 + 1][16 * c4];
                            hedra_f32x16 r128 = *(const hedra_f32x16 *)&D[6 * c3 + 2][16 * c4];
                            hedra_f32x16 r144 = *(const hedra_f32x16 *)&D[6 * c3 + 3][16 * c4];
                            hedra_f32x16 r160 = *(const hedra_f32x16 *)&D[6 * c3 + 4][16 * c4];
                            hedra_f32x16 r176 = *(const hedra_f32x16 *)&D[6 * c3 + 5][16 * c4];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += ((float)alpha) * ((float)T[6 * c3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r112 += ((float)alpha) * ((float)T[6 * c3 + 1][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r128 += ((float)alpha) * ((float)T[6 * c3 + 2][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r144 += ((float)alpha) * ((float)T[6 * c3 + 3][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r160 += ((float)alpha) * ((float)T[6 * c3 + 4][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                              r176 += ((float)alpha) * ((float)T[6 * c3 + 5][c5]) * (*(const hedra_f32x16 *)&C[c5][16 * c4]);
                            }
                            *(hedra_f32x16 *)&D[6 * c3][16 * c4] = r96;
                            *(hedra_f32x16 *)&D[6 * c3 + 1][16 * c4] = r112;
                            *(hedra_f32x16 *)&D[6 * c3 + 2][16 * c4] = r128;
                            *(hedra_f32x16 *)&D[6 * c3 + 3][16 * c4] = r144;
                            *(hedra_f32x16 *)&D[6 * c3 + 4][16 * c4] = r160;
                            *(hedra_f32x16 *)&D[6 * c3 + 5][16 * c4] = r176;
                          }
                          else
  #endif
                          {
                            DATA_TYPE r96 = D[6 * c3][16 * c4];
                            DATA_TYPE r97 = D[6 * c3][16 * c4 + 1];
                            DATA_TYPE r98 = D[6 * c3][16 * c4 + 2];
                            DATA_TYPE r99 = D[6 * c3][16 * c4 + 3];
                            DATA_TYPE r100 = D[6 * c3][16 * c4 + 4];
                            DATA_TYPE r101 = D[6 * c3][16 * c4 + 5];
                            DATA_TYPE r102 = D[6 * c3][16 * c4 + 6];
                            DATA_TYPE r103 = D[6 * c3][16 * c4 + 7];
                            DATA_TYPE r104 = D[6 * c3][16 * c4 + 8];
                            DATA_TYPE r105 = D[6 * c3][16 * c4 + 9];
                            DATA_TYPE r106 = D[6 * c3][16 * c4 + 10];
                            DATA_TYPE r107 = D[6 * c3][16 * c4 + 11];
                            DATA_TYPE r108 = D[6 * c3][16 * c4 + 12];
                            DATA_TYPE r109 = D[6 * c3][16 * c4 + 13];
                            DATA_TYPE r110 = D[6 * c3][16 * c4 + 14];
                            DATA_TYPE r111 = D[6 * c3][16 * c4 + 15];
                            DATA_TYPE r112 = D[6 * c3 + 1][16 * c4];
                            DATA_TYPE r113 = D[6 * c3 + 1][16 * c4 + 1];
                            DATA_TYPE r114 = D[6 * c3 + 1][16 * c4 + 2];
                            DATA_TYPE r115 = D[6 * c3 + 1][16 * c4 + 3];
                            DATA_TYPE r116 = D[6 * c3 + 1][16 * c4 + 4];
                            DATA_TYPE r117 = D[6 * c3 + 1][16 * c4 + 5];
                            DATA_TYPE r118 = D[6 * c3 + 1][16 * c4 + 6];
                            DATA_TYPE r119 = D[6 * c3 + 1][16 * c4 + 7];
                            DATA_TYPE r120 = D[6 * c3 + 1][16 * c4 + 8];
                            DATA_TYPE r121 = D[6 * c3 + 1][16 * c4 + 9];
                            DATA_TYPE r122 = D[6 * c3 + 1][16 * c4 + 10];
                            DATA_TYPE r123 = D[6 * c3 + 1][16 * c4 + 11];
                            DATA_TYPE r124 = D[6 * c3 + 1][16 * c4 + 12];
                            DATA_TYPE r125 = D[6 * c3 + 1][16 * c4 + 13];
                            DATA_TYPE r126 = D[6 * c3 + 1][16 * c4 + 14];
                            DATA_TYPE r127 = D[6 * c3 + 1][16 * c4 + 15];
                            DATA_TYPE r128 = D[6 * c3 + 2][16 * c4];
                            DATA_TYPE r129 = D[6 * c3 + 2][16 * c4 + 1];
                            DATA_TYPE r130 = D[6 * c3 + 2][16 * c4 + 2];
                            DATA_TYPE r131 = D[6 * c3 + 2][16 * c4 + 3];
                            DATA_TYPE r132 = D[6 * c3 + 2][16 * c4 + 4];
                            DATA_TYPE r133 = D[6 * c3 + 2][16 * c4 + 5];
                            DATA_TYPE r134 = D[6 * c3 + 2][16 * c4 + 6];
                            DATA_TYPE r135 = D[6 * c3 + 2][16 * c4 + 7];
                            DATA_TYPE r136 = D[6 * c3 + 2][16 * c4 + 8];
                            DATA_TYPE r137 = D[6 * c3 + 2][16 * c4 + 9];
                            DATA_TYPE r138 = D[6 * c3 + 2][16 * c4 + 10];
                            DATA_TYPE r139 = D[6 * c3 + 2][16 * c4 + 11];
                            DATA_TYPE r140 = D[6 * c3 + 2][16 * c4 + 12];
                            DATA_TYPE r141 = D[6 * c3 + 2][16 * c4 + 13];
                            DATA_TYPE r142 = D[6 * c3 + 2][16 * c4 + 14];
                            DATA_TYPE r143 = D[6 * c3 + 2][16 * c4 + 15];
                            DATA_TYPE r144 = D[6 * c3 + 3][16 * c4];
                            DATA_TYPE r145 = D[6 * c3 + 3][16 * c4 + 1];
                            DATA_TYPE r146 = D[6 * c3 + 3][16 * c4 + 2];
                            DATA_TYPE r147 = D[6 * c3 + 3][16 * c4 + 3];
                            DATA_TYPE r148 = D[6 * c3 + 3][16 * c4 + 4];
                            DATA_TYPE r149 = D[6 * c3 + 3][16 * c4 + 5];
                            DATA_TYPE r150 = D[6 * c3 + 3][16 * c4 + 6];
                            DATA_TYPE r151 = D[6 * c3 + 3][16 * c4 + 7];
                            DATA_TYPE r152 = D[6 * c3 + 3][16 * c4 + 8];
                            DATA_TYPE r153 = D[6 * c3 + 3][16 * c4 + 9];
                            DATA_TYPE r154 = D[6 * c3 + 3][16 * c4 + 10];
                            DATA_TYPE r155 = D[6 * c3 + 3][16 * c4 + 11];
                            DATA_TYPE r156 = D[6 * c3 + 3][16 * c4 + 12];
                            DATA_TYPE r157 = D[6 * c3 + 3][16 * c4 + 13];
                            DATA_TYPE r158 = D[6 * c3 + 3][16 * c4 + 14];
                            DATA_TYPE r159 = D[6 * c3 + 3][16 * c4 + 15];
                            DATA_TYPE r160 = D[6 * c3 + 4][16 * c4];
                            DATA_TYPE r161 = D[6 * c3 + 4][16 * c4 + 1];
                            DATA_TYPE r162 = D[6 * c3 + 4][16 * c4 + 2];
                            DATA_TYPE r163 = D[6 * c3 + 4][16 * c4 + 3];
                            DATA_TYPE r164 = D[6 * c3 + 4][16 * c4 + 4];
                            DATA_TYPE r165 = D[6 * c3 + 4][16 * c4 + 5];
                            DATA_TYPE r166 = D[6 * c3 + 4][16 * c4 + 6];
                            DATA_TYPE r167 = D[6 * c3 + 4][16 * c4 + 7];
                            DATA_TYPE r168 = D[6 * c3 + 4][16 * c4 + 8];
                            DATA_TYPE r169 = D[6 * c3 + 4][16 * c4 + 9];
                            DATA_TYPE r170 = D[6 * c3 + 4][16 * c4 + 10];
                            DATA_TYPE r171 = D[6 * c3 + 4][16 * c4 + 11];
                            DATA_TYPE r172 = D[6 * c3 + 4][16 * c4 + 12];
                            DATA_TYPE r173 = D[6 * c3 + 4][16 * c4 + 13];
                            DATA_TYPE r174 = D[6 * c3 + 4][16 * c4 + 14];
                            DATA_TYPE r175 = D[6 * c3 + 4][16 * c4 + 15];
                            DATA_TYPE r176 = D[6 * c3 + 5][16 * c4];
                            DATA_TYPE r177 = D[6 * c3 + 5][16 * c4 + 1];
                            DATA_TYPE r178 = D[6 * c3 + 5][16 * c4 + 2];
                            DATA_TYPE r179 = D[6 * c3 + 5][16 * c4 + 3];
                            DATA_TYPE r180 = D[6 * c3 + 5][16 * c4 + 4];
                            DATA_TYPE r181 = D[6 * c3 + 5][16 * c4 + 5];
                            DATA_TYPE r182 = D[6 * c3 + 5][16 * c4 + 6];
                            DATA_TYPE r183 = D[6 * c3 + 5][16 * c4 + 7];
                            DATA_TYPE r184 = D[6 * c3 + 5][16 * c4 + 8];
                            DATA_TYPE r185 = D[6 * c3 + 5][16 * c4 + 9];
                            DATA_TYPE r186 = D[6 * c3 + 5][16 * c4 + 10];
                            DATA_TYPE r187 = D[6 * c3 + 5][16 * c4 + 11];
                            DATA_TYPE r188 = D[6 * c3 + 5][16 * c4 + 12];
                            DATA_TYPE r189 = D[6 * c3 + 5][16 * c4 + 13];
                            DATA_TYPE r190 = D[6 * c3 + 5][16 * c4 + 14];
                            DATA_TYPE r191 = D[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                              r96 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4)];
                              r97 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 1)];
                              r98 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 2)];
                              r99 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 3)];
                              r100 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 4)];
                              r101 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 5)];
                              r102 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 6)];
                              r103 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 7)];
                              r104 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 8)];
                              r105 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 9)];
                              r106 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 10)];
                              r107 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 11)];
                              r108 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 12)];
                              r109 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 13)];
                              r110 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 14)];
                              r111 += alpha * T[(6 * c3)][c5] * C[c5][(16 * c4 + 15)];
                              r112 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4)];
                              r113 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 1)];
                              r114 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 2)];
                              r115 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 3)];
                              r116 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 4)];
                              r117 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 5)];
                              r118 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 6)];
                              r119 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 7)];
                              r120 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 8)];
                              r121 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 9)];
                              r122 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 10)];
                              r123 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 11)];
                              r124 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 12)];
                              r125 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 13)];
                              r126 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 14)];
                              r127 += alpha * T[(6 * c3 + 1)][c5] * C[c5][(16 * c4 + 15)];
                              r128 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4)];
                              r129 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 1)];
                              r130 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 2)];
                              r131 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 3)];
                              r132 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 4)];
                              r133 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 5)];
                              r134 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 6)];
                              r135 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 7)];
                              r136 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 8)];
                              r137 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 9)];
                              r138 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 10)];
                              r139 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 11)];
                              r140 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 12)];
                              r141 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 13)];
                              r142 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 14)];
                              r143 += alpha * T[(6 * c3 + 2)][c5] * C[c5][(16 * c4 + 15)];
                              r144 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4)];
                              r145 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 1)];
                              r146 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 2)];
                              r147 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 3)];
                              r148 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 4)];
                              r149 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 5)];
                              r150 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 6)];
                              r151 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 7)];
                              r152 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 8)];
                              r153 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 9)];
                              r154 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 10)];
                              r155 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 11)];
                              r156 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 12)];
                              r157 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 13)];
                              r158 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 14)];
                              r159 += alpha * T[(6 * c3 + 3)][c5] * C[c5][(16 * c4 + 15)];
                              r160 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4)];
                              r161 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 1)];
                              r162 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 2)];
                              r163 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 3)];
                              r164 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 4)];
                              r165 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 5)];
                              r166 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 6)];
                              r167 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 7)];
                              r168 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 8)];
                              r169 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 9)];
                              r170 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 10)];
                              r171 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 11)];
                              r172 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 12)];
                              r173 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 13)];
                              r174 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 14)];
                              r175 += alpha * T[(6 * c3 + 4)][c5] * C[c5][(16 * c4 + 15)];
                              r176 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4)];
                              r177 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 1)];
                              r178 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 2)];
                              r179 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 3)];
                              r180 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 4)];
                              r181 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 5)];
                              r182 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 6)];
                              r183 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 7)];
                              r184 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 8)];
                              r185 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 9)];
                              r186 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 10)];
                              r187 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 11)];
                              r188 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 12)];
                              r189 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 13)];
                              r190 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 14)];
                              r191 += alpha * T[(6 * c3 + 5)][c5] * C[c5][(16 * c4 + 15)];
                            }
                            D[6 * c3][16 * c4] = r96;
                            D[6 * c3][16 * c4 + 1] = r97;
                            D[6 * c3][16 * c4 + 2] = r98;
                            D[6 * c3][16 * c4 + 3] = r99;
                            D[6 * c3][16 * c4 + 4] = r100;
                            D[6 * c3][16 * c4 + 5] = r101;
                            D[6 * c3][16 * c4 + 6] = r102;
                            D[6 * c3][16 * c4 + 7] = r103;
                            D[6 * c3][16 * c4 + 8] = r104;
                            D[6 * c3][16 * c4 + 9] = r105;
                            D[6 * c3][16 * c4 + 10] = r106;
                            D[6 * c3][16 * c4 + 11] = r107;
                            D[6 * c3][16 * c4 + 12] = r108;
                            D[6 * c3][16 * c4 + 13] = r109;
                            D[6 * c3][16 * c4 + 14] = r110;
                            D[6 * c3][16 * c4 + 15] = r111;
                            D[6 * c3 + 1][16 * c4] = r112;
                            D[6 * c3 + 1][16 * c4 + 1] = r113;
                            D[6 * c3 + 1][16 * c4 + 2] = r114;
                            D[6 * c3 + 1][16 * c4 + 3] = r115;
                            D[6 * c3 + 1][16 * c4 + 4] = r116;
                            D[6 * c3 + 1][16 * c4 + 5] = r117;
                            D[6 * c3 + 1][16 * c4 + 6] = r118;
                            D[6 * c3 + 1][16 * c4 + 7] = r119;
                            D[6 * c3 + 1][16 * c4 + 8] = r120;
                            D[6 * c3 + 1][16 * c4 + 9] = r121;
                            D[6 * c3 + 1][16 * c4 + 10] = r122;
                            D[6 * c3 + 1][16 * c4 + 11] = r123;
                            D[6 * c3 + 1][16 * c4 + 12] = r124;
                            D[6 * c3 + 1][16 * c4 + 13] = r125;
                            D[6 * c3 + 1][16 * c4 + 14] = r126;
                            D[6 * c3 + 1][16 * c4 + 15] = r127;
                            D[6 * c3 + 2][16 * c4] = r128;
                            D[6 * c3 + 2][16 * c4 + 1] = r129;
                            D[6 * c3 + 2][16 * c4 + 2] = r130;
                            D[6 * c3 + 2][16 * c4 + 3] = r131;
                            D[6 * c3 + 2][16 * c4 + 4] = r132;
                            D[6 * c3 + 2][16 * c4 + 5] = r133;
                            D[6 * c3 + 2][16 * c4 + 6] = r134;
                            D[6 * c3 + 2][16 * c4 + 7] = r135;
                            D[6 * c3 + 2][16 * c4 + 8] = r136;
                            D[6 * c3 + 2][16 * c4 + 9] = r137;
                            D[6 * c3 + 2][16 * c4 + 10] = r138;
                            D[6 * c3 + 2][16 * c4 + 11] = r139;
                            D[6 * c3 + 2][16 * c4 + 12] = r140;
                            D[6 * c3 + 2][16 * c4 + 13] = r141;
                            D[6 * c3 + 2][16 * c4 + 14] = r142;
                            D[6 * c3 + 2][16 * c4 + 15] = r143;
                            D[6 * c3 + 3][16 * c4] = r144;
                            D[6 * c3 + 3][16 * c4 + 1] = r145;
                            D[6 * c3 + 3][16 * c4 + 2] = r146;
                            D[6 * c3 + 3][16 * c4 + 3] = r147;
                            D[6 * c3 + 3][16 * c4 + 4] = r148;
                            D[6 * c3 + 3][16 * c4 + 5] = r149;
                            D[6 * c3 + 3][16 * c4 + 6] = r150;
                            D[6 * c3 + 3][16 * c4 + 7] = r151;
                            D[6 * c3 + 3][16 * c4 + 8] = r152;
                            D[6 * c3 + 3][16 * c4 + 9] = r153;
                            D[6 * c3 + 3][16 * c4 + 10] = r154;
                            D[6 * c3 + 3][16 * c4 + 11] = r155;
                            D[6 * c3 + 3][16 * c4 + 12] = r156;
                            D[6 * c3 + 3][16 * c4 + 13] = r157;
                            D[6 * c3 + 3][16 * c4 + 14] = r158;
                            D[6 * c3 + 3][16 * c4 + 15] = r159;
                            D[6 * c3 + 4][16 * c4] = r160;
                            D[6 * c3 + 4][16 * c4 + 1] = r161;
                            D[6 * c3 + 4][16 * c4 + 2] = r162;
                            D[6 * c3 + 4][16 * c4 + 3] = r163;
                            D[6 * c3 + 4][16 * c4 + 4] = r164;
                            D[6 * c3 + 4][16 * c4 + 5] = r165;
                            D[6 * c3 + 4][16 * c4 + 6] = r166;
                            D[6 * c3 + 4][16 * c4 + 7] = r167;
                            D[6 * c3 + 4][16 * c4 + 8] = r168;
                            D[6 * c3 + 4][16 * c4 + 9] = r169;
                            D[6 * c3 + 4][16 * c4 + 10] = r170;
                            D[6 * c3 + 4][16 * c4 + 11] = r171;
                            D[6 * c3 + 4][16 * c4 + 12] = r172;
                            D[6 * c3 + 4][16 * c4 + 13] = r173;
                            D[6 * c3 + 4][16 * c4 + 14] = r174;
                            D[6 * c3 + 4][16 * c4 + 15] = r175;
                            D[6 * c3 + 5][16 * c4] = r176;
                            D[6 * c3 + 5][16 * c4 + 1] = r177;
                            D[6 * c3 + 5][16 * c4 + 2] = r178;
                            D[6 * c3 + 5][16 * c4 + 3] = r179;
                            D[6 * c3 + 5][16 * c4 + 4] = r180;
                            D[6 * c3 + 5][16 * c4 + 5] = r181;
                            D[6 * c3 + 5][16 * c4 + 6] = r182;
                            D[6 * c3 + 5][16 * c4 + 7] = r183;
                            D[6 * c3 + 5][16 * c4 + 8] = r184;
                            D[6 * c3 + 5][16 * c4 + 9] = r185;
                            D[6 * c3 + 5][16 * c4 + 10] = r186;
                            D[6 * c3 + 5][16 * c4 + 11] = r187;
                            D[6 * c3 + 5][16 * c4 + 12] = r188;
                            D[6 * c3 + 5][16 * c4 + 13] = r189;
                            D[6 * c3 + 5][16 * c4 + 14] = r190;
                            D[6 * c3 + 5][16 * c4 + 15] = r191;
                          }
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3)][c7] += alpha * T[(6 * c3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 1)][c7] += alpha * T[(6 * c3 + 1)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 2)][c7] += alpha * T[(6 * c3 + 2)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 3)][c7] += alpha * T[(6 * c3 + 3)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 4)][c7] += alpha * T[(6 * c3 + 4)][c5] * C[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                          D[(6 * c3 + 5)][c7] += alpha * T[(6 * c3 + 5)][c5] * C[c5][c7];
                      }
                  }
                if (6 * c3 >= _PB_NI - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(_PB_NL - 1, 16)); c4++) {
                    if (_PB_NL >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++) {
                          D[c6][(16 * c4)] += alpha * T[c6][c5] * C[c5][(16 * c4)];
                          D[c6][(16 * c4 + 1)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 1)];
                          D[c6][(16 * c4 + 2)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 2)];
                          D[c6][(16 * c4 + 3)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 3)];
                          D[c6][(16 * c4 + 4)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 4)];
                          D[c6][(16 * c4 + 5)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 5)];
                          D[c6][(16 * c4 + 6)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 6)];
                          D[c6][(16 * c4 + 7)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 7)];
                          D[c6][(16 * c4 + 8)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 8)];
                          D[c6][(16 * c4 + 9)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 9)];
                          D[c6][(16 * c4 + 10)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 10)];
                          D[c6][(16 * c4 + 11)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 11)];
                          D[c6][(16 * c4 + 12)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 12)];
                          D[c6][(16 * c4 + 13)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 13)];
                          D[c6][(16 * c4 + 14)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 14)];
                          D[c6][(16 * c4 + 15)] += alpha * T[c6][c5] * C[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= _PB_NL - 15)
                      for (c5 = 256 * c2; c5 <= min(_PB_NJ - 1, 256 * c2 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(_PB_NI - 1, 6 * c3 + 5); c6++)
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, _PB_NL - 1); c7++)
                            D[c6][c7] += alpha * T[c6][c5] * C[c5][c7];
                  }
              }
      }
}
/* hedra opt: version 0 of 2 of the region at line 62 of kernel_mm_chain2, moved out of it */
HEDRA_OUTLINED void hedra_version_20(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                             DATA_TYPE T[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                             DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  {
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_NI - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0, c1;
            for (c0 = 0; c0 <= _PB_NI - 1; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
                T[c0][c1] = SCALAR_VAL(0.0);
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            #pragma omp parallel for private(c1)
            for (c0 = 0; c0 <= _PB_NI - 1; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= _PB_NJ - 1; c1++)
                T[c0][c1] = SCALAR_VAL(0.0);
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
        if (((floord(_PB_NI - 1, 96)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_NJ - 1, 512)) - (0) + 1 < hedra_threads))
        {
        if (((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1 < hedra_threads))
        {
        if (((min(32 * floord(_PB_NJ - 1, 512) + 31, floord(_PB_NJ - 1, 16))) - (0) + 1 < hedra_threads))
        {
        if (((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1 < hedra_threads))
        { /* version 5 of 6: loop c6 stays sequential */
          { hedra_version_5(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        else { /* version 4 of 6: loop c4 stays sequential */
          { hedra_version_4(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 3 of 6: loop c3 stays sequential */
          { hedra_version_3(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 2 of 6: loop c1 stays sequential */
          { hedra_version_2(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 1 of 6: loop c0 stays sequential */
          { hedra_version_1(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 0 of 6: the decisions as taken */
          { hedra_version_0(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((_PB_NI - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 2: loop c0 stays sequential */
          {
            int c0, c1;
            for (c0 = 0; c0 <= _PB_NI - 1; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= _PB_NL - 1; c1++)
                D[c0][c1] = beta * D[c0][c1];
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            int c0, c1;
            #pragma omp parallel for private(c1)
            for (c0 = 0; c0 <= _PB_NI - 1; c0++)
              #pragma omp simd
              for (c1 = 0; c1 <= _PB_NL - 1; c1++)
                D[c0][c1] = beta * D[c0][c1];
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
        if (((floord(_PB_NI - 1, 96)) - (0) + 1 < hedra_threads))
        {
        if (((floord(_PB_NL - 1, 512)) - (0) + 1 < hedra_threads))
        {
        if (((min(16 * floord(_PB_NI - 1, 96) + 15, floord(_PB_NI - 1, 6))) - (0) + 1 < hedra_threads))
        {
        if (((min(32 * floord(_PB_NL - 1, 512) + 31, floord(_PB_NL - 1, 16))) - (0) + 1 < hedra_threads))
        {
        if (((min(_PB_NI - 1, min(96 * floord(_PB_NI - 1, 96) + 95, 6 * floord(_PB_NI - 1, 6) + 5))) - (0) + 1 < hedra_threads))
        { /* version 5 of 6: loop c6 stays sequential */
          { hedra_version_11(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        else { /* version 4 of 6: loop c4 stays sequential */
          { hedra_version_10(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 3 of 6: loop c3 stays sequential */
          { hedra_version_9(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 2 of 6: loop c1 stays sequential */
          { hedra_version_8(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 1 of 6: loop c0 stays sequential */
          { hedra_version_7(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
        }
        else { /* version 0 of 6: the decisions as taken */
          { hedra_version_6(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 62 */
  {
    if ((((double)max((_PB_NI - 1) - (0) + 1, 0) * ((double)max((_PB_NJ - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_NK - 1) - (0) + 1, 0)) + (double)max((_PB_NL - 1) - (0) + 1, 0) * (1.0 + (double)max((_PB_NJ - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = 0; c0 <= _PB_NI - 1; c0++)
          for (c1 = 0; c1 <= _PB_NJ - 1; c1++) {
            T[c0][c1] = SCALAR_VAL(0.0);
            if (_PB_NK >= 1)
              {
                DATA_TYPE r0 = T[c0][c1];
                for (c2 = 0; c2 <= _PB_NK - 1; c2++)
                  r0 += A[c0][c2] * B[c2][c1];
                T[c0][c1] = r0;
              }
          }
        for (c0 = 0; c0 <= _PB_NI - 1; c0++)
          for (c1 = 0; c1 <= _PB_NL - 1; c1++) {
            D[c0][c1] = beta * D[c0][c1];
            if (_PB_NJ >= 1)
              {
                DATA_TYPE r1 = D[c0][c1];
                for (c2 = 0; c2 <= _PB_NJ - 1; c2++)
                  r1 += alpha * T[c0][c2] * C[c2][c1];
                D[c0][c1] = r1;
              }
          }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)i; (void)j; (void)k; hedra_version_20(ni, nj, nk, nl, alpha, beta, T, A, B, C, D); }
    }
  }
