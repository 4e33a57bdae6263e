// test schedule
// input: ../../kernels/mgs_qr/mgs_qr.c
// options: --parallel
// expected:
domain: "[_PB_N, _PB_M] -> { S0[k] : k >= 0 and _PB_N >= k + 1; S1[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S2[k] : k >= 0 and _PB_N >= k + 1; S3[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S4[k, j] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1; S5[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1; S6[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 }"
child:
  sequence:
  - filter: "[_PB_N, _PB_M] -> { S4[k, j] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 }"
    child:
      schedule: "[_PB_N, _PB_M] -> { S4[k, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and k >= 32*e0 and 32*e0 >= k - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_N, _PB_M] -> { S4[k, j] -> [o0, o1] : j = o1 and k = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_N, _PB_M] -> { S0[k] : k >= 0 and _PB_N >= k + 1; S1[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S2[k] : k >= 0 and _PB_N >= k + 1; S3[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S5[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1; S6[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 }"
    child:
      schedule: "[_PB_N, _PB_M] -> { S0[k] -> [o0] : k = o0; S1[k, i] -> [o0] : k = o0; S2[k] -> [o0] : k = o0; S3[k, i] -> [o0] : k = o0; S5[k, j, i] -> [o0] : k = o0; S6[k, j, i] -> [o0] : k = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        sequence:
        - filter: "[_PB_N, _PB_M] -> { S0[k] : k >= 0 and _PB_N >= k + 1 }"
        - filter: "[_PB_N, _PB_M] -> { S1[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1 }"
          child:
            schedule: "[_PB_N, _PB_M] -> { S1[k, i] -> [o0] : i = o0 }"
            permutable: 1
            coincident: [ 0 ]
        - filter: "[_PB_N, _PB_M] -> { S2[k] : k >= 0 and _PB_N >= k + 1 }"
        - filter: "[_PB_N, _PB_M] -> { S3[k, i] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1 }"
          child:
            schedule: "[_PB_N, _PB_M] -> { S3[k, i] -> [o0] : i = o0 }"
            permutable: 1
            coincident: [ 1 ]
        - filter: "[_PB_N, _PB_M] -> { S5[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1; S6[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 }"
          child:
            sequence:
            - filter: "[_PB_N, _PB_M] -> { S5[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 }"
              child:
                schedule: "[_PB_N, _PB_M] -> { S5[k, j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_N, _PB_M] -> { S5[k, j, i] -> [o0, o1] : i = o0 and j = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
            - filter: "[_PB_N, _PB_M] -> { S6[k, j, i] : k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 }"
              child:
                schedule: "[_PB_N, _PB_M] -> { S6[k, j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
                permutable: 1
                coincident: [ 1, 1 ]
                child:
                  schedule: "[_PB_N, _PB_M] -> { S6[k, j, i] -> [o0, o1] : i = o0 and j = o1 }"
                  permutable: 1
                  coincident: [ 1, 1 ]
schedule := [_PB_N, _PB_M] -> { S0[k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 1 and k = o1 and k >= 0 and _PB_N >= k + 1; S1[k, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o2 = 1 and o0 = 1 and i = o3 and k = o1 and k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S2[k] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 2 and o0 = 1 and k = o1 and k >= 0 and _PB_N >= k + 1; S3[k, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o2 = 3 and o0 = 1 and i = o3 and k = o1 and k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_M >= i + 1; S4[k, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o0 = 0 and j = o4 and k = o3 and k >= 32*o1 and 32*o1 >= k - 31 and j >= 32*o2 and 32*o2 >= j - 31 and k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1; S5[k, j, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 0 and o2 = 4 and o0 = 1 and i = o6 and j = o7 and k = o1 and j >= 32*o4 and 32*o4 >= j - 31 and i >= 32*o5 and 32*o5 >= i - 31 and k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1; S6[k, j, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 1 and o2 = 4 and o0 = 1 and i = o6 and j = o7 and k = o1 and i >= 32*o4 and 32*o4 >= i - 31 and j >= 32*o5 and 32*o5 >= j - 31 and k >= 0 and _PB_N >= k + 1 and j >= k + 1 and _PB_N >= j + 1 and i >= 0 and _PB_M >= i + 1 };
