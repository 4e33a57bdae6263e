// test scop
// input: ../../kernels/lu_solve/lu_solve.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i - 1 and k >= 0 and k <= j - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i - 1; S2[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= i and j <= _PB_N - 1 and k >= 0 and k <= i - 1; S3[i] : i >= 0 and i <= _PB_N - 1; S4[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i - 1; S5[i] : i >= 0 and i <= _PB_N - 1; S6[i, j] : i >= 0 and i <= _PB_N - 1 and j >= i + 1 and j <= _PB_N - 1; S7[i] : i >= 0 and i <= _PB_N - 1 };
reads := [_PB_N] -> { S0[i, j, k] -> A[i, j]; S0[i, j, k] -> A[i, k]; S0[i, j, k] -> A[k, j]; S1[i, j] -> A[i, j]; S1[i, j] -> A[j, j]; S2[i, j, k] -> A[i, j]; S2[i, j, k] -> A[i, k]; S2[i, j, k] -> A[k, j]; S3[i] -> b[i]; S4[i, j] -> y[i]; S4[i, j] -> A[i, j]; S4[i, j] -> y[j]; S5[i] -> y[i]; S6[i, j] -> x[i]; S6[i, j] -> A[i, j]; S6[i, j] -> x[j]; S7[i] -> x[i]; S7[i] -> A[i, i] };
writes := [_PB_N] -> { S0[i, j, k] -> A[i, j]; S1[i, j] -> A[i, j]; S2[i, j, k] -> A[i, j]; S3[i] -> y[i]; S4[i, j] -> y[i]; S5[i] -> x[i]; S6[i, j] -> x[i]; S7[i] -> x[i] };
schedule := [_PB_N] -> { S0[i, j, k] -> [0, i, 0, j, 0, k, 0]; S1[i, j] -> [0, i, 0, j, 1, 0, 0]; S2[i, j, k] -> [0, i, 1, j, 0, k, 0]; S3[i] -> [1, i, 0, 0, 0, 0, 0]; S4[i, j] -> [1, i, 1, j, 0, 0, 0]; S5[i] -> [2, -i, 0, 0, 0, 0, 0]; S6[i, j] -> [2, -i, 1, j, 0, 0, 0]; S7[i] -> [2, -i, 2, 0, 0, 0, 0] };
