// test schedule
// input: ../../kernels/trsm_lower/trsm_lower.c
// options: --parallel
// expected:
domain: "[_PB_N, _PB_M] -> { S0[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 and k >= 0 and i >= k + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 }"
child:
  schedule: "[_PB_N, _PB_M] -> { S0[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31 and k >= 32*e2 and 32*e2 >= k - 31); S1[i, j] -> [o0, o1, o2] : exists (e0, e1 : o2 = e1 and o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
  permutable: 1
  coincident: [ 1, 0, 0 ]
  child:
    schedule: "[_PB_N, _PB_M] -> { S0[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0; S1[i, j] -> [o0, o1, o2] : j = o2 and i = o0 and i = o1 }"
    permutable: 1
    coincident: [ 0, 0, 1 ]
schedule := [_PB_N, _PB_M] -> { S0[i, j, k] -> [o0, o1, o2, o3, o4, o5] : k = o4 and j = o5 and i = o3 and o5 >= 32*o0 and 32*o0 >= o5 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and o4 >= 32*o2 and 32*o2 >= o4 - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 and k >= 0 and i >= k + 1; S1[i, j] -> [o0, o1, o2, o3, o4, o5] : o3 = o4 and o1 = o2 and j = o5 and i = o4 and o5 >= 32*o0 and 32*o0 >= o5 - 31 and o4 >= 32*o2 and 32*o2 >= o4 - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 };
