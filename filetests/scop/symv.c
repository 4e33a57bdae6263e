// test scop
// input: ../../kernels/symv/symv.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i; S2[i, j] : i >= 0 and i <= _PB_N - 1 and j >= i + 1 and j <= _PB_N - 1; S3[i] : i >= 0 and i <= _PB_N - 1 };
reads := [_PB_N] -> { S1[i, j] -> t[i]; S1[i, j] -> S[i, j]; S1[i, j] -> x[j]; S2[i, j] -> t[i]; S2[i, j] -> S[j, i]; S2[i, j] -> x[j]; S3[i] -> alpha[]; S3[i] -> t[i]; S3[i] -> beta[]; S3[i] -> y[i] };
writes := [_PB_N] -> { S0[i] -> t[i]; S1[i, j] -> t[i]; S2[i, j] -> t[i]; S3[i] -> y[i] };
schedule := [_PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i, j] -> [0, i, 2, j, 0]; S3[i] -> [1, i, 0, 0, 0] };
