// test scop
// input: ../../kernels/mm_chain2/mm_chain2.c
// expected:
context := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { : };
domain := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1; S1[i, j, k] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1 and k >= 0 and k <= _PB_NK - 1; S2[i, j] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NL - 1; S3[i, j, k] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NL - 1 and k >= 0 and k <= _PB_NJ - 1 };
reads := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S1[i, j, k] -> T[i, j]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> B[k, j]; S2[i, j] -> beta[]; S2[i, j] -> D[i, j]; S3[i, j, k] -> D[i, j]; S3[i, j, k] -> alpha[]; S3[i, j, k] -> T[i, k]; S3[i, j, k] -> C[k, j] };
writes := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] -> T[i, j]; S1[i, j, k] -> T[i, j]; S2[i, j] -> D[i, j]; S3[i, j, k] -> D[i, j] };
schedule := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, i, 0, j, 1, k, 0]; S2[i, j] -> [1, i, 0, j, 0, 0, 0]; S3[i, j, k] -> [1, i, 0, j, 1, k, 0] };
