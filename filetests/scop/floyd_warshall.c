// test scop
// input: ../../kernels/floyd_warshall/floyd_warshall.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[k, i, j] : k >= 0 and k <= _PB_N - 1 and i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= _PB_N - 1 };
reads := [_PB_N] -> { S0[k, i, j] -> D[i, j]; S0[k, i, j] -> D[i, k]; S0[k, i, j] -> D[k, j] };
writes := [_PB_N] -> { S0[k, i, j] -> D[i, j] };
schedule := [_PB_N] -> { S0[k, i, j] -> [0, k, 0, i, 0, j, 0] };
