// test schedule
// input: ../../kernels/trmm/trmm.c
// options: --parallel
// expected:
domain: "[_PB_M, _PB_N] -> { S0[i, j] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1; S1[i, j, k] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k + 1; S2[i, j] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 }"
child:
  sequence:
  - filter: "[_PB_M, _PB_N] -> { S0[i, j] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1; S1[i, j, k] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i + 32*e1 <= 0 and i + 32*e1 >= -31); S1[i, j, k] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i + 32*e1 <= 0 and i + 32*e1 >= -31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0] : i + o0 = 0; S1[i, j, k] -> [o0] : i + o0 = 0 }"
        permutable: 1
        coincident: [ 0 ]
        child:
          schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0] : o0 = 0; S1[i, j, k] -> [o0] : k = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_M, _PB_N] -> { S0[i, j] -> [o0] : j = o0; S1[i, j, k] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 1 ]
            child:
              sequence:
              - filter: "[_PB_M, _PB_N] -> { S0[i, j] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 }"
              - filter: "[_PB_M, _PB_N] -> { S1[i, j, k] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k + 1 }"
  - filter: "[_PB_M, _PB_N] -> { S2[i, j] : _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 }"
    child:
      schedule: "[_PB_M, _PB_N] -> { S2[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i + 32*e0 <= 0 and i + 32*e0 >= -31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 1 ]
      child:
        schedule: "[_PB_M, _PB_N] -> { S2[i, j] -> [o0, o1] : j = o1 and i + o0 = 0 }"
        permutable: 1
        coincident: [ 1, 1 ]
schedule := [_PB_M, _PB_N] -> { S0[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o4 = 0 and o0 = 0 and j = o5 and i + o3 = 0 and j >= 32*o1 and 32*o1 >= j - 31 and i + 32*o2 <= 0 and i + 32*o2 >= -31 and _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1; S1[i, j, k] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 1 and o0 = 0 and k = o4 and j = o5 and i + o3 = 0 and j >= 32*o1 and 32*o1 >= j - 31 and i + 32*o2 <= 0 and i + 32*o2 >= -31 and _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 and k >= 0 and i >= k + 1; S2[i, j] -> [o0, o1, o2, o3, o4, o5, o6] : o6 = 0 and o5 = 0 and o0 = 1 and j = o4 and i + o3 = 0 and i + 32*o1 <= 0 and i + 32*o1 >= -31 and j >= 32*o2 and 32*o2 >= j - 31 and _PB_M >= i + 1 and i >= 0 and j >= 0 and _PB_N >= j + 1 };
