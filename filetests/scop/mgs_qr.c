// test scop
// input: ../../kernels/mgs_qr/mgs_qr.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[k] : k >= 0 and k <= _PB_N - 1; S1[k, i] : k >= 0 and k <= _PB_N - 1 and i >= 0 and i <= _PB_M - 1; S2[k] : k >= 0 and k <= _PB_N - 1; S3[k, i] : k >= 0 and k <= _PB_N - 1 and i >= 0 and i <= _PB_M - 1; S4[k, j] : k >= 0 and k <= _PB_N - 1 and j >= k + 1 and j <= _PB_N - 1; S5[k, j, i] : k >= 0 and k <= _PB_N - 1 and j >= k + 1 and j <= _PB_N - 1 and i >= 0 and i <= _PB_M - 1; S6[k, j, i] : k >= 0 and k <= _PB_N - 1 and j >= k + 1 and j <= _PB_N - 1 and i >= 0 and i <= _PB_M - 1 };
reads := [_PB_N, _PB_M] -> { S1[k, i] -> norm2[]; S1[k, i] -> A[i, k]; S2[k] -> norm2[]; S3[k, i] -> A[i, k]; S3[k, i] -> R[k, k]; S5[k, j, i] -> R[k, j]; S5[k, j, i] -> Q[i, k]; S5[k, j, i] -> A[i, j]; S6[k, j, i] -> A[i, j]; S6[k, j, i] -> Q[i, k]; S6[k, j, i] -> R[k, j] };
writes := [_PB_N, _PB_M] -> { S0[k] -> norm2[]; S1[k, i] -> norm2[]; S2[k] -> R[k, k]; S3[k, i] -> Q[i, k]; S4[k, j] -> R[k, j]; S5[k, j, i] -> R[k, j]; S6[k, j, i] -> A[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[k] -> [0, k, 0, 0, 0, 0, 0]; S1[k, i] -> [0, k, 1, i, 0, 0, 0]; S2[k] -> [0, k, 2, 0, 0, 0, 0]; S3[k, i] -> [0, k, 3, i, 0, 0, 0]; S4[k, j] -> [0, k, 4, j, 0, 0, 0]; S5[k, j, i] -> [0, k, 4, j, 1, i, 0]; S6[k, j, i] -> [0, k, 4, j, 2, i, 0] };
