// test scop
// input: ../../kernels/redblack_sor/redblack_sor.c
// expected:
context := [_PB_TSTEPS, _PB_N] -> { : };
domain := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] : exists (e0, e1 : i + j = 2*e0 + 2*e1 + 2 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and i + j >= 2*e0 + 2 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and i + j >= 2*e0 + 2*e1 + 2 and 2*e0 + 2*e1 >= i + j - 3); S1[t, i, j] : exists (e0, e1 : i + 2*e1 = j + 2*e0 - 1 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j + 2*e0 >= i + 1 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and j + 2*e0 >= i + 2*e1 + 1 and i + 2*e1 >= j + 2*e0 - 2) };
reads := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> u[i, j]; S0[t, i, j] -> w[]; S0[t, i, j] -> u[i - 1, j]; S0[t, i, j] -> u[i + 1, j]; S0[t, i, j] -> u[i, j - 1]; S0[t, i, j] -> u[i, j + 1]; S0[t, i, j] -> h2[]; S0[t, i, j] -> f[i, j]; S1[t, i, j] -> u[i, j]; S1[t, i, j] -> w[]; S1[t, i, j] -> u[i - 1, j]; S1[t, i, j] -> u[i + 1, j]; S1[t, i, j] -> u[i, j - 1]; S1[t, i, j] -> u[i, j + 1]; S1[t, i, j] -> h2[]; S1[t, i, j] -> f[i, j] };
writes := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> u[i, j]; S1[t, i, j] -> u[i, j] };
schedule := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> [0, t, 0, i, 0, j, 0]; S1[t, i, j] -> [0, t, 1, i, 0, j, 0] };
