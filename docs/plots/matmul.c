/* A matrix product: its tiles over the (i, j) plane, each drawn once for all the k tiles
 * that share it (hedra plot matmul.c --stmt S0 --params N=12 --tiles). */
void product(int N, double A[N][N], double B[N][N], double C[N][N])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}
