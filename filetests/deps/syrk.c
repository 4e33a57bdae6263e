// test deps
// input: ../../kernels/syrk/syrk.c
// expected:
context := [_PB_N, _PB_M] -> { : };
domain := [_PB_N, _PB_M] -> { S0[i, j] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i; S1[i, j, k] : i >= 0 and i <= _PB_N - 1 and j >= 0 and j <= i and k >= 0 and k <= _PB_M - 1 };
reads := [_PB_N, _PB_M] -> { S0[i, j] -> beta[]; S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j]; S1[i, j, k] -> alpha[]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> A[j, k] };
writes := [_PB_N, _PB_M] -> { S0[i, j] -> C[i, j]; S1[i, j, k] -> C[i, j] };
schedule := [_PB_N, _PB_M] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0]; S1[i, j, k] -> [0, i, 0, j, 1, k, 0] };
raw := [_PB_N, _PB_M] -> { S0[i, j] -> S1[o0, o1, k] : j = o1 and i = o0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and k >= 0 and _PB_M >= k + 1; S1[i, j, k] -> S1[o0, o1, o2] : j = o1 and i = o0 and k >= 0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and _PB_M >= o2 + 1 and o2 >= k + 1 };
war := [_PB_N, _PB_M] -> { S0[i, j] -> S1[o0, o1, k] : j = o1 and i = o0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and k >= 0 and _PB_M >= k + 1; S1[i, j, k] -> S1[o0, o1, o2] : j = o1 and i = o0 and k >= 0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and _PB_M >= o2 + 1 and o2 >= k + 1 };
waw := [_PB_N, _PB_M] -> { S0[i, j] -> S1[o0, o1, k] : j = o1 and i = o0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and k >= 0 and _PB_M >= k + 1; S1[i, j, k] -> S1[o0, o1, o2] : j = o1 and i = o0 and k >= 0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and _PB_M >= o2 + 1 and o2 >= k + 1 };
flow := [_PB_N, _PB_M] -> { S0[i, j] -> S1[o0, o1, k] : k = 0 and j = o1 and i = o0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and _PB_M >= k + 1; S1[i, j, k] -> S1[o0, o1, o2] : k = o2 - 1 and j = o1 and i = o0 and _PB_N >= o0 + 1 and o1 >= 0 and o0 >= o1 and _PB_M >= o2 + 1 and o2 >= 1 };
live_in := [_PB_N, _PB_M] -> { S0[i, j] -> beta[] : _PB_N >= i + 1 and j >= 0 and i >= j; S0[i, j] -> C[o0, o1] : j = o1 and i = o0 and _PB_N >= i + 1 and j >= 0 and i >= j; S1[i, j, k] -> alpha[] : _PB_N >= i + 1 and j >= 0 and i >= j and k >= 0 and _PB_M >= k + 1; S1[i, j, k] -> A[o0, o1] : k = o1 and i = o0 and _PB_N >= i + 1 and j >= 0 and i >= j and k >= 0 and _PB_M >= k + 1; S1[i, j, k] -> A[o0, o1] : k = o1 and j = o0 and _PB_N >= i + 1 and j >= 0 and i >= j and k >= 0 and _PB_M >= k + 1 };
live_out := [_PB_N, _PB_M] -> { S0[i, j] -> C[o0, o1] : j = o1 and i = o0 and _PB_N >= i + 1 and j >= 0 and i >= j and _PB_M <= 0; S1[i, j, k] -> C[o0, o1] : j = o1 and i = o0 and _PB_M = k + 1 and _PB_N >= i + 1 and j >= 0 and i >= j and k >= 0 };
