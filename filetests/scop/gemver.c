// test scop
// input: ../../kernels/gemver/gemver.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1; S2[i] : i >= 0 and i <= _PB_N - 1; S3[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1 };
reads := [_PB_N] -> { S0[i, j] -> A[i, j]; S0[i, j] -> u1[i]; S0[i, j] -> v1[j]; S0[i, j] -> u2[i]; S0[i, j] -> v2[j]; S1[i, j] -> x[i]; S1[i, j] -> beta[]; S1[i, j] -> A[j, i]; S1[i, j] -> y[j]; S2[i] -> x[i]; S2[i] -> z[i]; S3[i, j] -> w[i]; S3[i, j] -> alpha[]; S3[i, j] -> A[i, j]; S3[i, j] -> x[j] };
writes := [_PB_N] -> { S0[i, j] -> A[i, j]; S1[i, j] -> x[i]; S2[i] -> x[i]; S3[i, j] -> w[i] };
schedule := [_PB_N] -> { S0[i, j] -> [0, i, 0, j, 0]; S1[i, j] -> [1, i, 0, j, 0]; S2[i] -> [2, i, 0, 0, 0]; S3[i, j] -> [3, i, 0, j, 0] };
