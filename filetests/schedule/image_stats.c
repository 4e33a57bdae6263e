// test schedule
// input: ../../kernels/image_stats/image_stats.c
// options: --parallel
// expected:
domain: "[_PB_H, _PB_W] -> { S0[]; S1[]; S2[]; S3[]; S4[]; S5[]; S6[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S7[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S8[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S9[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S10[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S11[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S12[i] : i >= 0 and _PB_H >= i + 1; S13[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1; S14[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1; S15[]; S16[]; S17[]; S18[]; S19[]; S20[] }"
child:
  sequence:
  - filter: "[_PB_H, _PB_W] -> { S0[]; S1[]; S2[]; S3[]; S4[]; S5[] }"
    child:
      sequence:
      - filter: "[_PB_H, _PB_W] -> { S0[] }"
      - filter: "[_PB_H, _PB_W] -> { S1[] }"
      - filter: "[_PB_H, _PB_W] -> { S2[] }"
      - filter: "[_PB_H, _PB_W] -> { S3[] }"
      - filter: "[_PB_H, _PB_W] -> { S4[] }"
      - filter: "[_PB_H, _PB_W] -> { S5[] }"
  - filter: "[_PB_H, _PB_W] -> { S6[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S7[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S8[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S9[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S10[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S11[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
    child:
      sequence:
      - filter: "[_PB_H, _PB_W] -> { S6[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S6[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S6[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
      - filter: "[_PB_H, _PB_W] -> { S7[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S7[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S7[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
      - filter: "[_PB_H, _PB_W] -> { S8[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S8[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S8[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
      - filter: "[_PB_H, _PB_W] -> { S9[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S9[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S9[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
      - filter: "[_PB_H, _PB_W] -> { S10[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S10[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S10[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
      - filter: "[_PB_H, _PB_W] -> { S11[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1 }"
        child:
          schedule: "[_PB_H, _PB_W] -> { S11[i, j] -> [o0] : i = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            schedule: "[_PB_H, _PB_W] -> { S11[i, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 0 ]
  - filter: "[_PB_H, _PB_W] -> { S12[i] : i >= 0 and _PB_H >= i + 1 }"
    child:
      schedule: "[_PB_H, _PB_W] -> { S12[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
  - filter: "[_PB_H, _PB_W] -> { S13[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1; S14[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1 }"
    child:
      schedule: "[_PB_H, _PB_W] -> { S13[i, j] -> [o0] : i = o0; S14[i, j] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        schedule: "[_PB_H, _PB_W] -> { S13[i, j] -> [o0] : j = o0; S14[i, j] -> [o0] : j = o0 }"
        permutable: 1
        coincident: [ 0 ]
        child:
          sequence:
          - filter: "[_PB_H, _PB_W] -> { S13[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1 }"
          - filter: "[_PB_H, _PB_W] -> { S14[i, j] : i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1 }"
  - filter: "[_PB_H, _PB_W] -> { S15[]; S16[]; S17[]; S18[]; S19[]; S20[] }"
    child:
      sequence:
      - filter: "[_PB_H, _PB_W] -> { S15[] }"
      - filter: "[_PB_H, _PB_W] -> { S16[] }"
      - filter: "[_PB_H, _PB_W] -> { S17[] }"
      - filter: "[_PB_H, _PB_W] -> { S18[] }"
      - filter: "[_PB_H, _PB_W] -> { S19[] }"
      - filter: "[_PB_H, _PB_W] -> { S20[] }"
schedule := [_PB_H, _PB_W] -> { S0[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 1 and o0 = 0; S2[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 2 and o0 = 0; S3[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 3 and o0 = 0; S4[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 4 and o0 = 0; S5[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 5 and o0 = 0; S6[i, j] -> [o0, o1, o2, o3] : o1 = 0 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S7[i, j] -> [o0, o1, o2, o3] : o1 = 1 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S8[i, j] -> [o0, o1, o2, o3] : o1 = 2 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S9[i, j] -> [o0, o1, o2, o3] : o1 = 3 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S10[i, j] -> [o0, o1, o2, o3] : o1 = 4 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S11[i, j] -> [o0, o1, o2, o3] : o1 = 5 and o0 = 1 and j = o3 and i = o2 and i >= 0 and _PB_H >= i + 1 and j >= 0 and _PB_W >= j + 1; S12[i] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o0 = 2 and i = o1 and i >= 0 and _PB_H >= i + 1; S13[i, j] -> [o0, o1, o2, o3] : o3 = 0 and o0 = 3 and j = o2 and i = o1 and i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1; S14[i, j] -> [o0, o1, o2, o3] : o3 = 1 and o0 = 3 and j = o2 and i = o1 and i >= 0 and _PB_H >= i + 1 and j >= 1 and _PB_W >= j + 1; S15[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 0 and o0 = 4; S16[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 1 and o0 = 4; S17[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 2 and o0 = 4; S18[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 3 and o0 = 4; S19[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 4 and o0 = 4; S20[] -> [o0, o1, o2, o3] : o3 = 0 and o2 = 0 and o1 = 5 and o0 = 4 };
