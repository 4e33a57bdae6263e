// test schedule
// input: ../../kernels/symm/symm.c
// options: --parallel
// expected:
domain: "[_PB_M, _PB_N] -> { S0[i, j] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1; S1[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k; S2[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= i + 1 and _PB_M >= k + 1; S3[i, j] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
child:
  schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0] : i = o0; S1[i, j, k] -> [o0] : i = o0; S2[i, j, k] -> [o0] : i = o0; S3[i, j] -> [o0] : i = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0] : j = o0; S1[i, j, k] -> [o0] : j = o0; S2[i, j, k] -> [o0] : j = o0; S3[i, j] -> [o0] : j = o0 }"
    permutable: 1
    coincident: [ 0 ]
    child:
      sequence:
      - filter: "[_PB_M, _PB_N] -> { S0[i, j] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
      - filter: "[_PB_M, _PB_N] -> { S1[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k; S2[i, j, k] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= i + 1 and _PB_M >= k + 1 }"
        child:
          schedule: "[_PB_M, _PB_N] -> { S1[i, j, k] -> [o0] : k = o0; S2[i, j, k] -> [o0] : k = o0 }"
          permutable: 1
          coincident: [ 0 ]
      - filter: "[_PB_M, _PB_N] -> { S3[i, j] : i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
schedule := [_PB_M, _PB_N] -> { S0[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and j = o1 and i = o0 and i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1; S1[i, j, k] -> [o0, o1, o2, o3] : o2 = 1 and k = o3 and j = o1 and i = o0 and i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k; S2[i, j, k] -> [o0, o1, o2, o3] : o2 = 1 and k = o3 and j = o1 and i = o0 and i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 and k >= i + 1 and _PB_M >= k + 1; S3[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 2 and j = o1 and i = o0 and i >= 0 and _PB_M >= i + 1 and j >= 0 and _PB_N >= j + 1 };
