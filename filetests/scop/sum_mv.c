// test scop
// input: ../../kernels/sum_mv/sum_mv.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1; S2[i] : i >= 0 and i <= _PB_N - 1; S3[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1; S4[i] : i >= 0 and i <= _PB_N - 1 };
reads := [_PB_N] -> { S1[i, j] -> u[i]; S1[i, j] -> A[i, j]; S1[i, j] -> x[j]; S3[i, j] -> v[i]; S3[i, j] -> B[i, j]; S3[i, j] -> x[j]; S4[i] -> alpha[]; S4[i] -> u[i]; S4[i] -> beta[]; S4[i] -> v[i] };
writes := [_PB_N] -> { S0[i] -> u[i]; S1[i, j] -> u[i]; S2[i] -> v[i]; S3[i, j] -> v[i]; S4[i] -> y[i] };
schedule := [_PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i] -> [1, i, 0, 0, 0]; S3[i, j] -> [1, i, 1, j, 0]; S4[i] -> [2, i, 0, 0, 0] };
