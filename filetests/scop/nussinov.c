// test scop
// input: ../../kernels/nussinov/nussinov.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i, j] : i >= 0 and i <= _PB_N - 1 and j >= i + 1 and j <= _PB_N - 1; S1[i, j] : i >= 0 and i <= _PB_N - 1 and j >= i + 4 and j <= _PB_N - 1; S2[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= i + 1 and j <= _PB_N - 1 and k >= i + 1 and k <= j - 1 };
reads := [_PB_N] -> { S0[i, j] -> T[i, j - 1]; S0[i, j] -> T[i + 1, j]; S1[i, j] -> T[i, j]; S1[i, j] -> T[i + 1, j - 1]; S1[i, j] -> bond[i, j]; S2[i, j, k] -> T[i, j]; S2[i, j, k] -> T[i, k]; S2[i, j, k] -> T[k + 1, j] };
writes := [_PB_N] -> { S0[i, j] -> T[i, j]; S1[i, j] -> T[i, j]; S2[i, j, k] -> T[i, j] };
schedule := [_PB_N] -> { S0[i, j] -> [0, -i, 0, j, 0, 0, 0]; S1[i, j] -> [0, -i, 0, j, 1, 0, 0]; S2[i, j, k] -> [0, -i, 0, j, 2, k, 0] };
