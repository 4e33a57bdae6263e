// test scop
// input: ../../kernels/dual_mv/dual_mv.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1; S2[i] : i >= 0 and i <= _PB_N - 1; S3[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1 };
reads := [_PB_N] -> { S0[i] -> x1[i]; S1[i, j] -> run[]; S1[i, j] -> A[i, j]; S1[i, j] -> y1[j]; S2[i] -> run[]; S3[i, j] -> x2[i]; S3[i, j] -> A[j, i]; S3[i, j] -> y2[j] };
writes := [_PB_N] -> { S0[i] -> run[]; S1[i, j] -> run[]; S2[i] -> x1[i]; S3[i, j] -> x2[i] };
schedule := [_PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[i, j] -> [0, i, 1, j, 0]; S2[i] -> [0, i, 2, 0, 0]; S3[i, j] -> [1, i, 0, j, 0] };
