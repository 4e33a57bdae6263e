// test schedule
// input: ../../kernels/softmax_rows/softmax_rows.c
// options: --parallel
// expected:
domain: "[_PB_R, _PB_C] -> { S0[i] : i >= 0 and _PB_R >= i + 1; S1[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 1 and _PB_C >= j + 1; S2[i] : i >= 0 and _PB_R >= i + 1; S3[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S4[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S5[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S6[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S7[i] : i >= 0 and _PB_R >= i + 1 }"
child:
  schedule: "[_PB_R, _PB_C] -> { S0[i] -> [o0] : i = o0; S1[i, j] -> [o0] : i = o0; S2[i] -> [o0] : i = o0; S3[i, j] -> [o0] : i = o0; S4[i, j] -> [o0] : i = o0; S5[i, j] -> [o0] : i = o0; S6[i, j] -> [o0] : i = o0; S7[i] -> [o0] : i = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    sequence:
    - filter: "[_PB_R, _PB_C] -> { S0[i] : i >= 0 and _PB_R >= i + 1 }"
    - filter: "[_PB_R, _PB_C] -> { S1[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 1 and _PB_C >= j + 1 }"
      child:
        schedule: "[_PB_R, _PB_C] -> { S1[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
    - filter: "[_PB_R, _PB_C] -> { S2[i] : i >= 0 and _PB_R >= i + 1 }"
    - filter: "[_PB_R, _PB_C] -> { S3[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S4[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S5[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S6[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
      child:
        sequence:
        - filter: "[_PB_R, _PB_C] -> { S3[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S4[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S5[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
          child:
            schedule: "[_PB_R, _PB_C] -> { S3[i, j] -> [o0] : j = o0; S4[i, j] -> [o0] : j = o0; S5[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
            child:
              sequence:
              - filter: "[_PB_R, _PB_C] -> { S3[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
              - filter: "[_PB_R, _PB_C] -> { S4[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
              - filter: "[_PB_R, _PB_C] -> { S5[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
        - filter: "[_PB_R, _PB_C] -> { S6[i, j] : i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1 }"
          child:
            schedule: "[_PB_R, _PB_C] -> { S6[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 1 ]
    - filter: "[_PB_R, _PB_C] -> { S7[i] : i >= 0 and _PB_R >= i + 1 }"
schedule := [_PB_R, _PB_C] -> { S0[i] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o1 = 0 and i = o0 and i >= 0 and _PB_R >= i + 1; S1[i, j] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o1 = 1 and j = o2 and i = o0 and i >= 0 and _PB_R >= i + 1 and j >= 1 and _PB_C >= j + 1; S2[i] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o1 = 2 and i = o0 and i >= 0 and _PB_R >= i + 1; S3[i, j] -> [o0, o1, o2, o3, o4] : o4 = 0 and o2 = 0 and o1 = 3 and j = o3 and i = o0 and i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S4[i, j] -> [o0, o1, o2, o3, o4] : o4 = 1 and o2 = 0 and o1 = 3 and j = o3 and i = o0 and i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S5[i, j] -> [o0, o1, o2, o3, o4] : o4 = 2 and o2 = 0 and o1 = 3 and j = o3 and i = o0 and i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S6[i, j] -> [o0, o1, o2, o3, o4] : o4 = 0 and o2 = 1 and o1 = 3 and j = o3 and i = o0 and i >= 0 and _PB_R >= i + 1 and j >= 0 and _PB_C >= j + 1; S7[i] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o1 = 4 and i = o0 and i >= 0 and _PB_R >= i + 1 };
