// test opt
// input: ../../kernels/nussinov/nussinov.c
// options: --no-schedule --no-parallel
// expected:
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
/* hedra opt: generated from the #pragma scop region at line 45 */
  {
    int c0, c1, c2;
    (void)i;
    (void)j;
    (void)k;
    for (c0 = -_PB_N + 2; c0 <= 0; c0++) {
      for (c1 = -c0 + 1; c1 <= min(-c0 + 3, _PB_N - 1); c1++) {
        T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1 - 1], T[(-c0) + 1][c1]);
        for (c2 = -c0 + 1; c2 <= c1 - 1; c2++)
          T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0)][c2] + T[c2 + 1][c1]);
      }
      for (c1 = -c0 + 4; c1 <= _PB_N - 1; c1++) {
        T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1 - 1], T[(-c0) + 1][c1]);
        T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0) + 1][c1 - 1] + bond[(-c0)][c1]);
        for (c2 = -c0 + 1; c2 <= c1 - 1; c2++)
          T[(-c0)][c1] = MAX_FUN(T[(-c0)][c1], T[(-c0)][c2] + T[c2 + 1][c1]);
      }
    }
  }
