// test scop
// input: ../../kernels/fdtd_2d/fdtd_2d.c
// expected:
context := [_PB_TMAX, _PB_NX, _PB_NY] -> { : };
domain := [_PB_TMAX, _PB_NX, _PB_NY] -> { S0[t, i] : t >= 0 and t <= _PB_TMAX - 1 and i >= 0 and i <= _PB_NX - 1; S1[t, i, j] : t >= 0 and t <= _PB_TMAX - 1 and i >= 1 and i <= _PB_NX - 1 and j >= 0 and j <= _PB_NY - 1; S2[t, i, j] : t >= 0 and t <= _PB_TMAX - 1 and i >= 0 and i <= _PB_NX - 1 and j >= 1 and j <= _PB_NY - 1; S3[t, i, j] : t >= 0 and t <= _PB_TMAX - 1 and i >= 0 and i <= _PB_NX - 2 and j >= 0 and j <= _PB_NY - 2 };
reads := [_PB_TMAX, _PB_NX, _PB_NY] -> { S0[t, i] -> pulse[t]; S1[t, i, j] -> ey[i, j]; S1[t, i, j] -> hz[i, j]; S1[t, i, j] -> hz[i - 1, j]; S2[t, i, j] -> ex[i, j]; S2[t, i, j] -> hz[i, j]; S2[t, i, j] -> hz[i, j - 1]; S3[t, i, j] -> hz[i, j]; S3[t, i, j] -> ex[i, j + 1]; S3[t, i, j] -> ex[i, j]; S3[t, i, j] -> ey[i + 1, j]; S3[t, i, j] -> ey[i, j] };
writes := [_PB_TMAX, _PB_NX, _PB_NY] -> { S0[t, i] -> ex[i, 0]; S1[t, i, j] -> ey[i, j]; S2[t, i, j] -> ex[i, j]; S3[t, i, j] -> hz[i, j] };
schedule := [_PB_TMAX, _PB_NX, _PB_NY] -> { S0[t, i] -> [0, t, 0, i, 0, 0, 0]; S1[t, i, j] -> [0, t, 1, i, 0, j, 0]; S2[t, i, j] -> [0, t, 2, i, 0, j, 0]; S3[t, i, j] -> [0, t, 3, i, 0, j, 0] };
