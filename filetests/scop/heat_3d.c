// test scop
// input: ../../kernels/heat_3d/heat_3d.c
// expected:
context := [_PB_TSTEPS, _PB_N] -> { : };
domain := [_PB_TSTEPS, _PB_N] -> { S0[]; S1[t, i, j, k] : t >= 0 and t <= _PB_TSTEPS - 1 and i >= 1 and i <= _PB_N - 2 and j >= 1 and j <= _PB_N - 2 and k >= 1 and k <= _PB_N - 2; S2[t, i, j, k] : t >= 0 and t <= _PB_TSTEPS - 1 and i >= 1 and i <= _PB_N - 2 and j >= 1 and j <= _PB_N - 2 and k >= 1 and k <= _PB_N - 2 };
reads := [_PB_TSTEPS, _PB_N] -> { S1[t, i, j, k] -> A[i, j, k]; S1[t, i, j, k] -> c[]; S1[t, i, j, k] -> A[i - 1, j, k]; S1[t, i, j, k] -> A[i + 1, j, k]; S1[t, i, j, k] -> A[i, j - 1, k]; S1[t, i, j, k] -> A[i, j + 1, k]; S1[t, i, j, k] -> A[i, j, k - 1]; S1[t, i, j, k] -> A[i, j, k + 1]; S2[t, i, j, k] -> B[i, j, k]; S2[t, i, j, k] -> c[]; S2[t, i, j, k] -> B[i - 1, j, k]; S2[t, i, j, k] -> B[i + 1, j, k]; S2[t, i, j, k] -> B[i, j - 1, k]; S2[t, i, j, k] -> B[i, j + 1, k]; S2[t, i, j, k] -> B[i, j, k - 1]; S2[t, i, j, k] -> B[i, j, k + 1] };
writes := [_PB_TSTEPS, _PB_N] -> { S0[] -> c[]; S1[t, i, j, k] -> B[i, j, k]; S2[t, i, j, k] -> A[i, j, k] };
schedule := [_PB_TSTEPS, _PB_N] -> { S0[] -> [0, 0, 0, 0, 0, 0, 0, 0, 0]; S1[t, i, j, k] -> [1, t, 0, i, 0, j, 0, k, 0]; S2[t, i, j, k] -> [1, t, 1, i, 0, j, 0, k, 0] };
