// test schedule
// input: ../../kernels/row_normalize/row_normalize.c
// options: --parallel
// expected:
domain: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1; S2[i] : i >= 0 and _PB_N >= i + 1; S3[i] : i >= 0 and _PB_N >= i + 1; S4[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 }"
child:
  schedule: "[_PB_N, _PB_M] -> { S0[i] -> [o0] : i = o0; S1[i, j] -> [o0] : i = o0; S2[i] -> [o0] : i = o0; S3[i] -> [o0] : i = o0; S4[i, j] -> [o0] : i = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    sequence:
    - filter: "[_PB_N, _PB_M] -> { S0[i] : i >= 0 and _PB_N >= i + 1 }"
    - filter: "[_PB_N, _PB_M] -> { S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 }"
      child:
        schedule: "[_PB_N, _PB_M] -> { S1[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
    - filter: "[_PB_N, _PB_M] -> { S2[i] : i >= 0 and _PB_N >= i + 1; S3[i] : i >= 0 and _PB_N >= i + 1 }"
      child:
        sequence:
        - filter: "[_PB_N, _PB_M] -> { S2[i] : i >= 0 and _PB_N >= i + 1 }"
        - filter: "[_PB_N, _PB_M] -> { S3[i] : i >= 0 and _PB_N >= i + 1 }"
    - filter: "[_PB_N, _PB_M] -> { S4[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 }"
      child:
        schedule: "[_PB_N, _PB_M] -> { S4[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 1 ]
schedule := [_PB_N, _PB_M] -> { S0[i] -> [o0, o1, o2] : o2 = 0 and o1 = 0 and i = o0 and i >= 0 and _PB_N >= i + 1; S1[i, j] -> [o0, o1, o2] : o1 = 1 and j = o2 and i = o0 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1; S2[i] -> [o0, o1, o2] : o2 = 0 and o1 = 2 and i = o0 and i >= 0 and _PB_N >= i + 1; S3[i] -> [o0, o1, o2] : o2 = 1 and o1 = 2 and i = o0 and i >= 0 and _PB_N >= i + 1; S4[i, j] -> [o0, o1, o2] : o1 = 3 and j = o2 and i = o0 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_M >= j + 1 };
