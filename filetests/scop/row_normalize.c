// test scop
// input: ../../kernels/row_normalize/row_normalize.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1; S2[i] : i >= 0 and i <= _PB_N - 1; S3[i] : i >= 0 and i <= _PB_N - 1; S4[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1 };
reads := [_PB_N, _PB_M] -> { S1[i, j] -> norm[]; S1[i, j] -> A[i, j]; S2[i] -> norm[]; S3[i] -> inv[]; S4[i, j] -> A[i, j]; S4[i, j] -> inv[] };
writes := [_PB_N, _PB_M] -> { S0[i] -> norm[]; S1[i, j] -> norm[]; S2[i] -> inv[]; S3[i] -> r[i]; S4[i, j] -> Q[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i] -> [0, i, 2, 0, 0]; S3[i] -> [0, i, 3, 0, 0]; S4[i, j] -> [0, i, 4, j, 0] };
