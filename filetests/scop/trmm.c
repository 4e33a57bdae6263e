// test scop
// input: ../../kernels/trmm/trmm.c
// expected:
context := [_PB_M, _PB_N] -> { : };
domain := [_PB_M, _PB_N] -> { S0[i, j] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1; S1[i, j, k] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1 and k >= 0 and k <= i - 1; S2[i, j] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1 };
reads := [_PB_M, _PB_N] -> { S0[i, j] -> L[i, i]; S0[i, j] -> B[i, j]; S1[i, j, k] -> B[i, j]; S1[i, j, k] -> L[i, k]; S1[i, j, k] -> B[k, j]; S2[i, j] -> alpha[]; S2[i, j] -> B[i, j] };
writes := [_PB_M, _PB_N] -> { S0[i, j] -> B[i, j]; S1[i, j, k] -> B[i, j]; S2[i, j] -> B[i, j] };
schedule := [_PB_M, _PB_N] -> { S0[i, j] -> [0, -i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, -i, 0, j, 1, k, 0]; S2[i, j] -> [0, -i, 0, j, 2, 0, 0] };
