// test scop
// input: ../../kernels/symm/symm.c
// expected:
context := [_PB_M, _PB_N] -> { : };
domain := [_PB_M, _PB_N] -> { S0[i, j] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1; S1[i, j, k] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1 and k >= 0 and k <= i; S2[i, j, k] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1 and k >= i + 1 and k <= _PB_M - 1; S3[i, j] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1 };
reads := [_PB_M, _PB_N] -> { S1[i, j, k] -> acc[]; S1[i, j, k] -> S[i, k]; S1[i, j, k] -> B[k, j]; S2[i, j, k] -> acc[]; S2[i, j, k] -> S[k, i]; S2[i, j, k] -> B[k, j]; S3[i, j] -> beta[]; S3[i, j] -> C[i, j]; S3[i, j] -> alpha[]; S3[i, j] -> acc[] };
writes := [_PB_M, _PB_N] -> { S0[i, j] -> acc[]; S1[i, j, k] -> acc[]; S2[i, j, k] -> acc[]; S3[i, j] -> C[i, j] };
schedule := [_PB_M, _PB_N] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, i, 0, j, 1, k, 0]; S2[i, j, k] -> [0, i, 0, j, 2, k, 0]; S3[i, j] -> [0, i, 0, j, 3, 0, 0] };
