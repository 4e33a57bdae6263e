// test scop
// input: ../../kernels/normal_matvec/normal_matvec.c
// expected:
context := [_PB_M, _PB_N] -> { : };
domain := [_PB_M, _PB_N] -> { S0[i] : i >= 0 and i <= _PB_M - 1; S1[i, j] : i >= 0 and i <= _PB_M - 1 and j >= 0 and j <= _PB_N - 1; S2[j] : j >= 0 and j <= _PB_N - 1; S3[j, i] : j >= 0 and j <= _PB_N - 1 and i >= 0 and i <= _PB_M - 1 };
reads := [_PB_M, _PB_N] -> { S1[i, j] -> t[i]; S1[i, j] -> A[i, j]; S1[i, j] -> x[j]; S3[j, i] -> y[j]; S3[j, i] -> A[i, j]; S3[j, i] -> t[i] };
writes := [_PB_M, _PB_N] -> { S0[i] -> t[i]; S1[i, j] -> t[i]; S2[j] -> y[j]; S3[j, i] -> y[j] };
schedule := [_PB_M, _PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[j] -> [1, j, 0, 0, 0]; S3[j, i] -> [1, j, 1, i, 0] };
