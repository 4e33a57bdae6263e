/*
 * fdtd_2d, statements placed differently: one i loop per time step does the source, ex and ey
 * of row i (row 0 peeled, ey[i][0] peeled so ex and ey share the j loop) and then hz of row
 * i - 1, whose inputs (ex rows i-1, ey rows i-1 and i) are new by then and whose old values
 * were last read by row i's ey. Products are commuted and x = x - y is written x -= y; the
 * same operations run on the same values, so every field is bit-for-bit the same.
 */
static void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY],
                           DATA_TYPE hz[NX][NY], DATA_TYPE pulse[TMAX])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TMAX; ++t) {
    ex[0][0] = pulse[t];
    for (j = 1; j < _PB_NY; ++j)
      ex[0][j] -= (hz[0][j] - hz[0][j - 1]) * SCALAR_VAL(0.5);
    for (i = 1; i < _PB_NX; ++i) {
      ex[i][0] = pulse[t];
      ey[i][0] -= (hz[i][0] - hz[i - 1][0]) * SCALAR_VAL(0.5);
      for (j = 1; j < _PB_NY; ++j) {
        ex[i][j] -= (hz[i][j] - hz[i][j - 1]) * SCALAR_VAL(0.5);
        ey[i][j] -= (hz[i][j] - hz[i - 1][j]) * SCALAR_VAL(0.5);
      }
      for (j = 0; j < _PB_NY - 1; ++j)
        hz[i - 1][j] -= (ex[i - 1][j + 1] - ex[i - 1][j] + ey[i][j] - ey[i - 1][j]) * SCALAR_VAL(0.6);
    }
  }
#pragma endscop
}
