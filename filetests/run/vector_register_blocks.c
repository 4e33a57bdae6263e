// test run
// Register blocks written with GNU C vector types (hedra-codegen's `vector` module): a
// float product with a scalar factor and a float constant, a double product whose second
// operand is read along its rows (lanes not contiguous: scalar form), a 1-D filter whose
// input is read at shifted columns, a block that reads its own output one column over (the
// lanes would overlap: scalar form), a body with a call and one with a double constant in
// float arithmetic (scalar form), and an integer product. Sizes are not multiples of the
// block, so partial blocks run too. Every program prints what it computed.
#include <math.h>
#include <stdio.h>

#define NI 37
#define NJ 45
#define NK 29

static void sgemm(int ni, int nj, int nk, float alpha, float C[NI][NJ], float A[NI][NK],
                  float B[NK][NJ]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j] + 0.5f;
#pragma endscop
}

static void dgemm_nt(int ni, int nj, int nk, double C[NI][NJ], double A[NI][NK],
                     double B[NJ][NK]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] -= A[i][k] * B[j][k];
#pragma endscop
}

static void filter(int ni, int nj, int nk, double out[NI][NJ], double w[NK],
                   double in[NI][NJ + NK]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        out[i][j] += w[k] * in[i][j + k];
#pragma endscop
}

static void shifted(int ni, int nj, int nk, double D[NI][NJ + 1], double A[NI][NK]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        D[i][j] += A[i][k] * D[i][j + 1];
#pragma endscop
}

static void with_call(int ni, int nj, int nk, float C[NI][NJ], float A[NI][NK],
                      float B[NK][NJ]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += fmaxf(A[i][k], B[k][j]);
#pragma endscop
}

static void double_constant(int ni, int nj, int nk, float C[NI][NJ], float A[NI][NK],
                            float B[NK][NJ]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += 0.1 * A[i][k] * B[k][j];
#pragma endscop
}

static void igemm(int ni, int nj, int nk, int C[NI][NJ], int A[NI][NK], int B[NK][NJ]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}

static float fC[NI][NJ], fA[NI][NK], fB[NK][NJ];
static double dC[NI][NJ], dA[NI][NK], dBt[NJ][NK], dD[NI][NJ + 1], w[NK], in[NI][NJ + NK];
static int iC[NI][NJ], iA[NI][NK], iB[NK][NJ];

static void fill(void) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      fC[i][j] = (float)((i * 7 + j * 3) % 11) / 8;
      dC[i][j] = (double)((i + 2 * j) % 13) / 4;
      iC[i][j] = (i * j) % 5;
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j <= NJ; j++)
      dD[i][j] = (double)((i * 3 + j) % 7) / 16;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++) {
      fA[i][k] = (float)((i + k) % 9) / 4;
      dA[i][k] = (double)((i * 5 + k) % 7) / 2;
      iA[i][k] = (i + 3 * k) % 6 - 2;
    }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++) {
      fB[k][j] = (float)((k * 3 + j) % 5) / 2;
      dBt[j][k] = (double)((j + k * 2) % 9) / 8;
      iB[k][j] = (k + j) % 4 - 1;
    }
  for (int k = 0; k < NK; k++)
    w[k] = (double)(k % 5) / 4;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ + NK; j++)
      in[i][j] = (double)((i + j * 7) % 10) / 8;
}

int main(void) {
  double s;
  fill();
  sgemm(NI, NJ, NK, 1.5f, fC, fA, fB);
  s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += fC[i][j] * (i + 2 * j + 1);
  printf("sgemm %.6f\n", s);
  dgemm_nt(NI, NJ, NK, dC, dA, dBt);
  filter(NI, NJ, NK, dC, w, in);
  s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += dC[i][j] * (3 * i + j + 1);
  printf("dgemm_nt+filter %.6f\n", s);
  shifted(NI, NJ, NK, dD, dA);
  s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j <= NJ; j++)
      s += dD[i][j] * (i + j + 1);
  printf("shifted %.6e\n", s);
  with_call(NI, NJ, NK, fC, fA, fB);
  double_constant(NI, NJ, NK, fC, fA, fB);
  s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += fC[i][j] * (i + j + 1);
  printf("float %.6f\n", s);
  igemm(NI, NJ, NK, iC, iA, iB);
  long t = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      t += (long)iC[i][j] * (i + j + 1);
  printf("igemm %ld\n", t);
  return 0;
}
