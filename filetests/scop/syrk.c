// test scop
// input: ../../kernels/syrk/syrk.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i; S1[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i and k >= 0 and k <= _PB_M - 1 };
reads := [_PB_N, _PB_M] -> { S0[i, j] -> beta[]; S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j]; S1[i, j, k] -> alpha[]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> A[j, k] };
writes := [_PB_N, _PB_M] -> { S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, i, 0, j, 1, k, 0] };
