// test deps
// input: ../../kernels/stencil_pipeline/stencil_pipeline.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i, j] : i >= 1 and i <= _PB_N - 2 and j >= 1 and j <= _PB_N - 2; S1[i, j] : i >= 2 and i <= _PB_N - 3 and j >= 2 and j <= _PB_N - 3 };
reads := [_PB_N] -> { S0[i, j] -> A[i, j]; S0[i, j] -> A[i - 1, j]; S0[i, j] -> A[i + 1, j]; S0[i, j] -> A[i, j - 1]; S0[i, j] -> A[i, j + 1]; S1[i, j] -> B[i, j]; S1[i, j] -> B[i - 1, j]; S1[i, j] -> B[i + 1, j]; S1[i, j] -> B[i, j - 1]; S1[i, j] -> B[i, j + 1] };
writes := [_PB_N] -> { S0[i, j] -> B[i, j]; S1[i, j] -> C[i, j] };
schedule := [_PB_N] -> { S0[i, j] -> [0, i, 0, j, 0]; S1[i, j] -> [1, i, 0, j, 0] };
raw := [_PB_N] -> { S0[i, j] -> S1[o0, o1] : j = o1 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3 and i >= o0 - 1 and o0 >= i - 1; S0[i, j] -> S1[o0, o1] : j = o1 + 1 and i = o0 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3; S0[i, j] -> S1[o0, o1] : j = o1 - 1 and i = o0 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3 };
war := [_PB_N] -> {  };
waw := [_PB_N] -> {  };
flow := [_PB_N] -> { S0[i, j] -> S1[o0, o1] : j = o1 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3 and i >= o0 - 1 and o0 >= i - 1; S0[i, j] -> S1[o0, o1] : j = o1 + 1 and i = o0 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3; S0[i, j] -> S1[o0, o1] : j = o1 - 1 and i = o0 and o0 >= 2 and _PB_N >= o0 + 3 and o1 >= 2 and _PB_N >= o1 + 3 };
live_in := [_PB_N] -> { S0[i, j] -> A[o0, o1] : j = o1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 and o0 >= i - 1 and i >= o0 - 1; S0[i, j] -> A[o0, o1] : j = o1 - 1 and i = o0 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S0[i, j] -> A[o0, o1] : j = o1 + 1 and i = o0 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 };
live_out := [_PB_N] -> { S0[i, j] -> B[o0, o1] : j = o1 and i = o0 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S1[i, j] -> C[o0, o1] : j = o1 and i = o0 and i >= 2 and _PB_N >= i + 3 and j >= 2 and _PB_N >= j + 3 };
