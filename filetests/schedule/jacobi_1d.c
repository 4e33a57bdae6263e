// test schedule
// input: ../../kernels/jacobi_1d/jacobi_1d.c
// options: --parallel
// expected:
domain: "[_PB_TSTEPS, _PB_N] -> { S0[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S1[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
child:
  schedule: "[_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 and 32*e1 >= 2*t + i - 31); S1[t, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and t >= 32*e0 and 32*e0 >= t - 31 and 2*t + i >= 32*e1 - 1 and 32*e1 >= 2*t + i - 30) }"
  permutable: 1
  coincident: [ 0, 1 ]
  child:
    schedule: "[_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [o0, o1] : t = o0 and 2*t + i = o1; S1[t, i] -> [o0, o1] : t = o0 and 2*t + i = o1 - 1 }"
    permutable: 1
    coincident: [ 0, 0 ]
    child:
      sequence:
      - filter: "[_PB_TSTEPS, _PB_N] -> { S0[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
      - filter: "[_PB_TSTEPS, _PB_N] -> { S1[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
schedule := [_PB_TSTEPS, _PB_N] -> { S0[t, i] -> [o0, o1, o2, o3, o4] : o4 = 0 and i + 2*o2 = o3 and t = o2 and 32*o1 + o2 >= 32*o0 and 32*o0 >= 32*o1 + o2 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S1[t, i] -> [o0, o1, o2, o3, o4] : o4 = 1 and i + 2*o2 = o3 - 1 and t = o2 and 32*o1 + o2 >= 32*o0 and 32*o0 >= 32*o1 + o2 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 };
