// test schedule
// input: ../../kernels/sep_blur/sep_blur.c
// options: --parallel
// expected:
domain: "[_PB_H, _PB_W] -> { S0[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 2 and _PB_W >= j + 3; S1[i, j] : i >= 2 and _PB_H >= i + 3 and j >= 2 and _PB_W >= j + 3 }"
child:
  schedule: "[_PB_H, _PB_W] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31); S1[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 - 2 and 32*e1 >= i - 29) }"
  permutable: 1
  coincident: [ 1, 0 ]
  child:
    schedule: "[_PB_H, _PB_W] -> { S0[i, j] -> [o0, o1] : j = o1 and i = o0; S1[i, j] -> [o0, o1] : j = o1 and i = o0 - 2 }"
    permutable: 1
    coincident: [ 0, 1 ]
    child:
      sequence:
      - filter: "[_PB_H, _PB_W] -> { S0[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 2 and _PB_W >= j + 3 }"
      - filter: "[_PB_H, _PB_W] -> { S1[i, j] : i >= 2 and _PB_H >= i + 3 and j >= 2 and _PB_W >= j + 3 }"
schedule := [_PB_H, _PB_W] -> { S0[i, j] -> [o0, o1, o2, o3, o4] : o4 = 0 and j = o3 and i = o2 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o2 >= 32*o1 and 32*o1 >= o2 - 31 and i >= 0 and _PB_H >= i + 1 and j >= 2 and _PB_W >= j + 3; S1[i, j] -> [o0, o1, o2, o3, o4] : o4 = 1 and j = o3 and i = o2 - 2 and o3 >= 32*o0 and 32*o0 >= o3 - 31 and o2 >= 32*o1 and 32*o1 >= o2 - 31 and i >= 2 and _PB_H >= i + 3 and j >= 2 and _PB_W >= j + 3 };
