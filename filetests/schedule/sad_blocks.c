// test schedule
// input: ../../kernels/sad_blocks/sad_blocks.c
// options: --parallel
// expected:
domain: "[_PB_NB, _PB_K] -> { S0[b] : b >= 0 and _PB_NB >= b + 1; S1[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S2[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S3[b] : b >= 0 and _PB_NB >= b + 1; S4[]; S5[b] : b >= 1 and _PB_NB >= b + 1 }"
child:
  sequence:
  - filter: "[_PB_NB, _PB_K] -> { S0[b] : b >= 0 and _PB_NB >= b + 1; S1[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S2[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S3[b] : b >= 0 and _PB_NB >= b + 1 }"
    child:
      schedule: "[_PB_NB, _PB_K] -> { S0[b] -> [o0] : b = o0; S1[b, t] -> [o0] : b = o0; S2[b, t] -> [o0] : b = o0; S3[b] -> [o0] : b = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        sequence:
        - filter: "[_PB_NB, _PB_K] -> { S0[b] : b >= 0 and _PB_NB >= b + 1 }"
        - filter: "[_PB_NB, _PB_K] -> { S1[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S2[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1 }"
          child:
            schedule: "[_PB_NB, _PB_K] -> { S1[b, t] -> [o0] : t = o0; S2[b, t] -> [o0] : t = o0 }"
            permutable: 1
            coincident: [ 0 ]
            child:
              sequence:
              - filter: "[_PB_NB, _PB_K] -> { S1[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1 }"
              - filter: "[_PB_NB, _PB_K] -> { S2[b, t] : b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1 }"
        - filter: "[_PB_NB, _PB_K] -> { S3[b] : b >= 0 and _PB_NB >= b + 1 }"
  - filter: "[_PB_NB, _PB_K] -> { S4[] }"
  - filter: "[_PB_NB, _PB_K] -> { S5[b] : b >= 1 and _PB_NB >= b + 1 }"
    child:
      schedule: "[_PB_NB, _PB_K] -> { S5[b] -> [o0] : b = o0 }"
      permutable: 1
      coincident: [ 0 ]
schedule := [_PB_NB, _PB_K] -> { S0[b] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o0 = 0 and b = o1 and b >= 0 and _PB_NB >= b + 1; S1[b, t] -> [o0, o1, o2, o3, o4] : o4 = 0 and o2 = 1 and o0 = 0 and t = o3 and b = o1 and b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S2[b, t] -> [o0, o1, o2, o3, o4] : o4 = 1 and o2 = 1 and o0 = 0 and t = o3 and b = o1 and b >= 0 and _PB_NB >= b + 1 and t >= 0 and _PB_K >= t + 1; S3[b] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 2 and o0 = 0 and b = o1 and b >= 0 and _PB_NB >= b + 1; S4[] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o1 = 0 and o0 = 1; S5[b] -> [o0, o1, o2, o3, o4] : o4 = 0 and o3 = 0 and o2 = 0 and o0 = 2 and b = o1 and b >= 1 and _PB_NB >= b + 1 };
