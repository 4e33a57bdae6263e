// test opt
// input: ../../kernels/floyd_warshall/floyd_warshall.c
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 44 */
  {
    if (((_PB_N <= 25)))
    { /* version 1 of 2: the original order, sequential, runs */
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
    }
    else { /* version 0 of 2: the decisions as taken */
      {
        int c0, c1, c2, c3, c4;
        (void)k;
        (void)i;
        (void)j;
        for (c0 = 0; c0 <= _PB_N - 1; c0++)
          for (c1 = 0; c1 <= floord(_PB_N - 1, 32); c1++)
            for (c2 = 0; c2 <= floord(_PB_N - 1, 32); c2++)
              for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, _PB_N - 1); c3++)
                for (c4 = 32 * c2; c4 <= min(32 * c2 + 31, _PB_N - 1); c4++)
                  D[c3][c4] = MIN_FUN(D[c3][c4], D[c3][c0] + D[c0][c4]);
      }
    }
  }
