// test schedule
// input: ../../kernels/correlation/correlation.c
// options: --parallel
// expected:
domain: "[_PB_M, _PB_N] -> { S0[j] : j >= 0 and _PB_M >= j + 1; S1[j, k] : j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S2[j] : j >= 0 and _PB_M >= j + 1; S3[j] : j >= 0 and _PB_M >= j + 1; S4[j, k] : j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S5[j] : j >= 0 and _PB_M >= j + 1; S6[k, j] : k >= 0 and _PB_N >= k + 1 and j >= 0 and _PB_M >= j + 1; S7[i] : i >= 0 and _PB_M >= i + 1; S8[i, j] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1; S9[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S10[i, j] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 }"
child:
  sequence:
  - filter: "[_PB_M, _PB_N] -> { S0[j] : j >= 0 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S0[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_M, _PB_N] -> { S1[j, k] : j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S1[j, k] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and k >= 32*e1 and 32*e1 >= k - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S1[j, k] -> [o0, o1] : k = o0 and j = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
  - filter: "[_PB_M, _PB_N] -> { S2[j] : j >= 0 and _PB_M >= j + 1; S3[j] : j >= 0 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S2[j] -> [o0] : j = o0; S3[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_M, _PB_N] -> { S4[j, k] : j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S4[j, k] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and k >= 32*e1 and 32*e1 >= k - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S4[j, k] -> [o0, o1] : k = o0 and j = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
  - filter: "[_PB_M, _PB_N] -> { S5[j] : j >= 0 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S5[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_M, _PB_N] -> { S6[k, j] : k >= 0 and _PB_N >= k + 1 and j >= 0 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S6[k, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and k >= 32*e0 and 32*e0 >= k - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S6[k, j] -> [o0, o1] : j = o1 and k = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_M, _PB_N] -> { S7[i] : i >= 0 and _PB_M >= i + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S7[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_M, _PB_N] -> { S8[i, j] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S8[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S8[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_M, _PB_N] -> { S9[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S9[i, j, k] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and k >= 32*e1 and 32*e1 >= k - 31 and j >= 32*e2 and 32*e2 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 0, 1 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S9[i, j, k] -> [o0, o1, o2] : k = o1 and j = o2 and i = o0 }"
        permutable: 1
        coincident: [ 1, 0, 1 ]
  - filter: "[_PB_M, _PB_N] -> { S10[i, j] : i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S10[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S10[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
schedule := [_PB_M, _PB_N] -> { S0[j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 0 and j = o1 and j >= 0 and _PB_M >= j + 1; S1[j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 1 and k = o3 and j = o4 and j >= 32*o1 and 32*o1 >= j - 31 and k >= 32*o2 and 32*o2 >= k - 31 and j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S2[j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 2 and j = o1 and j >= 0 and _PB_M >= j + 1; S3[j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 2 and j = o1 and j >= 0 and _PB_M >= j + 1; S4[j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 3 and k = o3 and j = o4 and j >= 32*o1 and 32*o1 >= j - 31 and k >= 32*o2 and 32*o2 >= k - 31 and j >= 0 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S5[j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 4 and j = o1 and j >= 0 and _PB_M >= j + 1; S6[k, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 5 and j = o4 and k = o3 and k >= 32*o1 and 32*o1 >= k - 31 and j >= 32*o2 and 32*o2 >= j - 31 and k >= 0 and _PB_N >= k + 1 and j >= 0 and _PB_M >= j + 1; S7[i] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 6 and i = o1 and i >= 0 and _PB_M >= i + 1; S8[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 7 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1; S9[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o0 = 8 and k = o5 and j = o6 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and k >= 32*o2 and 32*o2 >= k - 31 and j >= 32*o3 and 32*o3 >= j - 31 and i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 and k >= 0 and _PB_N >= k + 1; S10[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 9 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_M >= i + 1 and j >= i + 1 and _PB_M >= j + 1 };
