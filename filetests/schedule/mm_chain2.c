// test schedule
// input: ../../kernels/mm_chain2/mm_chain2.c
// options: --parallel
// expected:
domain: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1; S1[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1; S2[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1; S3[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1 and k >= 0 and _PB_NJ >= k + 1 }"
child:
  sequence:
  - filter: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 }"
    child:
      schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S1[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1 }"
    child:
      schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S1[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31 and k >= 32*e2 and 32*e2 >= k - 31) }"
      permutable: 1
      coincident: [ 1, 1, 0 ]
      child:
        schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S1[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0 }"
        permutable: 1
        coincident: [ 1, 0, 1 ]
  - filter: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S2[i, j] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1 }"
    child:
      schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S2[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S2[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S3[i, j, k] : i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1 and k >= 0 and _PB_NJ >= k + 1 }"
    child:
      schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S3[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31 and k >= 32*e2 and 32*e2 >= k - 31) }"
      permutable: 1
      coincident: [ 1, 1, 0 ]
      child:
        schedule: "[_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S3[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0 }"
        permutable: 1
        coincident: [ 1, 0, 1 ]
schedule := [_PB_NI, _PB_NJ, _PB_NK, _PB_NL] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 0 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1; S1[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o0 = 1 and k = o5 and j = o6 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and k >= 32*o3 and 32*o3 >= k - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NJ >= j + 1 and k >= 0 and _PB_NK >= k + 1; S2[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 2 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1; S3[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o0 = 3 and k = o5 and j = o6 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and k >= 32*o3 and 32*o3 >= k - 31 and i >= 0 and _PB_NI >= i + 1 and j >= 0 and _PB_NL >= j + 1 and k >= 0 and _PB_NJ >= k + 1 };
