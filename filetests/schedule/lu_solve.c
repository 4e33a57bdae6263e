// test schedule
// input: ../../kernels/lu_solve/lu_solve.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 and k >= 0 and j >= k + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1; S2[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= i and _PB_N >= j + 1 and k >= 0 and i >= k + 1; S3[i] : i >= 0 and _PB_N >= i + 1; S4[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1; S5[i] : _PB_N >= i + 1 and i >= 0; S6[i, j] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1; S7[i] : _PB_N >= i + 1 and i >= 0 }"
child:
  sequence:
  - filter: "[_PB_N] -> { S0[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 and k >= 0 and j >= k + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1; S2[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= i and _PB_N >= j + 1 and k >= 0 and i >= k + 1 }"
    child:
      schedule: "[_PB_N] -> { S0[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 + e1 and i >= 32*e0 and 32*e0 >= i - 31 and k >= 32*e1 and 32*e1 >= k - 31 and j >= 32*e2 and 32*e2 >= j - 31); S1[i, j] -> [o0, o1, o2] : exists (e0, e1 : o2 = e1 and o1 = e1 and o0 = e0 + e1 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31); S2[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 + e1 and i >= 32*e0 and 32*e0 >= i - 31 and k >= 32*e1 and 32*e1 >= k - 31 and j >= 32*e2 and 32*e2 >= j - 31) }"
      permutable: 1
      coincident: [ 0, 1, 0 ]
      child:
        schedule: "[_PB_N] -> { S0[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0; S1[i, j] -> [o0, o1, o2] : j = o1 and j = o2 and i = o0; S2[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0 }"
        permutable: 1
        coincident: [ 0, 0, 0 ]
        child:
          sequence:
          - filter: "[_PB_N] -> { S0[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 and k >= 0 and j >= k + 1 }"
          - filter: "[_PB_N] -> { S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 }"
          - filter: "[_PB_N] -> { S2[i, j, k] : i >= 0 and _PB_N >= i + 1 and j >= i and _PB_N >= j + 1 and k >= 0 and i >= k + 1 }"
  - filter: "[_PB_N] -> { S3[i] : i >= 0 and _PB_N >= i + 1 }"
    child:
      schedule: "[_PB_N] -> { S3[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_N] -> { S4[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 }"
    child:
      schedule: "[_PB_N] -> { S4[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
      permutable: 1
      coincident: [ 0, 1 ]
      child:
        schedule: "[_PB_N] -> { S4[i, j] -> [o0, o1] : j = o0 and i = o1 }"
        permutable: 1
        coincident: [ 0, 0 ]
  - filter: "[_PB_N] -> { S5[i] : _PB_N >= i + 1 and i >= 0 }"
    child:
      schedule: "[_PB_N] -> { S5[i] -> [o0] : i + o0 = 0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_N] -> { S6[i, j] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1; S7[i] : _PB_N >= i + 1 and i >= 0 }"
    child:
      schedule: "[_PB_N] -> { S6[i, j] -> [o0] : i + o0 = 0; S7[i] -> [o0] : i + o0 = 0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        sequence:
        - filter: "[_PB_N] -> { S6[i, j] : _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1 }"
          child:
            schedule: "[_PB_N] -> { S6[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
        - filter: "[_PB_N] -> { S7[i] : _PB_N >= i + 1 and i >= 0 }"
schedule := [_PB_N] -> { S0[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o0 = 0 and k = o5 and j = o6 and i = o4 and i + 32*o2 >= 32*o1 and 32*o1 >= i + 32*o2 - 31 and k >= 32*o2 and 32*o2 >= k - 31 and j >= 32*o3 and 32*o3 >= j - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1 and k >= 0 and j >= k + 1; S1[i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 1 and o5 = o6 and o2 = o3 and o0 = 0 and j = o6 and i = o4 and i + 32*o3 >= 32*o1 and 32*o1 >= i + 32*o3 - 31 and j >= 32*o3 and 32*o3 >= j - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1; S2[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 2 and o0 = 0 and k = o5 and j = o6 and i = o4 and i + 32*o2 >= 32*o1 and 32*o1 >= i + 32*o2 - 31 and k >= 32*o2 and 32*o2 >= k - 31 and j >= 32*o3 and 32*o3 >= j - 31 and i >= 0 and _PB_N >= i + 1 and j >= i and _PB_N >= j + 1 and k >= 0 and i >= k + 1; S3[i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 1 and i = o1 and i >= 0 and _PB_N >= i + 1; S4[i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o0 = 2 and j = o3 and i = o4 and j + 32*o2 >= 32*o1 and 32*o1 >= j + 32*o2 - 31 and i >= 32*o2 and 32*o2 >= i - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and i >= j + 1; S5[i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 3 and i + o1 = 0 and _PB_N >= i + 1 and i >= 0; S6[i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o2 = 0 and o0 = 4 and j = o3 and i + o1 = 0 and _PB_N >= i + 1 and i >= 0 and j >= i + 1 and _PB_N >= j + 1; S7[i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 1 and o0 = 4 and i + o1 = 0 and _PB_N >= i + 1 and i >= 0 };
