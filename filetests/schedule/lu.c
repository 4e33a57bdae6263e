// test schedule
// input: ../../kernels/lu/lu.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[k, i] : k >= 0 and _PB_N >= k + 1 and i >= k + 1 and _PB_N >= i + 1; S1[k, i, j] : k >= 0 and _PB_N >= k + 1 and i >= k + 1 and _PB_N >= i + 1 and j >= k + 1 and _PB_N >= j + 1 }"
child:
  schedule: "[_PB_N] -> { S0[k, i] -> [o0, o1, o2] : exists (e0, e1 : o2 = e0 and o1 = e1 and o0 = e0 + e1 and k >= 32*e0 and 32*e0 >= k - 31 and i >= 32*e1 and 32*e1 >= i - 31); S1[k, i, j] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 + e1 and k >= 32*e0 and 32*e0 >= k - 31 and i >= 32*e1 and 32*e1 >= i - 31 and j >= 32*e2 and 32*e2 >= j - 31) }"
  permutable: 1
  coincident: [ 0, 1, 0 ]
  child:
    schedule: "[_PB_N] -> { S0[k, i] -> [o0, o1, o2] : i = o1 and k = o0 and k = o2; S1[k, i, j] -> [o0, o1, o2] : j = o2 and i = o1 and k = o0 }"
    permutable: 1
    coincident: [ 0, 0, 0 ]
schedule := [_PB_N] -> { S0[k, i] -> [o0, o1, o2, o3, o4, o5] : o3 = o5 and o0 = o1 + o2 and i = o4 and k = o5 and o5 >= 32*o2 and 32*o2 >= o5 - 31 and 32*o2 + o4 >= 32*o0 and 32*o0 >= 32*o2 + o4 - 31 and k >= 0 and _PB_N >= k + 1 and i >= k + 1 and _PB_N >= i + 1; S1[k, i, j] -> [o0, o1, o2, o3, o4, o5] : j = o5 and i = o4 and k = o3 and 32*o1 + o3 >= 32*o0 and 32*o0 >= 32*o1 + o3 - 31 and o4 >= 32*o1 and 32*o1 >= o4 - 31 and o5 >= 32*o2 and 32*o2 >= o5 - 31 and k >= 0 and _PB_N >= k + 1 and i >= k + 1 and _PB_N >= i + 1 and j >= k + 1 and _PB_N >= j + 1 };
