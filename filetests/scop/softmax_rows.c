// test scop
// input: ../../kernels/softmax_rows/softmax_rows.c
// expected:
context := [_PB_R, _PB_C] -> { : };
domain := [_PB_R, _PB_C] -> { S0[i] : i >= 0 and i <= _PB_R - 1; S1[i, j] : i >= 0 and i <= _PB_R - 1 and j >= 1 and j <= _PB_C - 1; S2[i] : i >= 0 and i <= _PB_R - 1; S3[i, j] : i >= 0 and i <= _PB_R - 1 and j >= 0 and j <= _PB_C - 1; S4[i, j] : i >= 0 and i <= _PB_R - 1 and j >= 0 and j <= _PB_C - 1; S5[i, j] : i >= 0 and i <= _PB_R - 1 and j >= 0 and j <= _PB_C - 1; S6[i, j] : i >= 0 and i <= _PB_R - 1 and j >= 0 and j <= _PB_C - 1; S7[i] : i >= 0 and i <= _PB_R - 1 };
reads := [_PB_R, _PB_C] -> { S0[i] -> x[i, 0]; S1[i, j] -> x[i, j]; S1[i, j] -> m[]; S3[i, j] -> x[i, j]; S3[i, j] -> m[]; S4[i, j] -> e[]; S5[i, j] -> s[]; S5[i, j] -> e[]; S6[i, j] -> y[i, j]; S6[i, j] -> s[]; S7[i] -> m[]; S7[i] -> s[] };
writes := [_PB_R, _PB_C] -> { S0[i] -> m[]; S1[i, j] -> m[]; S2[i] -> s[]; S3[i, j] -> e[]; S4[i, j] -> y[i, j]; S5[i, j] -> s[]; S6[i, j] -> y[i, j]; S7[i] -> lse[i] };
schedule := [_PB_R, _PB_C] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i] -> [0, i, 2, 0, 0]; S3[i, j] -> [0, i, 3, j, 0]; S4[i, j] -> [0, i, 3, j, 1]; S5[i, j] -> [0, i, 3, j, 2]; S6[i, j] -> [0, i, 4, j, 0]; S7[i] -> [0, i, 5, 0, 0] };
