// test schedule
// input: ../../kernels/gemm/gemm.c
// options: --parallel
// expected:
domain: "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1; S1[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1 }"
child:
  schedule: "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [o0, o1, o2] : exists (e0, e1 : o2 = 0 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31); S1[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31 and k >= 32*e2 and 32*e2 >= k - 31) }"
  permutable: 1
  coincident: [ 1, 1, 0 ]
  child:
    schedule: "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [o0, o1, o2] : o1 = 0 and j = o2 and i = o0; S1[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0 }"
    permutable: 1
    coincident: [ 1, 0, 1 ]
    child:
      sequence:
      - filter: "[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 }"
      - filter: "[_PB_NI, _PB_NJ, _PB_NK] -> { S1[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1 }"
schedule := [_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o4 = 0 and o2 = 0 and j = o5 and i = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o5 >= 32*o1 and 32*o1 >= o5 - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1; S1[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 1 and k = o4 and j = o5 and i = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o5 >= 32*o1 and 32*o1 >= o5 - 31 and o4 >= 32*o2 and 32*o2 >= o4 - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1 };
