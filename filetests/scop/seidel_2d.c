// test scop
// input: ../../kernels/seidel_2d/seidel_2d.c
// expected:
context := [_PB_TSTEPS, _PB_N] -> { : };
domain := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] : t >= 0 and t <= _PB_TSTEPS - 1 and i >= 1 and i <= _PB_N - 2 and j >= 1 and j <= _PB_N - 2 };
reads := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> A[i, j]; S0[t, i, j] -> A[i - 1, j]; S0[t, i, j] -> A[i + 1, j]; S0[t, i, j] -> A[i, j - 1]; S0[t, i, j] -> A[i, j + 1]; S0[t, i, j] -> A[i - 1, j - 1]; S0[t, i, j] -> A[i - 1, j + 1]; S0[t, i, j] -> A[i + 1, j - 1]; S0[t, i, j] -> A[i + 1, j + 1] };
writes := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> A[i, j] };
schedule := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> [0, t, 0, i, 0, j, 0] };
