// test schedule
// input: ../../kernels/gemver/gemver.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1; S2[i] : i >= 0 and _PB_N >= i + 1; S3[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
child:
  sequence:
  - filter: "[_PB_N] -> { S0[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1; S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
    child:
      schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31); S1[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_N] -> { S0[i, j] -> [o0, o1] : j = o1 and i = o0; S1[i, j] -> [o0, o1] : j = o0 and i = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
        child:
          sequence:
          - filter: "[_PB_N] -> { S0[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
          - filter: "[_PB_N] -> { S1[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
  - filter: "[_PB_N] -> { S2[i] : i >= 0 and _PB_N >= i + 1 }"
    child:
      schedule: "[_PB_N] -> { S2[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_N] -> { S3[i, j] : i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 }"
    child:
      schedule: "[_PB_N] -> { S3[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_N] -> { S3[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 1, 0 ]
schedule := [_PB_N] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 0 and j = o4 and i = o3 and j >= 32*o1 and 32*o1 >= j - 31 and i >= 32*o2 and 32*o2 >= i - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1; S1[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 1 and o0 = 0 and j = o3 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1; S2[i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 1 and i = o1 and i >= 0 and _PB_N >= i + 1; S3[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 2 and j = o4 and i = o3 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_N >= i + 1 and j >= 0 and _PB_N >= j + 1 };
