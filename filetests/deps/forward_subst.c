// test deps
// input: ../../kernels/forward_subst/forward_subst.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i] : i >= 0 and i <= _PB_N - 1; S1[j] : j >= 0 and j <= _PB_N - 1; S2[j, i] : j >= 0 and j <= _PB_N - 1 and i >= j + 1 and i <= _PB_N - 1 };
reads := [_PB_N] -> { S0[i] -> b[i]; S1[j] -> x[j]; S1[j] -> L[j, j]; S2[j, i] -> x[i]; S2[j, i] -> L[i, j]; S2[j, i] -> x[j] };
writes := [_PB_N] -> { S0[i] -> x[i]; S1[j] -> x[j]; S2[j, i] -> x[i] };
schedule := [_PB_N] -> { S0[i] -> [0, i, 0, 0, 0]; S1[j] -> [1, j, 0, 0, 0]; S2[j, i] -> [1, j, 1, i, 0] };
raw := [_PB_N] -> { S0[i] -> S1[j] : i = j and j >= 0 and _PB_N >= j + 1; S0[i] -> S2[j, o1] : i = o1 and j >= 0 and o1 >= j + 1 and _PB_N >= o1 + 1; S0[i] -> S2[j, o1] : i = j and j >= 0 and o1 >= j + 1 and _PB_N >= o1 + 1; S1[j] -> S2[o0, i] : j = o0 and o0 >= 0 and i >= o0 + 1 and _PB_N >= i + 1; S2[j, i] -> S1[o0] : i = o0 and j >= 0 and _PB_N >= o0 + 1 and o0 >= j + 1; S2[j, i] -> S2[o0, o1] : i = o1 and j >= 0 and o1 >= o0 + 1 and _PB_N >= o1 + 1 and o0 >= j + 1; S2[j, i] -> S2[o0, o1] : i = o0 and j >= 0 and o1 >= o0 + 1 and _PB_N >= o1 + 1 and o0 >= j + 1 };
war := [_PB_N] -> { S2[j, i] -> S1[o0] : i = o0 and j >= 0 and _PB_N >= o0 + 1 and o0 >= j + 1; S2[j, i] -> S2[o0, o1] : i = o1 and j >= 0 and o1 >= o0 + 1 and _PB_N >= o1 + 1 and o0 >= j + 1 };
waw := [_PB_N] -> { S0[i] -> S1[j] : i = j and j >= 0 and _PB_N >= j + 1; S0[i] -> S2[j, o1] : i = o1 and j >= 0 and o1 >= j + 1 and _PB_N >= o1 + 1; S2[j, i] -> S1[o0] : i = o0 and j >= 0 and _PB_N >= o0 + 1 and o0 >= j + 1; S2[j, i] -> S2[o0, o1] : i = o1 and j >= 0 and o1 >= o0 + 1 and _PB_N >= o1 + 1 and o0 >= j + 1 };
flow := [_PB_N] -> { S0[i] -> S1[j] : j = 0 and i = j and _PB_N >= j + 1; S0[i] -> S2[j, o1] : j = 0 and i = o1 and o1 >= j + 1 and _PB_N >= o1 + 1; S1[j] -> S2[o0, i] : j = o0 and o0 >= 0 and i >= o0 + 1 and _PB_N >= i + 1; S2[j, i] -> S1[o0] : i = o0 and j = o0 - 1 and _PB_N >= o0 + 1 and o0 >= 1; S2[j, i] -> S2[o0, o1] : i = o1 and j = o0 - 1 and o1 >= o0 + 1 and _PB_N >= o1 + 1 and o0 >= 1 };
live_in := [_PB_N] -> { S0[i] -> b[o0] : i = o0 and i >= 0 and _PB_N >= i + 1; S1[j] -> L[o0, o1] : j = o0 and j = o1 and j >= 0 and _PB_N >= j + 1; S2[j, i] -> L[o0, o1] : i = o0 and j = o1 and j >= 0 and i >= j + 1 and _PB_N >= i + 1 };
live_out := [_PB_N] -> { S1[j] -> x[o0] : j = o0 and j >= 0 and _PB_N >= j + 1 };
