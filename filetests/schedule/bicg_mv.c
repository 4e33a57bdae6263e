// test schedule
// input: ../../kernels/bicg_mv/bicg_mv.c
// options: --parallel
// expected:
domain: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1; S2[j] : j >= 0 and _PB_M >= j + 1; S3[j, i] : j >= 0 and _PB_M >= j + 1 and i >= 0 and _PB_N >= i + 1 }"
child:
  schedule: "[_PB_N, _PB_M] -> { S0[i] -> [o0, o1] : exists (e0 : o1 = 0 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31); S1[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31); S2[j] -> [o0, o1] : exists (e0 : o1 = 0 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31); S3[j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
  permutable: 1
  coincident: [ 1, 0 ]
  child:
    schedule: "[_PB_N, _PB_M] -> { S0[i] -> [o0, o1] : o0 = 0 and i = o1; S1[i, j] -> [o0, o1] : j = o0 and i = o1; S2[j] -> [o0, o1] : o0 = 0 and j = o1; S3[j, i] -> [o0, o1] : i = o0 and j = o1 }"
    permutable: 1
    coincident: [ 0, 1 ]
    child:
      sequence:
      - filter: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i + 1 }"
      - filter: "[_PB_N, _PB_M] -> { S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 }"
      - filter: "[_PB_N, _PB_M] -> { S2[j] : j >= 0 and _PB_M >= j + 1 }"
      - filter: "[_PB_N, _PB_M] -> { S3[j, i] : j >= 0 and _PB_M >= j + 1 and i >= 0 and _PB_N >= i + 1 }"
schedule := [_PB_N, _PB_M] -> { S0[i] -> [o0, o1, o2, o3, o4] : o4 = 0 and o2 = 0 and o1 = 0 and i = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and i >= 0 and _PB_N >= i + 1; S1[i, j] -> [o0, o1, o2, o3, o4] : o4 = 1 and j = o2 and i = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o2 >= 32*o1 and 32*o1 >= o2 - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1; S2[j] -> [o0, o1, o2, o3, o4] : o4 = 2 and o2 = 0 and o1 = 0 and j = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and j >= 0 and _PB_M >= j + 1; S3[j, i] -> [o0, o1, o2, o3, o4] : o4 = 3 and i = o2 and j = o3 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o2 >= 32*o1 and 32*o1 >= o2 - 31 and j >= 0 and _PB_M >= j + 1 and i >= 0 and _PB_N >= i + 1 };
