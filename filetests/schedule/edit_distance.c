// test schedule
// input: ../../kernels/edit_distance/edit_distance.c
// options: --parallel
// expected:
domain: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i; S1[j] : j >= 1 and _PB_M >= j; S2[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S3[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S4[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S5[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S6[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
child:
  sequence:
  - filter: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i; S1[j] : j >= 1 and _PB_M >= j }"
    child:
      schedule: "[_PB_N, _PB_M] -> { S0[i] -> [o0] : i = o0; S1[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
      child:
        sequence:
        - filter: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i }"
        - filter: "[_PB_N, _PB_M] -> { S1[j] : j >= 1 and _PB_M >= j }"
  - filter: "[_PB_N, _PB_M] -> { S2[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S3[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S4[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S5[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S6[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
    child:
      schedule: "[_PB_N, _PB_M] -> { S2[i, j] -> [o0] : i = o0; S3[i, j] -> [o0] : i = o0; S4[i, j] -> [o0] : i = o0; S5[i, j] -> [o0] : i = o0; S6[i, j] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        schedule: "[_PB_N, _PB_M] -> { S2[i, j] -> [o0] : j = o0; S3[i, j] -> [o0] : j = o0; S4[i, j] -> [o0] : j = o0; S5[i, j] -> [o0] : j = o0; S6[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
        child:
          sequence:
          - filter: "[_PB_N, _PB_M] -> { S2[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
          - filter: "[_PB_N, _PB_M] -> { S3[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
          - filter: "[_PB_N, _PB_M] -> { S4[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
          - filter: "[_PB_N, _PB_M] -> { S5[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
          - filter: "[_PB_N, _PB_M] -> { S6[i, j] : i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j }"
schedule := [_PB_N, _PB_M] -> { S0[i] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o0 = 0 and i = o1 and i >= 0 and _PB_N >= i; S1[j] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 1 and o0 = 0 and j = o1 and j >= 1 and _PB_M >= j; S2[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o0 = 1 and j = o2 and i = o1 and i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S3[i, j] -> [o0, o1, o2, o3] : o3 = 1 and o0 = 1 and j = o2 and i = o1 and i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S4[i, j] -> [o0, o1, o2, o3] : o3 = 2 and o0 = 1 and j = o2 and i = o1 and i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S5[i, j] -> [o0, o1, o2, o3] : o3 = 3 and o0 = 1 and j = o2 and i = o1 and i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j; S6[i, j] -> [o0, o1, o2, o3] : o3 = 4 and o0 = 1 and j = o2 and i = o1 and i >= 1 and _PB_N >= i and j >= 1 and _PB_M >= j };
