/* A triangular domain: each cell of the lower triangle depends on the cell above it and on
 * the one to its left (hedra plot triangular.c --stmt S0 --params N=8 --deps). */
void triangle(int N, double A[N][N])
{
  int i, j;
#pragma scop
  for (i = 1; i < N; i++)
    for (j = 1; j <= i; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
#pragma endscop
}
