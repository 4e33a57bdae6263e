// test schedule
// input: ../../kernels/floyd_warshall/floyd_warshall.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[k, i, j] : k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
child:
  schedule: "[_PB_N] -> { S0[k, i, j] -> [o0] : k = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    schedule: "[_PB_N] -> { S0[k, i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
    permutable: 1
    coincident: [ 0, 0 ]
    child:
      schedule: "[_PB_N] -> { S0[k, i, j] -> [o0, o1] : j = o1 and i = o0 }"
      permutable: 1
      coincident: [ 0, 0 ]
schedule := [_PB_N] -> { S0[k, i, j] -> [o0, o1, o2, o3, o4] : j = o4 and i = o3 and k = o0 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and k >= 0 and _PB_N >= k + 1 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 };
