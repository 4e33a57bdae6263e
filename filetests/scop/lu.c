// test scop
// input: ../../kernels/lu/lu.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[k, i] : k >= 0 and k <= _PB_N - 1 and i >= k + 1 and i <= _PB_N - 1; S1[k, i, j] : k >= 0 and k <= _PB_N - 1 and i >= k + 1 and i <= _PB_N - 1 and j >= k + 1 and j <= _PB_N - 1 };
reads := [_PB_N] -> { S0[k, i] -> A[i, k]; S0[k, i] -> A[k, k]; S1[k, i, j] -> A[i, j]; S1[k, i, j] -> A[i, k]; S1[k, i, j] -> A[k, j] };
writes := [_PB_N] -> { S0[k, i] -> A[i, k]; S1[k, i, j] -> A[i, j] };
schedule := [_PB_N] -> { S0[k, i] -> [0, k, 0, i, 0, 0, 0]; S1[k, i, j] -> [0, k, 1, i, 0, j, 0] };
