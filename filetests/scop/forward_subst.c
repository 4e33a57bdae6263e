// test scop
// input: ../../kernels/forward_subst/forward_subst.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[j] : j >= 0 and j <= _PB_N - 1; S2[j, i] : j >= 0 and j <= _PB_N - 1 and i >= j + 1 and i <= _PB_N - 1 };
reads := [_PB_N] -> { S0[i] -> b[i]; S1[j] -> x[j]; S1[j] -> L[j, j]; S2[j, i] -> x[i]; S2[j, i] -> L[i, j]; S2[j, i] -> x[j] };
writes := [_PB_N] -> { S0[i] -> x[i]; S1[j] -> x[j]; S2[j, i] -> x[i] };
schedule := [_PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[j] -> [1, j, 0, 0, 0]; S2[j, i] -> [1, j, 1, i, 0] };
