// test schedule
// input: ../../kernels/nussinov/nussinov.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[i, j] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1; S1[i, j] : _PB_N >= i + 1 and i >= 0 and _PB_N >= j + 1 and j >= i + 4; S2[i, j, k] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1 and k >= i + 1 and j >= k + 1 }"
child:
  schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and i + 32*e0 <= 0 and i + 32*e0 >= -31 and j >= 32*e1 and 32*e1 >= j - 31); S1[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and i + 32*e0 <= 0 and i + 32*e0 >= -31 and j >= 32*e1 and 32*e1 >= j - 31); S2[i, j, k] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and i + 32*e0 <= 0 and i + 32*e0 >= -31 and j >= 32*e1 and 32*e1 >= j - 31) }"
  permutable: 1
  coincident: [ 0, 1 ]
  child:
    schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : j = o1 and i + o0 = 0; S1[i, j] -> [o0, o1] : j = o1 and i + o0 = 0; S2[i, j, k] -> [o0, o1] : j = o1 and i + o0 = 0 }"
    permutable: 1
    coincident: [ 0, 0 ]
    child:
      schedule: "[_PB_N] -> { S0[i, j] -> [o0] : o0 = 0; S1[i, j] -> [o0] : o0 = 0; S2[i, j, k] -> [o0] : k = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        sequence:
        - filter: "[_PB_N] -> { S0[i, j] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1 }"
        - filter: "[_PB_N] -> { S1[i, j] : _PB_N >= i + 1 and i >= 0 and _PB_N >= j + 1 and j >= i + 4 }"
        - filter: "[_PB_N] -> { S2[i, j, k] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1 and k >= i + 1 and j >= k + 1 }"
schedule := [_PB_N] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and j = o3 and i + o2 = 0 and 32*o1 + o2 >= 32*o0 and 32*o0 >= 32*o1 + o2 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1; S1[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 1 and o4 = 0 and j = o3 and i + o2 = 0 and 32*o1 + o2 >= 32*o0 and 32*o0 >= 32*o1 + o2 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and _PB_N >= i + 1 and i >= 0 and _PB_N >= j + 1 and j >= i + 4; S2[i, j, k] -> [o0, o1, o2, o3, o4, o5] : o5 = 2 and k = o4 and j = o3 and i + o2 = 0 and 32*o1 + o2 >= 32*o0 and 32*o0 >= 32*o1 + o2 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1 and k >= i + 1 and j >= k + 1 };
