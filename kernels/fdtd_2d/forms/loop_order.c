/*
 * fdtd_2d, another loop order: the three field updates of a time step run column-major
 * (j-outer, i-inner) instead of row-major. Within each of these nests no point reads a value
 * that the same nest writes (ey and ex read only hz, hz reads only ex and ey), so any order of
 * its points gives the same values; the time loop and the order of the nests are unchanged.
 */
static void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY],
                           DATA_TYPE hz[NX][NY], DATA_TYPE pulse[TMAX])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TMAX; t++) {
    for (i = 0; i < _PB_NX; i++)
      ex[i][0] = pulse[t];
    for (j = 0; j < _PB_NY; j++)
      for (i = 1; i < _PB_NX; i++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (j = 1; j < _PB_NY; j++)
      for (i = 0; i < _PB_NX; i++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (j = 0; j < _PB_NY - 1; j++)
      for (i = 0; i < _PB_NX - 1; i++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.6) * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}
