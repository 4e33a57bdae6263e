// test scop
// input: ../../kernels/box_filter/box_filter.c
// expected:
context := [_PB_H, WIN, _PB_W] -> { : };
domain := [_PB_H, WIN, _PB_W] -> { S0[i] : i >= 0 and i <= _PB_H - 1; S1[i, j] : i >= 0 and i <= _PB_H - 1 and j >= 0 and j <= WIN - 1; S2[i] : i >= 0 and i <= _PB_H - 1; S3[i, j] : i >= 0 and i <= _PB_H - 1 and j >= 1 and j <= -WIN + _PB_W; S4[i, j] : i >= 0 and i <= _PB_H - 1 and j >= 1 and j <= -WIN + _PB_W };
reads := [_PB_H, WIN, _PB_W] -> { S1[i, j] -> acc[]; S1[i, j] -> img[i, j]; S2[i] -> acc[]; S2[i] -> scale[]; S3[i, j] -> acc[]; S3[i, j] -> img[i, j + WIN - 1]; S3[i, j] -> img[i, j - 1]; S4[i, j] -> acc[]; S4[i, j] -> scale[] };
writes := [_PB_H, WIN, _PB_W] -> { S0[i] -> acc[]; S1[i, j] -> acc[]; S2[i] -> out[i, 0]; S3[i, j] -> acc[]; S4[i, j] -> out[i, j] };
schedule := [_PB_H, WIN, _PB_W] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i] -> [0, i, 2, 0, 0]; S3[i, j] -> [0, i, 3, j, 0]; S4[i, j] -> [0, i, 3, j, 1] };
