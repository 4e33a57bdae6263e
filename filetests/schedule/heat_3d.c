// test schedule
// input: ../../kernels/heat_3d/heat_3d.c
// options: --parallel
// expected:
domain: "[_PB_TSTEPS, _PB_N] -> { S0[]; S1[t, i, j, k] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 and k >= 1 and _PB_N >= k + 2; S2[t, i, j, k] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 and k >= 1 and _PB_N >= k + 2 }"
child:
  schedule: "[_PB_TSTEPS, _PB_N] -> { S0[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[t, i, j, k] -> [o0, o1, o2, o3] : exists (e0, e1, e2, e3 : o3 = e3 and o2 = e2 and o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 and 32*e1 >= 2*t + i - 31 and 2*t + j >= 32*e2 and 32*e2 >= 2*t + j - 31 and 2*t + k >= 32*e3 and 32*e3 >= 2*t + k - 31); S2[t, i, j, k] -> [o0, o1, o2, o3] : exists (e0, e1, e2, e3 : o3 = e3 and o2 = e2 and o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 - 1 and 32*e1 >= 2*t + i - 30 and 2*t + j >= 32*e2 - 1 and 32*e2 >= 2*t + j - 30 and 2*t + k >= 32*e3 - 1 and 32*e3 >= 2*t + k - 30) }"
  permutable: 1
  coincident: [ 0, 1, 0, 0 ]
  child:
    schedule: "[_PB_TSTEPS, _PB_N] -> { S0[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[t, i, j, k] -> [o0, o1, o2, o3] : t = o0 and 2*t + k = o3 and 2*t + j = o2 and 2*t + i = o1; S2[t, i, j, k] -> [o0, o1, o2, o3] : t = o0 and 2*t + k = o3 - 1 and 2*t + j = o2 - 1 and 2*t + i = o1 - 1 }"
    permutable: 1
    coincident: [ 0, 0, 0, 0 ]
schedule := [_PB_TSTEPS, _PB_N] -> { S0[] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[t, i, j, k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : k + 2*o4 = o7 and j + 2*o4 = o6 and i + 2*o4 = o5 and t = o4 and 32*o1 + o4 >= 32*o0 and 32*o0 >= 32*o1 + o4 - 31 and o5 >= 32*o1 and 32*o1 >= o5 - 31 and o6 >= 32*o2 and 32*o2 >= o6 - 31 and o7 >= 32*o3 and 32*o3 >= o7 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 and k >= 1 and _PB_N >= k + 2; S2[t, i, j, k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : k + 2*o4 = o7 - 1 and j + 2*o4 = o6 - 1 and i + 2*o4 = o5 - 1 and t = o4 and 32*o1 + o4 >= 32*o0 and 32*o0 >= 32*o1 + o4 - 31 and o5 >= 32*o1 and 32*o1 >= o5 - 31 and o6 >= 32*o2 and 32*o2 >= o6 - 31 and o7 >= 32*o3 and 32*o3 >= o7 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 and k >= 1 and _PB_N >= k + 2 };
