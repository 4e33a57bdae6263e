// test schedule
// input: ../../kernels/levinson/levinson.c
// options: --parallel
// expected:
domain: "[_PB_N] -> { S0[]; S1[]; S2[]; S3[]; S4[k] : k >= 1 and _PB_N >= k + 1; S5[k] : k >= 1 and _PB_N >= k + 1; S6[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S7[k] : k >= 1 and _PB_N >= k + 1; S8[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S9[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S10[k] : k >= 1 and _PB_N >= k + 1; S11[k] : k >= 1 and _PB_N >= k + 1 }"
child:
  sequence:
  - filter: "[_PB_N] -> { S0[]; S1[]; S2[]; S3[] }"
    child:
      sequence:
      - filter: "[_PB_N] -> { S0[] }"
      - filter: "[_PB_N] -> { S1[] }"
      - filter: "[_PB_N] -> { S2[] }"
      - filter: "[_PB_N] -> { S3[] }"
  - filter: "[_PB_N] -> { S4[k] : k >= 1 and _PB_N >= k + 1; S5[k] : k >= 1 and _PB_N >= k + 1; S6[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S7[k] : k >= 1 and _PB_N >= k + 1; S8[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S9[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S10[k] : k >= 1 and _PB_N >= k + 1; S11[k] : k >= 1 and _PB_N >= k + 1 }"
    child:
      schedule: "[_PB_N] -> { S4[k] -> [o0] : k = o0; S5[k] -> [o0] : k = o0; S6[k, i] -> [o0] : k = o0; S7[k] -> [o0] : k = o0; S8[k, i] -> [o0] : k = o0; S9[k, i] -> [o0] : k = o0; S10[k] -> [o0] : k = o0; S11[k] -> [o0] : k = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        schedule: "[_PB_N] -> { S4[k] -> [o0] : o0 = 0; S5[k] -> [o0] : o0 = 0; S6[k, i] -> [o0] : i = o0; S7[k] -> [o0] : k = o0; S8[k, i] -> [o0] : k + i = o0; S9[k, i] -> [o0] : 2*k + i = o0; S10[k] -> [o0] : k = o0; S11[k] -> [o0] : k = o0 }"
        permutable: 1
        coincident: [ 0 ]
        child:
          sequence:
          - filter: "[_PB_N] -> { S4[k] : k >= 1 and _PB_N >= k + 1; S5[k] : k >= 1 and _PB_N >= k + 1 }"
          - filter: "[_PB_N] -> { S6[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1 }"
          - filter: "[_PB_N] -> { S7[k] : k >= 1 and _PB_N >= k + 1 }"
          - filter: "[_PB_N] -> { S8[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S9[k, i] : k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1 }"
          - filter: "[_PB_N] -> { S10[k] : k >= 1 and _PB_N >= k + 1; S11[k] : k >= 1 and _PB_N >= k + 1 }"
schedule := [_PB_N] -> { S0[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 1 and o0 = 0; S2[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 2 and o0 = 0; S3[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 3 and o0 = 0; S4[k] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o0 = 1 and k = o1 and k >= 1 and _PB_N >= k + 1; S5[k] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o0 = 1 and k = o1 and k >= 1 and _PB_N >= k + 1; S6[k, i] -> [o0, o1, o2, o3] : o3 = 1 and o0 = 1 and i = o2 and k = o1 and k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S7[k] -> [o0, o1, o2, o3] : o3 = 2 and o0 = 1 and k = o1 and k = o2 and k >= 1 and _PB_N >= k + 1; S8[k, i] -> [o0, o1, o2, o3] : o3 = 3 and o0 = 1 and k = o1 and k + i = o2 and k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S9[k, i] -> [o0, o1, o2, o3] : o3 = 3 and o0 = 1 and k = o1 and 2*k + i = o2 and k >= 1 and _PB_N >= k + 1 and i >= 0 and k >= i + 1; S10[k] -> [o0, o1, o2, o3] : o3 = 4 and o0 = 1 and k = o1 and k = o2 and k >= 1 and _PB_N >= k + 1; S11[k] -> [o0, o1, o2, o3] : o3 = 4 and o0 = 1 and k = o1 and k = o2 and k >= 1 and _PB_N >= k + 1 };
