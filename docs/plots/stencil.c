/* A one-dimensional stencil iterated over time, in place: the scheduler skews it, tiles the
 * time-space plane and runs the tiles as a wavefront
 * (hedra plot stencil.c --stmt S0 --params T=12,N=16 --tiles --dims t,i). */
void smooth(int T, int N, double a[N])
{
  int t, i;
#pragma scop
  for (t = 0; t < T; t++)
    for (i = 1; i < N - 1; i++)
      a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
#pragma endscop
}
