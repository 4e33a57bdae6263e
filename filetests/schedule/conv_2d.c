// test schedule
// input: ../../kernels/conv_2d/conv_2d.c
// options: --parallel
// expected:
domain: "[_PB_K, _PB_N] -> { S0[i, j] : i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j; S1[i, j, a, b] : i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j and a >= 0 and _PB_K >= a + 1 and b >= 0 and _PB_K >= b + 1 }"
child:
  sequence:
  - filter: "[_PB_K, _PB_N] -> { S0[i, j] : i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j }"
    child:
      schedule: "[_PB_K, _PB_N] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_K, _PB_N] -> { S0[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 1 ]
  - filter: "[_PB_K, _PB_N] -> { S1[i, j, a, b] : i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j and a >= 0 and _PB_K >= a + 1 and b >= 0 and _PB_K >= b + 1 }"
    child:
      schedule: "[_PB_K, _PB_N] -> { S1[i, j, a, b] -> [o0, o1, o2] : exists (e0, e1, e2 : o2 = e2 and o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31 and a >= 32*e2 and 32*e2 >= a - 31) }"
      permutable: 1
      coincident: [ 1, 1, 0 ]
      child:
        schedule: "[_PB_K, _PB_N] -> { S1[i, j, a, b] -> [o0, o1] : a = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 0 ]
        child:
          schedule: "[_PB_K, _PB_N] -> { S1[i, j, a, b] -> [o0] : b = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_K, _PB_N] -> { S1[i, j, a, b] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 1 ]
schedule := [_PB_K, _PB_N] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o0 = 0 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j; S1[i, j, a, b] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o0 = 1 and b = o6 and a = o5 and j = o7 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and a >= 32*o3 and 32*o3 >= a - 31 and i >= 0 and _PB_N >= _PB_K + i and j >= 0 and _PB_N >= _PB_K + j and a >= 0 and _PB_K >= a + 1 and b >= 0 and _PB_K >= b + 1 };
