// test scop
// input: ../../kernels/bicg_mv/bicg_mv.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1; S2[j] : j >= 0 and j <= _PB_M - 1; S3[j, i] : j >= 0 and j <= _PB_M - 1 and i >= 0 and i <= _PB_N - 1 };
reads := [_PB_N, _PB_M] -> { S1[i, j] -> q[i]; S1[i, j] -> A[i, j]; S1[i, j] -> p[j]; S3[j, i] -> s[j]; S3[j, i] -> r[i]; S3[j, i] -> A[i, j] };
writes := [_PB_N, _PB_M] -> { S0[i] -> q[i]; S1[i, j] -> q[i]; S2[j] -> s[j]; S3[j, i] -> s[j] };
schedule := [_PB_N, _PB_M] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[j] -> [1, j, 0, 0, 0]; S3[j, i] -> [1, j, 1, i, 0] };
