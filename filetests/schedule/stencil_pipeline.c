// test schedule
// input: ../../kernels/stencil_pipeline/stencil_pipeline.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[i, j] : i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S1[i, j] : i >= 2 and _PB_N >= i + 3 and j >= 2 and _PB_N >= j + 3 }"
child:
  schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and i >= 32*e0 and 32*e0 >= i - 31 and i + j >= 32*e1 and 32*e1 >= i + j - 31); S1[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 + e1 and i >= 32*e0 - 1 and 32*e0 >= i - 30 and i + j >= 32*e1 - 1 and 32*e1 >= i + j - 30) }"
  permutable: 1
  coincident: [ 0, 1 ]
  child:
    schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : i = o0 and i + j = o1; S1[i, j] -> [o0, o1] : i = o0 - 1 and i + j = o1 - 1 }"
    permutable: 1
    coincident: [ 0, 0 ]
    child:
      sequence:
      - filter: "[_PB_N] -> { S0[i, j] : i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 }"
      - filter: "[_PB_N] -> { S1[i, j] : i >= 2 and _PB_N >= i + 3 and j >= 2 and _PB_N >= j + 3 }"
schedule := [_PB_N] -> { S0[i, j] -> [o0, o1, o2, o3, o4] : o4 = 0 and i = o2 and i + j = o3 and i + 32*o1 >= 32*o0 and 32*o0 >= i + 32*o1 - 31 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S1[i, j] -> [o0, o1, o2, o3, o4] : o4 = 1 and i = o2 - 1 and i + j = o3 - 1 and i + 32*o1 >= 32*o0 - 1 and 32*o0 >= i + 32*o1 - 30 and o3 >= 32*o1 and 32*o1 >= o3 - 31 and i >= 2 and _PB_N >= i + 3 and j >= 2 and _PB_N >= j + 3 };
