// test scop
// input: ../../kernels/cholesky/cholesky.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[k] : k >= 0 and k <= _PB_N - 1; S1[k, i] : k >= 0 and k <= _PB_N - 1 and i >= k + 1 and i <= _PB_N - 1; S2[k, j, i] : k >= 0 and k <= _PB_N - 1 and j >= k + 1 and j <= _PB_N - 1 and i >= j and i <= _PB_N - 1 };
reads := [_PB_N] -> { S0[k] -> A[k, k]; S1[k, i] -> A[i, k]; S1[k, i] -> A[k, k]; S2[k, j, i] -> A[i, j]; S2[k, j, i] -> A[i, k]; S2[k, j, i] -> A[j, k] };
writes := [_PB_N] -> { S0[k] -> A[k, k]; S1[k, i] -> A[i, k]; S2[k, j, i] -> A[i, j] };
schedule := [_PB_N] -> { S0[k] -> [0, k, 0, 0, 0, 0, 0]; S1[k, i] -> [0, k, 1, i, 0, 0, 0]; S2[k, j, i] -> [0, k, 2, j, 0, i, 0] };
