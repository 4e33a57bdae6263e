// hedra opt kernels/floyd_warshall/floyd_warshall.c
/* hedra opt: generated from the #pragma scop region at line 44 */
  {
    int c0, c1, c2;
    (void)k;
    (void)i;
    (void)j;
    for (c0 = 0; c0 <= _PB_N - 1; c0++)
      for (c1 = 0; c1 <= _PB_N - 1; c1++)
        for (c2 = 0; c2 <= _PB_N - 1; c2++)
          D[c1][c2] = MIN_FUN(D[c1][c2], D[c1][c0] + D[c0][c2]);
  }
