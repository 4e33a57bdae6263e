// test scop
// input: ../../kernels/jacobi_1d/jacobi_1d.c
// expected:
context := [_PB_TSTEPS, _PB_N] -> { : };
domain := [_PB_TSTEPS, _PB_N] -> { S0[t, i] : t >= 0 and t <= _PB_TSTEPS - 1 and i >= 1 and i <= _PB_N - 2; S1[t, i] : t >= 0 and t <= _PB_TSTEPS - 1 and i >= 1 and i <= _PB_N - 2 };
reads := [_PB_TSTEPS, _PB_N] -> { S0[t, i] -> A[i - 1]; S0[t, i] -> A[i]; S0[t, i] -> A[i + 1]; S1[t, i] -> B[i - 1]; S1[t, i] -> B[i]; S1[t, i] -> B[i + 1] };
writes := [_PB_TSTEPS, _PB_N] -> { S0[t, i] -> B[i]; S1[t, i] -> A[i] };
schedule := [_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [0, t, 0, i, 0]; S1[t, i] -> [0, t, 1, i, 0] };
