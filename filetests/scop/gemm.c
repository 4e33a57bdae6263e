// test scop
// input: ../../kernels/gemm/gemm.c
// expected:
context := [_PB_NI, _PB_NJ, _PB_NK] -> { : };
domain := [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1; S1[i, j, k] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1 and k >= 0 and k <= _PB_NK - 1 };
reads := [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> beta[]; S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j]; S1[i, j, k] -> alpha[]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> B[k, j] };
writes := [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j] };
schedule := [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [1, i, 0, j, 0, k, 0] };
