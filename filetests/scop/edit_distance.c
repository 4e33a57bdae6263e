// test scop
// input: ../../kernels/edit_distance/edit_distance.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i] : i >= 0 and i <= _PB_N; S1[j] : j >= 1 and j <= _PB_M; S2[i, j] : i >= 1 and i <= _PB_N and j >= 1 and j <= _PB_M; S3[i, j] : i >= 1 and i <= _PB_N and j >= 1 and j <= _PB_M; S4[i, j] : i >= 1 and i <= _PB_N and j >= 1 and j <= _PB_M; S5[i, j] : i >= 1 and i <= _PB_N and j >= 1 and j <= _PB_M; S6[i, j] : i >= 1 and i <= _PB_N and j >= 1 and j <= _PB_M };
reads := [_PB_N, _PB_M] -> { S2[i, j] -> D[i - 1, j - 1]; S2[i, j] -> a[i - 1]; S2[i, j] -> b[j - 1]; S3[i, j] -> D[i - 1, j]; S4[i, j] -> D[i, j - 1]; S5[i, j] -> sub[]; S5[i, j] -> del[]; S6[i, j] -> best[]; S6[i, j] -> ins[] };
writes := [_PB_N, _PB_M] -> { S0[i] -> D[i, 0]; S1[j] -> D[0, j]; S2[i, j] -> sub[]; S3[i, j] -> del[]; S4[i, j] -> ins[]; S5[i, j] -> best[]; S6[i, j] -> D[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[i] -> [0, i, 0, 0, 0]; S1[j] -> [1, j, 0, 0, 0]; S2[i, j] -> [2, i, 0, j, 0]; S3[i, j] -> [2, i, 0, j, 1]; S4[i, j] -> [2, i, 0, j, 2]; S5[i, j] -> [2, i, 0, j, 3]; S6[i, j] -> [2, i, 0, j, 4] };
