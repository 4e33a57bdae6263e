// test schedule
// input: ../../kernels/redblack_sor/redblack_sor.c
// options: --parallel
// expected:
domain: "[_PB_TSTEPS, _PB_N] -> { S0[t, i, j] : exists (e0, e1 : i + j = 2*e0 + 2*e1 + 2 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and i + j >= 2*e0 + 2 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and i + j >= 2*e0 + 2*e1 + 2 and 2*e0 + 2*e1 >= i + j - 3); S1[t, i, j] : exists (e0, e1 : i + 2*e1 = j + 2*e0 - 1 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j + 2*e0 >= i + 1 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and j + 2*e0 >= i + 2*e1 + 1 and i + 2*e1 >= j + 2*e0 - 2) }"
child:
  schedule: "[_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 and 32*e1 >= 2*t + i - 31 and 2*t + j >= 32*e2 and 32*e2 >= 2*t + j - 31); S1[t, i, j] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 - 1 and 32*e1 >= 2*t + i - 30 and 2*t + j >= 32*e2 - 1 and 32*e2 >= 2*t + j - 30) }"
  permutable: 1
  coincident: [ 0, 1, 0 ]
  child:
    schedule: "[_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> [o0, o1, o2] : t = o0 and 2*t + j = o2 and 2*t + i = o1; S1[t, i, j] -> [o0, o1, o2] : t = o0 and 2*t + j = o2 - 1 and 2*t + i = o1 - 1 }"
    permutable: 1
    coincident: [ 0, 0, 0 ]
schedule := [_PB_TSTEPS, _PB_N] -> { S0[t, i, j] -> [o0, o1, o2, o3, o4, o5] : exists (e0, e1 : j + 2*o3 = o5 and i + 2*o3 = o4 and i + j = 2*e0 + 2*e1 + 2 and t = o3 and 32*o1 + o3 >= 32*o0 and 32*o0 >= 32*o1 + o3 - 31 and o4 >= 32*o1 and 32*o1 >= o4 - 31 and o5 >= 32*o2 and 32*o2 >= o5 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and i + j >= 2*e0 + 2 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and i + j >= 2*e0 + 2*e1 + 2 and 2*e0 + 2*e1 >= i + j - 3); S1[t, i, j] -> [o0, o1, o2, o3, o4, o5] : exists (e0, e1 : j + 2*o3 = o5 - 1 and i + 2*e1 = j + 2*e0 - 1 and i + 2*o3 = o4 - 1 and t = o3 and 32*o1 + o3 >= 32*o0 and 32*o0 >= 32*o1 + o3 - 31 and o4 >= 32*o1 and 32*o1 >= o4 - 31 and o5 >= 32*o2 and 32*o2 >= o5 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j + 2*e0 >= i + 1 and _PB_N >= j + 2 and i >= 2*e0 and 2*e0 >= i - 1 and j + 2*e0 >= i + 2*e1 + 1 and i + 2*e1 >= j + 2*e0 - 2) };
