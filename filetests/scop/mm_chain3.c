// test scop
// input: ../../kernels/mm_chain3/mm_chain3.c
// expected:
context := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL, _PB_NM] -> { : };
domain := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL, _PB_NM] -> { S0[i, j] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1; S1[i, j, k] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NJ - 1 and k >= 0 and k <= _PB_NK - 1; S2[i, j] : i >= 0 and i <= _PB_NJ - 1 and j >= 0 and j <= _PB_NL - 1; S3[i, j, k] : i >= 0 and i <= _PB_NJ - 1 and j >= 0 and j <= _PB_NL - 1 and k >= 0 and k <= _PB_NM - 1; S4[i, j] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NL - 1; S5[i, j, k] : i >= 0 and i <= _PB_NI - 1 and j >= 0 and j <= _PB_NL - 1 and k >= 0 and k <= _PB_NJ - 1 };
reads := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL, _PB_NM] -> { S1[i, j, k] -> E[i, j]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> B[k, j]; S3[i, j, k] -> F[i, j]; S3[i, j, k] -> C[i, k]; S3[i, j, k] -> D[k, j]; S5[i, j, k] -> G[i, j]; S5[i, j, k] -> E[i, k]; S5[i, j, k] -> F[k, j] };
writes := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL, _PB_NM] -> { S0[i, j] -> E[i, j]; S1[i, j, k] -> E[i, j]; S2[i, j] -> F[i, j]; S3[i, j, k] -> F[i, j]; S4[i, j] -> G[i, j]; S5[i, j, k] -> G[i, j] };
schedule := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL, _PB_NM] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, i, 0, j, 1, k, 0]; S2[i, j] -> [1, i, 0, j, 0, 0, 0]; S3[i, j, k] -> [1, i, 0, j, 1, k, 0]; S4[i, j] -> [2, i, 0, j, 0, 0, 0]; S5[i, j, k] -> [2, i, 0, j, 1, k, 0] };
