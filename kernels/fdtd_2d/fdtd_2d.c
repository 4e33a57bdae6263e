/*
 * fdtd_2d: the finite-difference time-domain method (Yee's staggered grid) for a 2-D
 * transverse-electric wave, fields ex, ey (electric) and hz (magnetic) on an NX x NY grid.
 * Per time step:
 *   ex[i][0] = pulse[t]                                           (a line source on the left edge)
 *   ey[i][j] -= ce * (hz[i][j] - hz[i-1][j])                      for i >= 1
 *   ex[i][j] -= ce * (hz[i][j] - hz[i][j-1])                      for j >= 1
 *   hz[i][j] -= ch * (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j])   for i < NX-1, j < NY-1
 * with ce = 0.5 and ch = 0.6 (inside the 2-D Courant limit).
 */
#include "kernel.h"

#ifndef NX
#if defined(MINI_DATASET)
#define TMAX 10
#define NX 20
#define NY 24
#elif defined(SMALL_DATASET)
#define TMAX 40
#define NX 180
#define NY 200
#elif defined(LARGE_DATASET)
#define TMAX 150
#define NX 2000
#define NY 2200
#endif
#endif

#define _PB_TMAX LOOP_BOUND(TMAX, tmax)
#define _PB_NX LOOP_BOUND(NX, nx)
#define _PB_NY LOOP_BOUND(NY, ny)

static void init_data(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY],
                      DATA_TYPE hz[NX][NY], DATA_TYPE pulse[TMAX])
{
  int i, j, t;

  for (t = 0; t < tmax; t++) {
    DATA_TYPE s = ((DATA_TYPE)t - SCALAR_VAL(12.0)) / SCALAR_VAL(4.0);
    pulse[t] = EXP_FUN(-s * s);
  }
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = (DATA_TYPE)((i * (j + 1)) % 9) / 90;
      ey[i][j] = (DATA_TYPE)((i + 2 * j) % 7) / 70;
      hz[i][j] = (DATA_TYPE)((3 * i + j + 1) % 11) / 110;
    }
}

static void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY],
                           DATA_TYPE hz[NX][NY], DATA_TYPE pulse[TMAX])
{
  int t, i, j;

#pragma scop
  for (t = 0; t < _PB_TMAX; t++) {
    for (i = 0; i < _PB_NX; i++)
      ex[i][0] = pulse[t];
    for (i = 1; i < _PB_NX; i++)
      for (j = 0; j < _PB_NY; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < _PB_NX; i++)
      for (j = 1; j < _PB_NY; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < _PB_NX - 1; i++)
      for (j = 0; j < _PB_NY - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.6) * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE(*ex)[NY] = hk_alloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE(*ey)[NY] = hk_alloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE(*hz)[NY] = hk_alloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE *pulse = hk_alloc(sizeof(DATA_TYPE[TMAX]));
  hk_timer timer;
  hk_checksum sum;

  HK_TIMED(&timer, init_data(TMAX, NX, NY, ex, ey, hz, pulse),
           kernel_fdtd_2d(TMAX, NX, NY, ex, ey, hz, pulse));

  hk_checksum_init(&sum);
  hk_dump_begin();
  hk_output(&sum, "ex", &ex[0][0], (long)NX * NY);
  hk_output(&sum, "ey", &ey[0][0], (long)NX * NY);
  hk_output(&sum, "hz", &hz[0][0], (long)NX * NY);
  hk_dump_end();
  hk_timer_print(&timer);
  hk_checksum_print(&sum);

  free(ex);
  free(ey);
  free(hz);
  free(pulse);
  return 0;
}
