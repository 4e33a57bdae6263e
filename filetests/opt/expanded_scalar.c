// test opt
// options: --keep-scalars
// An accumulator whose reduction loop the scheduler moves outside the loop of its
// iterations (issue 16): hedra expands it into a scratch array of one cell per (i, j),
// allocated for the region's run, with the code generated without privatization as the
// code for a failed allocation (the original order, where late parallelization makes the
// outer loop parallel with the scalar private to each thread).
void kernel(int n, int m, double A[n][m], double B[m][n], double C[n][n]) {
  int i, j, k;
  double acc;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      acc = 0.0;
      for (k = 0; k < m; k++)
        acc += A[i][k] * B[k][j];
      C[i][j] = acc;
    }
#pragma endscop
}
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
/* hedra opt: version 0 of 7 of the region at line 11 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_0(int n, int m, double A[n][m], double B[m][n], double C[n][n], const long long hedra_threads, double *hedra_scalar_acc)
{
  double acc = *hedra_scalar_acc;
  (void)hedra_threads;
  {
      int c0, c1, c2, c3, c4, c5, c6, c7;
      double (*acc_x)[(long long)n] = (((long long)n) >= 1 && (__SIZE_TYPE__)((long long)n) <= (__SIZE_TYPE__)-1 / sizeof(double) / (__SIZE_TYPE__)((long long)n)) ? __builtin_malloc(sizeof(double) * (__SIZE_TYPE__)((long long)n) * (__SIZE_TYPE__)((long long)n)) : 0;
      if (acc_x) {
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        }
        if (((double)max((floord(n - 1, 96)) - (0) + 1, 0) * ((double)max((floord(n - 1, 512)) - (0) + 1, 0) * ((double)max((floord(m - 1, 256)) - (0) + 1, 0) * ((double)max((min(16 * floord(n - 1, 96) + 15, floord(n - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(n - 1, 512) + 31, floord(n - 1, 16))) - (0) + 1, 0) * ((double)max((min(m - 1, 256 * floord(m - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(n - 1, 512) + 511, min(16 * floord(n - 1, 16) + 15, n - 1))) - (0) + 1, 0) + (double)max((min(n - 1, min(96 * floord(n - 1, 96) + 95, 6 * floord(n - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(n - 1, 512) + 511, min(16 * floord(n - 1, 16) + 15, n - 1))) - (0) + 1, 0))))))))) >= 4096.0) {
          #pragma omp parallel for private(c1, c2, c3, c4, c5, c6, c7)
          for (c0 = 0; c0 <= floord(n - 1, 96); c0++)
            for (c1 = 0; c1 <= floord(n - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(m - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                  if (n >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
  #else
                          {
                            double r0 = acc_x[6 * c3][16 * c4];
                            double r1 = acc_x[6 * c3][16 * c4 + 1];
                            double r2 = acc_x[6 * c3][16 * c4 + 2];
                            double r3 = acc_x[6 * c3][16 * c4 + 3];
                            double r4 = acc_x[6 * c3][16 * c4 + 4];
                            double r5 = acc_x[6 * c3][16 * c4 + 5];
                            double r6 = acc_x[6 * c3][16 * c4 + 6];
                            double r7 = acc_x[6 * c3][16 * c4 + 7];
                            double r8 = acc_x[6 * c3][16 * c4 + 8];
                            double r9 = acc_x[6 * c3][16 * c4 + 9];
                            double r10 = acc_x[6 * c3][16 * c4 + 10];
                            double r11 = acc_x[6 * c3][16 * c4 + 11];
                            double r12 = acc_x[6 * c3][16 * c4 + 12];
                            double r13 = acc_x[6 * c3][16 * c4 + 13];
                            double r14 = acc_x[6 * c3][16 * c4 + 14];
                            double r15 = acc_x[6 * c3][16 * c4 + 15];
                            double r16 = acc_x[6 * c3 + 1][16 * c4];
                            double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                            double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                            double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                            double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                            double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                            double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                            double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                            double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                            double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                            double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                            double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                            double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                            double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                            double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                            double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                            double r32 = acc_x[6 * c3 + 2][16 * c4];
                            double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                            double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                            double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                            double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                            double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                            double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                            double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                            double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                            double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                            double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                            double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                            double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                            double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                            double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                            double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                            double r48 = acc_x[6 * c3 + 3][16 * c4];
                            double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                            double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                            double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                            double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                            double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                            double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                            double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                            double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                            double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                            double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                            double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                            double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                            double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                            double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                            double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                            double r64 = acc_x[6 * c3 + 4][16 * c4];
                            double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                            double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                            double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                            double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                            double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                            double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                            double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                            double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                            double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                            double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                            double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                            double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                            double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                            double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                            double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                            double r80 = acc_x[6 * c3 + 5][16 * c4];
                            double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                            double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                            double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                            double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                            double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                            double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                            double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                            double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                            double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                            double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                            double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                            double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                            double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                            double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                            double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                            acc_x[6 * c3][16 * c4] = r0;
                            acc_x[6 * c3][16 * c4 + 1] = r1;
                            acc_x[6 * c3][16 * c4 + 2] = r2;
                            acc_x[6 * c3][16 * c4 + 3] = r3;
                            acc_x[6 * c3][16 * c4 + 4] = r4;
                            acc_x[6 * c3][16 * c4 + 5] = r5;
                            acc_x[6 * c3][16 * c4 + 6] = r6;
                            acc_x[6 * c3][16 * c4 + 7] = r7;
                            acc_x[6 * c3][16 * c4 + 8] = r8;
                            acc_x[6 * c3][16 * c4 + 9] = r9;
                            acc_x[6 * c3][16 * c4 + 10] = r10;
                            acc_x[6 * c3][16 * c4 + 11] = r11;
                            acc_x[6 * c3][16 * c4 + 12] = r12;
                            acc_x[6 * c3][16 * c4 + 13] = r13;
                            acc_x[6 * c3][16 * c4 + 14] = r14;
                            acc_x[6 * c3][16 * c4 + 15] = r15;
                            acc_x[6 * c3 + 1][16 * c4] = r16;
                            acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                            acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                            acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                            acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                            acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                            acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                            acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                            acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                            acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                            acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                            acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                            acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                            acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                            acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                            acc_x[6 * c3 + 2][16 * c4] = r32;
                            acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                            acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                            acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                            acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                            acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                            acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                            acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                            acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                            acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                            acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                            acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                            acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                            acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                            acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                            acc_x[6 * c3 + 3][16 * c4] = r48;
                            acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                            acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                            acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                            acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                            acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                            acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                            acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                            acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                            acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                            acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                            acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                            acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                            acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                            acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                            acc_x[6 * c3 + 4][16 * c4] = r64;
                            acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                            acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                            acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                            acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                            acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                            acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                            acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                            acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                            acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                            acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                            acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                            acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                            acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                            acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                            acc_x[6 * c3 + 5][16 * c4] = r80;
                            acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                            acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                            acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                            acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                            acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                            acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                            acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                            acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                            acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                            acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                            acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                            acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                            acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                            acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                            acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
  #endif
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= n - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                            acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
        } else {
          for (c0 = 0; c0 <= floord(n - 1, 96); c0++)
            for (c1 = 0; c1 <= floord(n - 1, 512); c1++)
              for (c2 = 0; c2 <= floord(m - 1, 256); c2++)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                  if (n >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
  #else
                          {
                            double r0 = acc_x[6 * c3][16 * c4];
                            double r1 = acc_x[6 * c3][16 * c4 + 1];
                            double r2 = acc_x[6 * c3][16 * c4 + 2];
                            double r3 = acc_x[6 * c3][16 * c4 + 3];
                            double r4 = acc_x[6 * c3][16 * c4 + 4];
                            double r5 = acc_x[6 * c3][16 * c4 + 5];
                            double r6 = acc_x[6 * c3][16 * c4 + 6];
                            double r7 = acc_x[6 * c3][16 * c4 + 7];
                            double r8 = acc_x[6 * c3][16 * c4 + 8];
                            double r9 = acc_x[6 * c3][16 * c4 + 9];
                            double r10 = acc_x[6 * c3][16 * c4 + 10];
                            double r11 = acc_x[6 * c3][16 * c4 + 11];
                            double r12 = acc_x[6 * c3][16 * c4 + 12];
                            double r13 = acc_x[6 * c3][16 * c4 + 13];
                            double r14 = acc_x[6 * c3][16 * c4 + 14];
                            double r15 = acc_x[6 * c3][16 * c4 + 15];
                            double r16 = acc_x[6 * c3 + 1][16 * c4];
                            double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                            double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                            double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                            double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                            double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                            double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                            double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                            double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                            double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                            double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                            double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                            double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                            double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                            double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                            double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                            double r32 = acc_x[6 * c3 + 2][16 * c4];
                            double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                            double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                            double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                            double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                            double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                            double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                            double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                            double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                            double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                            double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                            double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                            double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                            double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                            double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                            double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                            double r48 = acc_x[6 * c3 + 3][16 * c4];
                            double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                            double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                            double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                            double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                            double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                            double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                            double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                            double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                            double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                            double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                            double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                            double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                            double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                            double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                            double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                            double r64 = acc_x[6 * c3 + 4][16 * c4];
                            double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                            double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                            double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                            double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                            double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                            double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                            double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                            double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                            double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                            double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                            double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                            double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                            double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                            double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                            double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                            double r80 = acc_x[6 * c3 + 5][16 * c4];
                            double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                            double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                            double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                            double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                            double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                            double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                            double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                            double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                            double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                            double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                            double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                            double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                            double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                            double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                            double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                            acc_x[6 * c3][16 * c4] = r0;
                            acc_x[6 * c3][16 * c4 + 1] = r1;
                            acc_x[6 * c3][16 * c4 + 2] = r2;
                            acc_x[6 * c3][16 * c4 + 3] = r3;
                            acc_x[6 * c3][16 * c4 + 4] = r4;
                            acc_x[6 * c3][16 * c4 + 5] = r5;
                            acc_x[6 * c3][16 * c4 + 6] = r6;
                            acc_x[6 * c3][16 * c4 + 7] = r7;
                            acc_x[6 * c3][16 * c4 + 8] = r8;
                            acc_x[6 * c3][16 * c4 + 9] = r9;
                            acc_x[6 * c3][16 * c4 + 10] = r10;
                            acc_x[6 * c3][16 * c4 + 11] = r11;
                            acc_x[6 * c3][16 * c4 + 12] = r12;
                            acc_x[6 * c3][16 * c4 + 13] = r13;
                            acc_x[6 * c3][16 * c4 + 14] = r14;
                            acc_x[6 * c3][16 * c4 + 15] = r15;
                            acc_x[6 * c3 + 1][16 * c4] = r16;
                            acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                            acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                            acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                            acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                            acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                            acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                            acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                            acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                            acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                            acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                            acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                            acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                            acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                            acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                            acc_x[6 * c3 + 2][16 * c4] = r32;
                            acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                            acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                            acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                            acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                            acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                            acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                            acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                            acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                            acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                            acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                            acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                            acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                            acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                            acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                            acc_x[6 * c3 + 3][16 * c4] = r48;
                            acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                            acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                            acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                            acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                            acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                            acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                            acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                            acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                            acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                            acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                            acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                            acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                            acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                            acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                            acc_x[6 * c3 + 4][16 * c4] = r64;
                            acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                            acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                            acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                            acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                            acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                            acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                            acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                            acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                            acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                            acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                            acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                            acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                            acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                            acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                            acc_x[6 * c3 + 5][16 * c4] = r80;
                            acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                            acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                            acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                            acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                            acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                            acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                            acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                            acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                            acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                            acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                            acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                            acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                            acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                            acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                            acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
  #endif
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= n - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                            acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
        }
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        }
      } else
        {
      #ifdef _OPENMP
          extern int omp_get_max_threads(void);
          const long long hedra_threads = omp_get_max_threads();
      #else
          const long long hedra_threads = 1;
      #endif
          if (((n - 1) - (0) + 1 < hedra_threads))
          { /* version 1 of 2: loop c0 stays sequential */
            {
              int c0, c1, c2;
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
          else { /* version 0 of 2: the decisions as taken */
            {
              int c0, c1, c2;
              #pragma omp parallel for private(c1, c2, acc)
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
        }
      __builtin_free(acc_x);
    }
}
/* hedra opt: version 1 of 7 of the region at line 11 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_1(int n, int m, double A[n][m], double B[m][n], double C[n][n], const long long hedra_threads, double *hedra_scalar_acc)
{
  double acc = *hedra_scalar_acc;
  (void)hedra_threads;
  {
      int c0, c1, c2, c3, c4, c5, c6, c7;
      double (*acc_x)[(long long)n] = (((long long)n) >= 1 && (__SIZE_TYPE__)((long long)n) <= (__SIZE_TYPE__)-1 / sizeof(double) / (__SIZE_TYPE__)((long long)n)) ? __builtin_malloc(sizeof(double) * (__SIZE_TYPE__)((long long)n) * (__SIZE_TYPE__)((long long)n)) : 0;
      if (acc_x) {
        for (c0 = 0; c0 <= n - 1; c0++)
          #pragma omp simd
          for (c1 = 0; c1 <= n - 1; c1++)
            acc_x[c0][c1] = 0.0;
        for (c0 = 0; c0 <= floord(n - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(n - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(m - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                if (n >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                    if (n >= 16 * c4 + 16)
                      if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                        {
                          typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                          hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                          hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                          hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                          hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                          hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                          hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                          hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                          hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                          hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                          hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                          hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                          hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                          for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                            r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                          }
                          *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                          *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                        }
  #else
                        {
                          double r0 = acc_x[6 * c3][16 * c4];
                          double r1 = acc_x[6 * c3][16 * c4 + 1];
                          double r2 = acc_x[6 * c3][16 * c4 + 2];
                          double r3 = acc_x[6 * c3][16 * c4 + 3];
                          double r4 = acc_x[6 * c3][16 * c4 + 4];
                          double r5 = acc_x[6 * c3][16 * c4 + 5];
                          double r6 = acc_x[6 * c3][16 * c4 + 6];
                          double r7 = acc_x[6 * c3][16 * c4 + 7];
                          double r8 = acc_x[6 * c3][16 * c4 + 8];
                          double r9 = acc_x[6 * c3][16 * c4 + 9];
                          double r10 = acc_x[6 * c3][16 * c4 + 10];
                          double r11 = acc_x[6 * c3][16 * c4 + 11];
                          double r12 = acc_x[6 * c3][16 * c4 + 12];
                          double r13 = acc_x[6 * c3][16 * c4 + 13];
                          double r14 = acc_x[6 * c3][16 * c4 + 14];
                          double r15 = acc_x[6 * c3][16 * c4 + 15];
                          double r16 = acc_x[6 * c3 + 1][16 * c4];
                          double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                          double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                          double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                          double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                          double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                          double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                          double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                          double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                          double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                          double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                          double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                          double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                          double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                          double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                          double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                          double r32 = acc_x[6 * c3 + 2][16 * c4];
                          double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                          double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                          double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                          double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                          double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                          double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                          double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                          double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                          double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                          double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                          double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                          double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                          double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                          double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                          double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                          double r48 = acc_x[6 * c3 + 3][16 * c4];
                          double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                          double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                          double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                          double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                          double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                          double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                          double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                          double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                          double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                          double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                          double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                          double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                          double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                          double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                          double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                          double r64 = acc_x[6 * c3 + 4][16 * c4];
                          double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                          double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                          double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                          double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                          double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                          double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                          double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                          double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                          double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                          double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                          double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                          double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                          double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                          double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                          double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                          double r80 = acc_x[6 * c3 + 5][16 * c4];
                          double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                          double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                          double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                          double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                          double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                          double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                          double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                          double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                          double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                          double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                          double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                          double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                          double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                          double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                          double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                          for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                          acc_x[6 * c3][16 * c4] = r0;
                          acc_x[6 * c3][16 * c4 + 1] = r1;
                          acc_x[6 * c3][16 * c4 + 2] = r2;
                          acc_x[6 * c3][16 * c4 + 3] = r3;
                          acc_x[6 * c3][16 * c4 + 4] = r4;
                          acc_x[6 * c3][16 * c4 + 5] = r5;
                          acc_x[6 * c3][16 * c4 + 6] = r6;
                          acc_x[6 * c3][16 * c4 + 7] = r7;
                          acc_x[6 * c3][16 * c4 + 8] = r8;
                          acc_x[6 * c3][16 * c4 + 9] = r9;
                          acc_x[6 * c3][16 * c4 + 10] = r10;
                          acc_x[6 * c3][16 * c4 + 11] = r11;
                          acc_x[6 * c3][16 * c4 + 12] = r12;
                          acc_x[6 * c3][16 * c4 + 13] = r13;
                          acc_x[6 * c3][16 * c4 + 14] = r14;
                          acc_x[6 * c3][16 * c4 + 15] = r15;
                          acc_x[6 * c3 + 1][16 * c4] = r16;
                          acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                          acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                          acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                          acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                          acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                          acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                          acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                          acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                          acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                          acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                          acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                          acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                          acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                          acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                          acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                          acc_x[6 * c3 + 2][16 * c4] = r32;
                          acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                          acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                          acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                          acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                          acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                          acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                          acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                          acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                          acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                          acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                          acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                          acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                          acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                          acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                          acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                          acc_x[6 * c3 + 3][16 * c4] = r48;
                          acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                          acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                          acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                          acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                          acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                          acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                          acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                          acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                          acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                          acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                          acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                          acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                          acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                          acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                          acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                          acc_x[6 * c3 + 4][16 * c4] = r64;
                          acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                          acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                          acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                          acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                          acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                          acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                          acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                          acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                          acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                          acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                          acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                          acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                          acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                          acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                          acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                          acc_x[6 * c3 + 5][16 * c4] = r80;
                          acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                          acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                          acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                          acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                          acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                          acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                          acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                          acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                          acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                          acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                          acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                          acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                          acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                          acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                        }
  #endif
                    if (16 * c4 >= n - 15)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                      }
                  }
                if (6 * c3 >= n - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                    if (n >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                          acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                          acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                          acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                          acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                          acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                          acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                          acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                          acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                          acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                          acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                          acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                          acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                          acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                          acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                          acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                          acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= n - 15)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                        for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                  }
              }
        for (c0 = 0; c0 <= n - 1; c0++)
          #pragma omp simd
          for (c1 = 0; c1 <= n - 1; c1++)
            C[c0][c1] = acc_x[c0][c1];
      } else
        {
      #ifdef _OPENMP
          extern int omp_get_max_threads(void);
          const long long hedra_threads = omp_get_max_threads();
      #else
          const long long hedra_threads = 1;
      #endif
          if (((n - 1) - (0) + 1 < hedra_threads))
          { /* version 1 of 2: loop c0 stays sequential */
            {
              int c0, c1, c2;
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
          else { /* version 0 of 2: the decisions as taken */
            {
              int c0, c1, c2;
              #pragma omp parallel for private(c1, c2, acc)
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
        }
      __builtin_free(acc_x);
    }
}
/* hedra opt: version 2 of 7 of the region at line 11 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_2(int n, int m, double A[n][m], double B[m][n], double C[n][n], const long long hedra_threads, double *hedra_scalar_acc)
{
  double acc = *hedra_scalar_acc;
  (void)hedra_threads;
  {
      int c0, c1, c2, c3, c4, c5, c6, c7;
      double (*acc_x)[(long long)n] = (((long long)n) >= 1 && (__SIZE_TYPE__)((long long)n) <= (__SIZE_TYPE__)-1 / sizeof(double) / (__SIZE_TYPE__)((long long)n)) ? __builtin_malloc(sizeof(double) * (__SIZE_TYPE__)((long long)n) * (__SIZE_TYPE__)((long long)n)) : 0;
      if (acc_x) {
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        }
        for (c0 = 0; c0 <= floord(n - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(n - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(m - 1, 256); c2++) {
              if (((double)max((min(16 * floord(n - 1, 96) + 15, floord(n - 1, 6))) - (0) + 1, 0) * ((double)max((min(32 * floord(n - 1, 512) + 31, floord(n - 1, 16))) - (0) + 1, 0) * ((double)max((min(m - 1, 256 * floord(m - 1, 256) + 255)) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(n - 1, 512) + 511, min(16 * floord(n - 1, 16) + 15, n - 1))) - (0) + 1, 0) + (double)max((min(n - 1, min(96 * floord(n - 1, 96) + 95, 6 * floord(n - 1, 6) + 5))) - (0) + 1, 0) * (1.0 + (double)max((min(512 * floord(n - 1, 512) + 511, min(16 * floord(n - 1, 16) + 15, n - 1))) - (0) + 1, 0)))))) >= 4096.0) {
                #pragma omp parallel for private(c4, c5, c6, c7)
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                  if (n >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
  #else
                          {
                            double r0 = acc_x[6 * c3][16 * c4];
                            double r1 = acc_x[6 * c3][16 * c4 + 1];
                            double r2 = acc_x[6 * c3][16 * c4 + 2];
                            double r3 = acc_x[6 * c3][16 * c4 + 3];
                            double r4 = acc_x[6 * c3][16 * c4 + 4];
                            double r5 = acc_x[6 * c3][16 * c4 + 5];
                            double r6 = acc_x[6 * c3][16 * c4 + 6];
                            double r7 = acc_x[6 * c3][16 * c4 + 7];
                            double r8 = acc_x[6 * c3][16 * c4 + 8];
                            double r9 = acc_x[6 * c3][16 * c4 + 9];
                            double r10 = acc_x[6 * c3][16 * c4 + 10];
                            double r11 = acc_x[6 * c3][16 * c4 + 11];
                            double r12 = acc_x[6 * c3][16 * c4 + 12];
                            double r13 = acc_x[6 * c3][16 * c4 + 13];
                            double r14 = acc_x[6 * c3][16 * c4 + 14];
                            double r15 = acc_x[6 * c3][16 * c4 + 15];
                            double r16 = acc_x[6 * c3 + 1][16 * c4];
                            double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                            double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                            double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                            double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                            double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                            double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                            double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                            double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                            double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                            double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                            double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                            double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                            double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                            double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                            double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                            double r32 = acc_x[6 * c3 + 2][16 * c4];
                            double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                            double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                            double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                            double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                            double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                            double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                            double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                            double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                            double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                            double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                            double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                            double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                            double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                            double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                            double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                            double r48 = acc_x[6 * c3 + 3][16 * c4];
                            double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                            double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                            double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                            double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                            double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                            double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                            double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                            double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                            double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                            double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                            double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                            double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                            double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                            double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                            double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                            double r64 = acc_x[6 * c3 + 4][16 * c4];
                            double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                            double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                            double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                            double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                            double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                            double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                            double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                            double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                            double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                            double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                            double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                            double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                            double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                            double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                            double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                            double r80 = acc_x[6 * c3 + 5][16 * c4];
                            double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                            double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                            double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                            double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                            double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                            double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                            double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                            double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                            double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                            double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                            double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                            double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                            double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                            double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                            double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                            acc_x[6 * c3][16 * c4] = r0;
                            acc_x[6 * c3][16 * c4 + 1] = r1;
                            acc_x[6 * c3][16 * c4 + 2] = r2;
                            acc_x[6 * c3][16 * c4 + 3] = r3;
                            acc_x[6 * c3][16 * c4 + 4] = r4;
                            acc_x[6 * c3][16 * c4 + 5] = r5;
                            acc_x[6 * c3][16 * c4 + 6] = r6;
                            acc_x[6 * c3][16 * c4 + 7] = r7;
                            acc_x[6 * c3][16 * c4 + 8] = r8;
                            acc_x[6 * c3][16 * c4 + 9] = r9;
                            acc_x[6 * c3][16 * c4 + 10] = r10;
                            acc_x[6 * c3][16 * c4 + 11] = r11;
                            acc_x[6 * c3][16 * c4 + 12] = r12;
                            acc_x[6 * c3][16 * c4 + 13] = r13;
                            acc_x[6 * c3][16 * c4 + 14] = r14;
                            acc_x[6 * c3][16 * c4 + 15] = r15;
                            acc_x[6 * c3 + 1][16 * c4] = r16;
                            acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                            acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                            acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                            acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                            acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                            acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                            acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                            acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                            acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                            acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                            acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                            acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                            acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                            acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                            acc_x[6 * c3 + 2][16 * c4] = r32;
                            acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                            acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                            acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                            acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                            acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                            acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                            acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                            acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                            acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                            acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                            acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                            acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                            acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                            acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                            acc_x[6 * c3 + 3][16 * c4] = r48;
                            acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                            acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                            acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                            acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                            acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                            acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                            acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                            acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                            acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                            acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                            acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                            acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                            acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                            acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                            acc_x[6 * c3 + 4][16 * c4] = r64;
                            acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                            acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                            acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                            acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                            acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                            acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                            acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                            acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                            acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                            acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                            acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                            acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                            acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                            acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                            acc_x[6 * c3 + 5][16 * c4] = r80;
                            acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                            acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                            acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                            acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                            acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                            acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                            acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                            acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                            acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                            acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                            acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                            acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                            acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                            acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                            acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
  #endif
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= n - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                            acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
              } else {
                for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                  if (n >= 6 * c3 + 6)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                          {
                            typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                            hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                            hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                            hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                            hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                            hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                            hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                            hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                            hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                            hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                            hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                            hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                            hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                              r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                              r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                              r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            }
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                            *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                            *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          }
  #else
                          {
                            double r0 = acc_x[6 * c3][16 * c4];
                            double r1 = acc_x[6 * c3][16 * c4 + 1];
                            double r2 = acc_x[6 * c3][16 * c4 + 2];
                            double r3 = acc_x[6 * c3][16 * c4 + 3];
                            double r4 = acc_x[6 * c3][16 * c4 + 4];
                            double r5 = acc_x[6 * c3][16 * c4 + 5];
                            double r6 = acc_x[6 * c3][16 * c4 + 6];
                            double r7 = acc_x[6 * c3][16 * c4 + 7];
                            double r8 = acc_x[6 * c3][16 * c4 + 8];
                            double r9 = acc_x[6 * c3][16 * c4 + 9];
                            double r10 = acc_x[6 * c3][16 * c4 + 10];
                            double r11 = acc_x[6 * c3][16 * c4 + 11];
                            double r12 = acc_x[6 * c3][16 * c4 + 12];
                            double r13 = acc_x[6 * c3][16 * c4 + 13];
                            double r14 = acc_x[6 * c3][16 * c4 + 14];
                            double r15 = acc_x[6 * c3][16 * c4 + 15];
                            double r16 = acc_x[6 * c3 + 1][16 * c4];
                            double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                            double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                            double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                            double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                            double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                            double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                            double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                            double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                            double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                            double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                            double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                            double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                            double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                            double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                            double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                            double r32 = acc_x[6 * c3 + 2][16 * c4];
                            double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                            double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                            double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                            double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                            double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                            double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                            double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                            double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                            double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                            double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                            double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                            double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                            double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                            double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                            double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                            double r48 = acc_x[6 * c3 + 3][16 * c4];
                            double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                            double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                            double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                            double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                            double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                            double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                            double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                            double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                            double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                            double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                            double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                            double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                            double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                            double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                            double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                            double r64 = acc_x[6 * c3 + 4][16 * c4];
                            double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                            double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                            double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                            double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                            double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                            double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                            double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                            double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                            double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                            double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                            double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                            double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                            double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                            double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                            double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                            double r80 = acc_x[6 * c3 + 5][16 * c4];
                            double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                            double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                            double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                            double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                            double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                            double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                            double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                            double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                            double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                            double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                            double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                            double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                            double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                            double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                            double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                            for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                            acc_x[6 * c3][16 * c4] = r0;
                            acc_x[6 * c3][16 * c4 + 1] = r1;
                            acc_x[6 * c3][16 * c4 + 2] = r2;
                            acc_x[6 * c3][16 * c4 + 3] = r3;
                            acc_x[6 * c3][16 * c4 + 4] = r4;
                            acc_x[6 * c3][16 * c4 + 5] = r5;
                            acc_x[6 * c3][16 * c4 + 6] = r6;
                            acc_x[6 * c3][16 * c4 + 7] = r7;
                            acc_x[6 * c3][16 * c4 + 8] = r8;
                            acc_x[6 * c3][16 * c4 + 9] = r9;
                            acc_x[6 * c3][16 * c4 + 10] = r10;
                            acc_x[6 * c3][16 * c4 + 11] = r11;
                            acc_x[6 * c3][16 * c4 + 12] = r12;
                            acc_x[6 * c3][16 * c4 + 13] = r13;
                            acc_x[6 * c3][16 * c4 + 14] = r14;
                            acc_x[6 * c3][16 * c4 + 15] = r15;
                            acc_x[6 * c3 + 1][16 * c4] = r16;
                            acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                            acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                            acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                            acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                            acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                            acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                            acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                            acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                            acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                            acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                            acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                            acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                            acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                            acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                            acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                            acc_x[6 * c3 + 2][16 * c4] = r32;
                            acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                            acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                            acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                            acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                            acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                            acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                            acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                            acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                            acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                            acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                            acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                            acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                            acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                            acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                            acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                            acc_x[6 * c3 + 3][16 * c4] = r48;
                            acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                            acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                            acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                            acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                            acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                            acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                            acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                            acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                            acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                            acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                            acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                            acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                            acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                            acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                            acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                            acc_x[6 * c3 + 4][16 * c4] = r64;
                            acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                            acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                            acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                            acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                            acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                            acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                            acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                            acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                            acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                            acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                            acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                            acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                            acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                            acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                            acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                            acc_x[6 * c3 + 5][16 * c4] = r80;
                            acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                            acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                            acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                            acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                            acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                            acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                            acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                            acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                            acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                            acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                            acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                            acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                            acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                            acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                            acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                          }
  #endif
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                          #pragma omp simd
                          for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                            acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                        }
                    }
                  if (6 * c3 >= n - 5)
                    for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                      if (n >= 16 * c4 + 16)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          #pragma omp simd
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                            acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                            acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                            acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                            acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                            acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                            acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                            acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                            acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                            acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                            acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                            acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                            acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                            acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                            acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                            acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                            acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                          }
                      if (16 * c4 >= n - 15)
                        for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                    }
                }
              }
            }
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        }
      } else
        {
      #ifdef _OPENMP
          extern int omp_get_max_threads(void);
          const long long hedra_threads = omp_get_max_threads();
      #else
          const long long hedra_threads = 1;
      #endif
          if (((n - 1) - (0) + 1 < hedra_threads))
          { /* version 1 of 2: loop c0 stays sequential */
            {
              int c0, c1, c2;
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
          else { /* version 0 of 2: the decisions as taken */
            {
              int c0, c1, c2;
              #pragma omp parallel for private(c1, c2, acc)
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
        }
      __builtin_free(acc_x);
    }
}
/* hedra opt: version 4 of 7 of the region at line 11 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_4(int n, int m, double A[n][m], double B[m][n], double C[n][n], const long long hedra_threads, double *hedra_scalar_acc)
{
  double acc = *hedra_scalar_acc;
  (void)hedra_threads;
  {
      int c0, c1, c2, c3, c4, c5, c6, c7;
      double (*acc_x)[(long long)n] = (((long long)n) >= 1 && (__SIZE_TYPE__)((long long)n) <= (__SIZE_TYPE__)-1 / sizeof(double) / (__SIZE_TYPE__)((long long)n)) ? __builtin_malloc(sizeof(double) * (__SIZE_TYPE__)((long long)n) * (__SIZE_TYPE__)((long long)n)) : 0;
      if (acc_x) {
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              acc_x[c0][c1] = 0.0;
        }
        for (c0 = 0; c0 <= floord(n - 1, 96); c0++)
          for (c1 = 0; c1 <= floord(n - 1, 512); c1++)
            for (c2 = 0; c2 <= floord(m - 1, 256); c2++)
              for (c3 = 16 * c0; c3 <= min(16 * c0 + 15, floord(n - 1, 6)); c3++) {
                if (n >= 6 * c3 + 6)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                    if (n >= 16 * c4 + 16)
                      if (m >= 256 * c2 + 1)
  #ifdef HEDRA_VECTOR_TYPES
                        {
                          typedef double hedra_f64x8 __attribute__((vector_size(64), aligned(8), may_alias));
                          hedra_f64x8 r0 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4];
                          hedra_f64x8 r8 = *(const hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8];
                          hedra_f64x8 r16 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4];
                          hedra_f64x8 r24 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8];
                          hedra_f64x8 r32 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4];
                          hedra_f64x8 r40 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8];
                          hedra_f64x8 r48 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4];
                          hedra_f64x8 r56 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8];
                          hedra_f64x8 r64 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4];
                          hedra_f64x8 r72 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8];
                          hedra_f64x8 r80 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4];
                          hedra_f64x8 r88 = *(const hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8];
                          for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                            r0 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r8 += A[(6 * c3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r16 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r24 += A[(6 * c3 + 1)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r32 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r40 += A[(6 * c3 + 2)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r48 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r56 += A[(6 * c3 + 3)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r64 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r72 += A[(6 * c3 + 4)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                            r80 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4]);
                            r88 += A[(6 * c3 + 5)][c5] * (*(const hedra_f64x8 *)&B[c5][16 * c4 + 8]);
                          }
                          *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4] = r0;
                          *(hedra_f64x8 *)&acc_x[6 * c3][16 * c4 + 8] = r8;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4] = r16;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4] = r32;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4] = r48;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4] = r64;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4] = r80;
                          *(hedra_f64x8 *)&acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                        }
  #else
                        {
                          double r0 = acc_x[6 * c3][16 * c4];
                          double r1 = acc_x[6 * c3][16 * c4 + 1];
                          double r2 = acc_x[6 * c3][16 * c4 + 2];
                          double r3 = acc_x[6 * c3][16 * c4 + 3];
                          double r4 = acc_x[6 * c3][16 * c4 + 4];
                          double r5 = acc_x[6 * c3][16 * c4 + 5];
                          double r6 = acc_x[6 * c3][16 * c4 + 6];
                          double r7 = acc_x[6 * c3][16 * c4 + 7];
                          double r8 = acc_x[6 * c3][16 * c4 + 8];
                          double r9 = acc_x[6 * c3][16 * c4 + 9];
                          double r10 = acc_x[6 * c3][16 * c4 + 10];
                          double r11 = acc_x[6 * c3][16 * c4 + 11];
                          double r12 = acc_x[6 * c3][16 * c4 + 12];
                          double r13 = acc_x[6 * c3][16 * c4 + 13];
                          double r14 = acc_x[6 * c3][16 * c4 + 14];
                          double r15 = acc_x[6 * c3][16 * c4 + 15];
                          double r16 = acc_x[6 * c3 + 1][16 * c4];
                          double r17 = acc_x[6 * c3 + 1][16 * c4 + 1];
                          double r18 = acc_x[6 * c3 + 1][16 * c4 + 2];
                          double r19 = acc_x[6 * c3 + 1][16 * c4 + 3];
                          double r20 = acc_x[6 * c3 + 1][16 * c4 + 4];
                          double r21 = acc_x[6 * c3 + 1][16 * c4 + 5];
                          double r22 = acc_x[6 * c3 + 1][16 * c4 + 6];
                          double r23 = acc_x[6 * c3 + 1][16 * c4 + 7];
                          double r24 = acc_x[6 * c3 + 1][16 * c4 + 8];
                          double r25 = acc_x[6 * c3 + 1][16 * c4 + 9];
                          double r26 = acc_x[6 * c3 + 1][16 * c4 + 10];
                          double r27 = acc_x[6 * c3 + 1][16 * c4 + 11];
                          double r28 = acc_x[6 * c3 + 1][16 * c4 + 12];
                          double r29 = acc_x[6 * c3 + 1][16 * c4 + 13];
                          double r30 = acc_x[6 * c3 + 1][16 * c4 + 14];
                          double r31 = acc_x[6 * c3 + 1][16 * c4 + 15];
                          double r32 = acc_x[6 * c3 + 2][16 * c4];
                          double r33 = acc_x[6 * c3 + 2][16 * c4 + 1];
                          double r34 = acc_x[6 * c3 + 2][16 * c4 + 2];
                          double r35 = acc_x[6 * c3 + 2][16 * c4 + 3];
                          double r36 = acc_x[6 * c3 + 2][16 * c4 + 4];
                          double r37 = acc_x[6 * c3 + 2][16 * c4 + 5];
                          double r38 = acc_x[6 * c3 + 2][16 * c4 + 6];
                          double r39 = acc_x[6 * c3 + 2][16 * c4 + 7];
                          double r40 = acc_x[6 * c3 + 2][16 * c4 + 8];
                          double r41 = acc_x[6 * c3 + 2][16 * c4 + 9];
                          double r42 = acc_x[6 * c3 + 2][16 * c4 + 10];
                          double r43 = acc_x[6 * c3 + 2][16 * c4 + 11];
                          double r44 = acc_x[6 * c3 + 2][16 * c4 + 12];
                          double r45 = acc_x[6 * c3 + 2][16 * c4 + 13];
                          double r46 = acc_x[6 * c3 + 2][16 * c4 + 14];
                          double r47 = acc_x[6 * c3 + 2][16 * c4 + 15];
                          double r48 = acc_x[6 * c3 + 3][16 * c4];
                          double r49 = acc_x[6 * c3 + 3][16 * c4 + 1];
                          double r50 = acc_x[6 * c3 + 3][16 * c4 + 2];
                          double r51 = acc_x[6 * c3 + 3][16 * c4 + 3];
                          double r52 = acc_x[6 * c3 + 3][16 * c4 + 4];
                          double r53 = acc_x[6 * c3 + 3][16 * c4 + 5];
                          double r54 = acc_x[6 * c3 + 3][16 * c4 + 6];
                          double r55 = acc_x[6 * c3 + 3][16 * c4 + 7];
                          double r56 = acc_x[6 * c3 + 3][16 * c4 + 8];
                          double r57 = acc_x[6 * c3 + 3][16 * c4 + 9];
                          double r58 = acc_x[6 * c3 + 3][16 * c4 + 10];
                          double r59 = acc_x[6 * c3 + 3][16 * c4 + 11];
                          double r60 = acc_x[6 * c3 + 3][16 * c4 + 12];
                          double r61 = acc_x[6 * c3 + 3][16 * c4 + 13];
                          double r62 = acc_x[6 * c3 + 3][16 * c4 + 14];
                          double r63 = acc_x[6 * c3 + 3][16 * c4 + 15];
                          double r64 = acc_x[6 * c3 + 4][16 * c4];
                          double r65 = acc_x[6 * c3 + 4][16 * c4 + 1];
                          double r66 = acc_x[6 * c3 + 4][16 * c4 + 2];
                          double r67 = acc_x[6 * c3 + 4][16 * c4 + 3];
                          double r68 = acc_x[6 * c3 + 4][16 * c4 + 4];
                          double r69 = acc_x[6 * c3 + 4][16 * c4 + 5];
                          double r70 = acc_x[6 * c3 + 4][16 * c4 + 6];
                          double r71 = acc_x[6 * c3 + 4][16 * c4 + 7];
                          double r72 = acc_x[6 * c3 + 4][16 * c4 + 8];
                          double r73 = acc_x[6 * c3 + 4][16 * c4 + 9];
                          double r74 = acc_x[6 * c3 + 4][16 * c4 + 10];
                          double r75 = acc_x[6 * c3 + 4][16 * c4 + 11];
                          double r76 = acc_x[6 * c3 + 4][16 * c4 + 12];
                          double r77 = acc_x[6 * c3 + 4][16 * c4 + 13];
                          double r78 = acc_x[6 * c3 + 4][16 * c4 + 14];
                          double r79 = acc_x[6 * c3 + 4][16 * c4 + 15];
                          double r80 = acc_x[6 * c3 + 5][16 * c4];
                          double r81 = acc_x[6 * c3 + 5][16 * c4 + 1];
                          double r82 = acc_x[6 * c3 + 5][16 * c4 + 2];
                          double r83 = acc_x[6 * c3 + 5][16 * c4 + 3];
                          double r84 = acc_x[6 * c3 + 5][16 * c4 + 4];
                          double r85 = acc_x[6 * c3 + 5][16 * c4 + 5];
                          double r86 = acc_x[6 * c3 + 5][16 * c4 + 6];
                          double r87 = acc_x[6 * c3 + 5][16 * c4 + 7];
                          double r88 = acc_x[6 * c3 + 5][16 * c4 + 8];
                          double r89 = acc_x[6 * c3 + 5][16 * c4 + 9];
                          double r90 = acc_x[6 * c3 + 5][16 * c4 + 10];
                          double r91 = acc_x[6 * c3 + 5][16 * c4 + 11];
                          double r92 = acc_x[6 * c3 + 5][16 * c4 + 12];
                          double r93 = acc_x[6 * c3 + 5][16 * c4 + 13];
                          double r94 = acc_x[6 * c3 + 5][16 * c4 + 14];
                          double r95 = acc_x[6 * c3 + 5][16 * c4 + 15];
                          for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
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
                          acc_x[6 * c3][16 * c4] = r0;
                          acc_x[6 * c3][16 * c4 + 1] = r1;
                          acc_x[6 * c3][16 * c4 + 2] = r2;
                          acc_x[6 * c3][16 * c4 + 3] = r3;
                          acc_x[6 * c3][16 * c4 + 4] = r4;
                          acc_x[6 * c3][16 * c4 + 5] = r5;
                          acc_x[6 * c3][16 * c4 + 6] = r6;
                          acc_x[6 * c3][16 * c4 + 7] = r7;
                          acc_x[6 * c3][16 * c4 + 8] = r8;
                          acc_x[6 * c3][16 * c4 + 9] = r9;
                          acc_x[6 * c3][16 * c4 + 10] = r10;
                          acc_x[6 * c3][16 * c4 + 11] = r11;
                          acc_x[6 * c3][16 * c4 + 12] = r12;
                          acc_x[6 * c3][16 * c4 + 13] = r13;
                          acc_x[6 * c3][16 * c4 + 14] = r14;
                          acc_x[6 * c3][16 * c4 + 15] = r15;
                          acc_x[6 * c3 + 1][16 * c4] = r16;
                          acc_x[6 * c3 + 1][16 * c4 + 1] = r17;
                          acc_x[6 * c3 + 1][16 * c4 + 2] = r18;
                          acc_x[6 * c3 + 1][16 * c4 + 3] = r19;
                          acc_x[6 * c3 + 1][16 * c4 + 4] = r20;
                          acc_x[6 * c3 + 1][16 * c4 + 5] = r21;
                          acc_x[6 * c3 + 1][16 * c4 + 6] = r22;
                          acc_x[6 * c3 + 1][16 * c4 + 7] = r23;
                          acc_x[6 * c3 + 1][16 * c4 + 8] = r24;
                          acc_x[6 * c3 + 1][16 * c4 + 9] = r25;
                          acc_x[6 * c3 + 1][16 * c4 + 10] = r26;
                          acc_x[6 * c3 + 1][16 * c4 + 11] = r27;
                          acc_x[6 * c3 + 1][16 * c4 + 12] = r28;
                          acc_x[6 * c3 + 1][16 * c4 + 13] = r29;
                          acc_x[6 * c3 + 1][16 * c4 + 14] = r30;
                          acc_x[6 * c3 + 1][16 * c4 + 15] = r31;
                          acc_x[6 * c3 + 2][16 * c4] = r32;
                          acc_x[6 * c3 + 2][16 * c4 + 1] = r33;
                          acc_x[6 * c3 + 2][16 * c4 + 2] = r34;
                          acc_x[6 * c3 + 2][16 * c4 + 3] = r35;
                          acc_x[6 * c3 + 2][16 * c4 + 4] = r36;
                          acc_x[6 * c3 + 2][16 * c4 + 5] = r37;
                          acc_x[6 * c3 + 2][16 * c4 + 6] = r38;
                          acc_x[6 * c3 + 2][16 * c4 + 7] = r39;
                          acc_x[6 * c3 + 2][16 * c4 + 8] = r40;
                          acc_x[6 * c3 + 2][16 * c4 + 9] = r41;
                          acc_x[6 * c3 + 2][16 * c4 + 10] = r42;
                          acc_x[6 * c3 + 2][16 * c4 + 11] = r43;
                          acc_x[6 * c3 + 2][16 * c4 + 12] = r44;
                          acc_x[6 * c3 + 2][16 * c4 + 13] = r45;
                          acc_x[6 * c3 + 2][16 * c4 + 14] = r46;
                          acc_x[6 * c3 + 2][16 * c4 + 15] = r47;
                          acc_x[6 * c3 + 3][16 * c4] = r48;
                          acc_x[6 * c3 + 3][16 * c4 + 1] = r49;
                          acc_x[6 * c3 + 3][16 * c4 + 2] = r50;
                          acc_x[6 * c3 + 3][16 * c4 + 3] = r51;
                          acc_x[6 * c3 + 3][16 * c4 + 4] = r52;
                          acc_x[6 * c3 + 3][16 * c4 + 5] = r53;
                          acc_x[6 * c3 + 3][16 * c4 + 6] = r54;
                          acc_x[6 * c3 + 3][16 * c4 + 7] = r55;
                          acc_x[6 * c3 + 3][16 * c4 + 8] = r56;
                          acc_x[6 * c3 + 3][16 * c4 + 9] = r57;
                          acc_x[6 * c3 + 3][16 * c4 + 10] = r58;
                          acc_x[6 * c3 + 3][16 * c4 + 11] = r59;
                          acc_x[6 * c3 + 3][16 * c4 + 12] = r60;
                          acc_x[6 * c3 + 3][16 * c4 + 13] = r61;
                          acc_x[6 * c3 + 3][16 * c4 + 14] = r62;
                          acc_x[6 * c3 + 3][16 * c4 + 15] = r63;
                          acc_x[6 * c3 + 4][16 * c4] = r64;
                          acc_x[6 * c3 + 4][16 * c4 + 1] = r65;
                          acc_x[6 * c3 + 4][16 * c4 + 2] = r66;
                          acc_x[6 * c3 + 4][16 * c4 + 3] = r67;
                          acc_x[6 * c3 + 4][16 * c4 + 4] = r68;
                          acc_x[6 * c3 + 4][16 * c4 + 5] = r69;
                          acc_x[6 * c3 + 4][16 * c4 + 6] = r70;
                          acc_x[6 * c3 + 4][16 * c4 + 7] = r71;
                          acc_x[6 * c3 + 4][16 * c4 + 8] = r72;
                          acc_x[6 * c3 + 4][16 * c4 + 9] = r73;
                          acc_x[6 * c3 + 4][16 * c4 + 10] = r74;
                          acc_x[6 * c3 + 4][16 * c4 + 11] = r75;
                          acc_x[6 * c3 + 4][16 * c4 + 12] = r76;
                          acc_x[6 * c3 + 4][16 * c4 + 13] = r77;
                          acc_x[6 * c3 + 4][16 * c4 + 14] = r78;
                          acc_x[6 * c3 + 4][16 * c4 + 15] = r79;
                          acc_x[6 * c3 + 5][16 * c4] = r80;
                          acc_x[6 * c3 + 5][16 * c4 + 1] = r81;
                          acc_x[6 * c3 + 5][16 * c4 + 2] = r82;
                          acc_x[6 * c3 + 5][16 * c4 + 3] = r83;
                          acc_x[6 * c3 + 5][16 * c4 + 4] = r84;
                          acc_x[6 * c3 + 5][16 * c4 + 5] = r85;
                          acc_x[6 * c3 + 5][16 * c4 + 6] = r86;
                          acc_x[6 * c3 + 5][16 * c4 + 7] = r87;
                          acc_x[6 * c3 + 5][16 * c4 + 8] = r88;
                          acc_x[6 * c3 + 5][16 * c4 + 9] = r89;
                          acc_x[6 * c3 + 5][16 * c4 + 10] = r90;
                          acc_x[6 * c3 + 5][16 * c4 + 11] = r91;
                          acc_x[6 * c3 + 5][16 * c4 + 12] = r92;
                          acc_x[6 * c3 + 5][16 * c4 + 13] = r93;
                          acc_x[6 * c3 + 5][16 * c4 + 14] = r94;
                          acc_x[6 * c3 + 5][16 * c4 + 15] = r95;
                        }
  #endif
                    if (16 * c4 >= n - 15)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3)][c7] += A[(6 * c3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 1)][c7] += A[(6 * c3 + 1)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 2)][c7] += A[(6 * c3 + 2)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 3)][c7] += A[(6 * c3 + 3)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 4)][c7] += A[(6 * c3 + 4)][c5] * B[c5][c7];
                        #pragma omp simd
                        for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                          acc_x[(6 * c3 + 5)][c7] += A[(6 * c3 + 5)][c5] * B[c5][c7];
                      }
                  }
                if (6 * c3 >= n - 5)
                  for (c4 = 32 * c1; c4 <= min(32 * c1 + 31, floord(n - 1, 16)); c4++) {
                    if (n >= 16 * c4 + 16)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++)
                        #pragma omp simd
                        for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++) {
                          acc_x[c6][(16 * c4)] += A[c6][c5] * B[c5][(16 * c4)];
                          acc_x[c6][(16 * c4 + 1)] += A[c6][c5] * B[c5][(16 * c4 + 1)];
                          acc_x[c6][(16 * c4 + 2)] += A[c6][c5] * B[c5][(16 * c4 + 2)];
                          acc_x[c6][(16 * c4 + 3)] += A[c6][c5] * B[c5][(16 * c4 + 3)];
                          acc_x[c6][(16 * c4 + 4)] += A[c6][c5] * B[c5][(16 * c4 + 4)];
                          acc_x[c6][(16 * c4 + 5)] += A[c6][c5] * B[c5][(16 * c4 + 5)];
                          acc_x[c6][(16 * c4 + 6)] += A[c6][c5] * B[c5][(16 * c4 + 6)];
                          acc_x[c6][(16 * c4 + 7)] += A[c6][c5] * B[c5][(16 * c4 + 7)];
                          acc_x[c6][(16 * c4 + 8)] += A[c6][c5] * B[c5][(16 * c4 + 8)];
                          acc_x[c6][(16 * c4 + 9)] += A[c6][c5] * B[c5][(16 * c4 + 9)];
                          acc_x[c6][(16 * c4 + 10)] += A[c6][c5] * B[c5][(16 * c4 + 10)];
                          acc_x[c6][(16 * c4 + 11)] += A[c6][c5] * B[c5][(16 * c4 + 11)];
                          acc_x[c6][(16 * c4 + 12)] += A[c6][c5] * B[c5][(16 * c4 + 12)];
                          acc_x[c6][(16 * c4 + 13)] += A[c6][c5] * B[c5][(16 * c4 + 13)];
                          acc_x[c6][(16 * c4 + 14)] += A[c6][c5] * B[c5][(16 * c4 + 14)];
                          acc_x[c6][(16 * c4 + 15)] += A[c6][c5] * B[c5][(16 * c4 + 15)];
                        }
                    if (16 * c4 >= n - 15)
                      for (c5 = 256 * c2; c5 <= min(m - 1, 256 * c2 + 255); c5++) {
                        if (n > 63) {
                          #pragma omp parallel for private(c7)
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                        } else {
                          for (c6 = 6 * c3; c6 <= min(n - 1, 6 * c3 + 5); c6++)
                            #pragma omp simd
                            for (c7 = 16 * c4; c7 <= min(16 * c4 + 15, n - 1); c7++)
                              acc_x[c6][c7] += A[c6][c5] * B[c5][c7];
                        }
                      }
                  }
              }
        if (n > 63) {
          #pragma omp parallel for private(c1)
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        } else {
          for (c0 = 0; c0 <= n - 1; c0++)
            #pragma omp simd
            for (c1 = 0; c1 <= n - 1; c1++)
              C[c0][c1] = acc_x[c0][c1];
        }
      } else
        {
      #ifdef _OPENMP
          extern int omp_get_max_threads(void);
          const long long hedra_threads = omp_get_max_threads();
      #else
          const long long hedra_threads = 1;
      #endif
          if (((n - 1) - (0) + 1 < hedra_threads))
          { /* version 1 of 2: loop c0 stays sequential */
            {
              int c0, c1, c2;
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
          else { /* version 0 of 2: the decisions as taken */
            {
              int c0, c1, c2;
              #pragma omp parallel for private(c1, c2, acc)
              for (c0 = 0; c0 <= n - 1; c0++)
                for (c1 = 0; c1 <= n - 1; c1++) {
                  acc = 0.0;
                  for (c2 = 0; c2 <= m - 1; c2++)
                    acc += A[c0][c2] * B[c2][c1];
                  C[c0][c1] = acc;
                }
            }
          }
        }
      __builtin_free(acc_x);
    }
}
/* hedra opt: generated from the #pragma scop region at line 11 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * ((double)max((n - 1) - (0) + 1, 0) * (1.0 + (double)max((m - 1) - (0) + 1, 0)))) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        int c0, c1, c2;
        (void)i;
        (void)j;
        (void)k;
        for (c0 = 0; c0 <= n - 1; c0++)
          for (c1 = 0; c1 <= n - 1; c1++) {
            acc = 0.0;
            for (c2 = 0; c2 <= m - 1; c2++)
              acc += A[c0][c2] * B[c2][c1];
            C[c0][c1] = acc;
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
        if (((n - 1) - (0) + 1 < hedra_threads))
        { /* version 1 of 7: loop c0 stays sequential */
          { (void)i; (void)j; (void)k; hedra_version_1(n, m, A, B, C, hedra_threads, &acc); }
        }
        else if (((floord(n - 1, 96)) - (0) + 1 < hedra_threads))
        {
        if (((min(16 * floord(n - 1, 96) + 15, floord(n - 1, 6))) - (0) + 1 < hedra_threads))
        { /* version 4 of 7: loop c3 stays sequential */
          { (void)i; (void)j; (void)k; hedra_version_4(n, m, A, B, C, hedra_threads, &acc); }
        }
        else { /* version 2 of 7: loop c0 stays sequential */
          { (void)i; (void)j; (void)k; hedra_version_2(n, m, A, B, C, hedra_threads, &acc); }
        }
        }
        else { /* version 0 of 7: the decisions as taken */
          { (void)i; (void)j; (void)k; hedra_version_0(n, m, A, B, C, hedra_threads, &acc); }
        }
      }
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}
