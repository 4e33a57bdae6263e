// test schedule
// input: ../../kernels/box_filter/box_filter.c
// options: --parallel
// expected:
domain: "[_PB_H, WIN, _PB_W] -> { S0[i] : i >= 0 and _PB_H >= i + 1; S1[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and WIN >= j + 1; S2[i] : i >= 0 and _PB_H >= i + 1; S3[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j; S4[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j }"
child:
  schedule: "[_PB_H, WIN, _PB_W] -> { S0[i] -> [o0] : i = o0; S1[i, j] -> [o0] : i = o0; S2[i] -> [o0] : i = o0; S3[i, j] -> [o0] : i = o0; S4[i, j] -> [o0] : i = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    sequence:
    - filter: "[_PB_H, WIN, _PB_W] -> { S0[i] : i >= 0 and _PB_H >= i + 1 }"
    - filter: "[_PB_H, WIN, _PB_W] -> { S1[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and WIN >= j + 1 }"
      child:
        schedule: "[_PB_H, WIN, _PB_W] -> { S1[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
    - filter: "[_PB_H, WIN, _PB_W] -> { S2[i] : i >= 0 and _PB_H >= i + 1 }"
    - filter: "[_PB_H, WIN, _PB_W] -> { S3[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j; S4[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j }"
      child:
        schedule: "[_PB_H, WIN, _PB_W] -> { S3[i, j] -> [o0] : j = o0; S4[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
        child:
          sequence:
          - filter: "[_PB_H, WIN, _PB_W] -> { S3[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j }"
          - filter: "[_PB_H, WIN, _PB_W] -> { S4[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j }"
schedule := [_PB_H, WIN, _PB_W] -> { S0[i] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and i = o0 and i >= 0 and _PB_H >= i + 1; S1[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o1 = 1 and j = o2 and i = o0 and i >= 0 and _PB_H >= i + 1 and j >= 0 and WIN >= j + 1; S2[i] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 2 and i = o0 and i >= 0 and _PB_H >= i + 1; S3[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o1 = 3 and j = o2 and i = o0 and i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j; S4[i, j] -> [o0, o1, o2, o3] : o3 = 1 and o1 = 3 and j = o2 and i = o0 and i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= WIN + j };
