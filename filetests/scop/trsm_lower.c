// test scop
// input: ../../kernels/trsm_lower/trsm_lower.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1 and k >= 0 and k <= i - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1 };
reads := [_PB_N, _PB_M] -> { S0[i, j, k] -> B[i, j]; S0[i, j, k] -> L[i, k]; S0[i, j, k] -> B[k, j]; S1[i, j] -> B[i, j]; S1[i, j] -> L[i, i] };
writes := [_PB_N, _PB_M] -> { S0[i, j, k] -> B[i, j]; S1[i, j] -> B[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[i, j, k] -> [0, i, 0, j, 0, k, 0]; S1[i, j] -> [0, i, 0, j, 1, 0, 0] };
