// test schedule
// input: ../../kernels/deriche/deriche.c
// options: --parallel
// expected:
domain: "[_PB_NR, _PB_NC] -> { S0[]; S1[]; S2[]; S3[]; S4[]; S5[]; S6[]; S7[]; S8[]; S9[]; S10[]; S11[]; S12[]; S13[]; S14[]; S15[i] : i >= 0 and _PB_NR >= i + 1; S16[i] : i >= 0 and _PB_NR >= i + 1; S17[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 2 and _PB_NC >= j + 1; S18[i] : i >= 0 and _PB_NR >= i + 1; S19[i] : i >= 0 and _PB_NR >= i + 1; S20[i, j] : i >= 0 and _PB_NR >= i + 1 and _PB_NC >= j + 3 and j >= 0; S21[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1; S22[j] : j >= 0 and _PB_NC >= j + 1; S23[j] : j >= 0 and _PB_NC >= j + 1; S24[j, i] : j >= 0 and _PB_NC >= j + 1 and i >= 2 and _PB_NR >= i + 1; S25[j] : j >= 0 and _PB_NC >= j + 1; S26[j] : j >= 0 and _PB_NC >= j + 1; S27[j, i] : j >= 0 and _PB_NC >= j + 1 and _PB_NR >= i + 3 and i >= 0; S28[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 }"
child:
  sequence:
  - filter: "[_PB_NR, _PB_NC] -> { S0[]; S1[]; S2[]; S3[]; S4[]; S5[]; S6[]; S7[]; S8[]; S9[]; S10[]; S11[]; S12[]; S13[]; S14[] }"
    child:
      sequence:
      - filter: "[_PB_NR, _PB_NC] -> { S0[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S1[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S2[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S3[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S4[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S5[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S6[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S7[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S8[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S9[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S10[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S11[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S12[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S13[] }"
      - filter: "[_PB_NR, _PB_NC] -> { S14[] }"
  - filter: "[_PB_NR, _PB_NC] -> { S15[i] : i >= 0 and _PB_NR >= i + 1; S16[i] : i >= 0 and _PB_NR >= i + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S15[i] -> [o0] : i = o0; S16[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
      child:
        sequence:
        - filter: "[_PB_NR, _PB_NC] -> { S15[i] : i >= 0 and _PB_NR >= i + 1 }"
        - filter: "[_PB_NR, _PB_NC] -> { S16[i] : i >= 0 and _PB_NR >= i + 1 }"
  - filter: "[_PB_NR, _PB_NC] -> { S17[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 2 and _PB_NC >= j + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S17[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_NR, _PB_NC] -> { S17[i, j] -> [o0, o1] : j = o0 and i = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
  - filter: "[_PB_NR, _PB_NC] -> { S18[i] : i >= 0 and _PB_NR >= i + 1; S19[i] : i >= 0 and _PB_NR >= i + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S18[i] -> [o0] : i = o0; S19[i] -> [o0] : i = o0 }"
      permutable: 1
      coincident: [ 1 ]
      child:
        sequence:
        - filter: "[_PB_NR, _PB_NC] -> { S18[i] : i >= 0 and _PB_NR >= i + 1 }"
        - filter: "[_PB_NR, _PB_NC] -> { S19[i] : i >= 0 and _PB_NR >= i + 1 }"
  - filter: "[_PB_NR, _PB_NC] -> { S20[i, j] : i >= 0 and _PB_NR >= i + 1 and _PB_NC >= j + 3 and j >= 0; S21[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S20[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j + 32*e1 <= 0 and j + 32*e1 >= -31); S21[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_NR, _PB_NC] -> { S20[i, j] -> [o0, o1] : j + o0 = 0 and i = o1; S21[i, j] -> [o0, o1] : j = o0 and i = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
        child:
          sequence:
          - filter: "[_PB_NR, _PB_NC] -> { S20[i, j] : i >= 0 and _PB_NR >= i + 1 and _PB_NC >= j + 3 and j >= 0 }"
          - filter: "[_PB_NR, _PB_NC] -> { S21[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 }"
  - filter: "[_PB_NR, _PB_NC] -> { S22[j] : j >= 0 and _PB_NC >= j + 1; S23[j] : j >= 0 and _PB_NC >= j + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S22[j] -> [o0] : j = o0; S23[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
      child:
        sequence:
        - filter: "[_PB_NR, _PB_NC] -> { S22[j] : j >= 0 and _PB_NC >= j + 1 }"
        - filter: "[_PB_NR, _PB_NC] -> { S23[j] : j >= 0 and _PB_NC >= j + 1 }"
  - filter: "[_PB_NR, _PB_NC] -> { S24[j, i] : j >= 0 and _PB_NC >= j + 1 and i >= 2 and _PB_NR >= i + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S24[j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_NR, _PB_NC] -> { S24[j, i] -> [o0, o1] : i = o0 and j = o1 }"
        permutable: 1
        coincident: [ 0, 1 ]
  - filter: "[_PB_NR, _PB_NC] -> { S25[j] : j >= 0 and _PB_NC >= j + 1; S26[j] : j >= 0 and _PB_NC >= j + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S25[j] -> [o0] : j = o0; S26[j] -> [o0] : j = o0 }"
      permutable: 1
      coincident: [ 1 ]
      child:
        sequence:
        - filter: "[_PB_NR, _PB_NC] -> { S25[j] : j >= 0 and _PB_NC >= j + 1 }"
        - filter: "[_PB_NR, _PB_NC] -> { S26[j] : j >= 0 and _PB_NC >= j + 1 }"
  - filter: "[_PB_NR, _PB_NC] -> { S27[j, i] : j >= 0 and _PB_NC >= j + 1 and _PB_NR >= i + 3 and i >= 0; S28[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 }"
    child:
      schedule: "[_PB_NR, _PB_NC] -> { S27[j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i + 32*e1 <= 0 and i + 32*e1 >= -31); S28[i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
      permutable: 1
      coincident: [ 1, 0 ]
      child:
        schedule: "[_PB_NR, _PB_NC] -> { S27[j, i] -> [o0, o1] : i + o0 = 0 and j = o1; S28[i, j] -> [o0, o1] : j = o1 and i = o0 }"
        permutable: 1
        coincident: [ 0, 1 ]
        child:
          sequence:
          - filter: "[_PB_NR, _PB_NC] -> { S27[j, i] : j >= 0 and _PB_NC >= j + 1 and _PB_NR >= i + 3 and i >= 0 }"
          - filter: "[_PB_NR, _PB_NC] -> { S28[i, j] : i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 }"
schedule := [_PB_NR, _PB_NC] -> { S0[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 1 and o0 = 0; S2[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 2 and o0 = 0; S3[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 3 and o0 = 0; S4[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 4 and o0 = 0; S5[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 5 and o0 = 0; S6[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 6 and o0 = 0; S7[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 7 and o0 = 0; S8[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 8 and o0 = 0; S9[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 9 and o0 = 0; S10[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 10 and o0 = 0; S11[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 11 and o0 = 0; S12[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 12 and o0 = 0; S13[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 13 and o0 = 0; S14[] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 14 and o0 = 0; S15[i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 1 and i = o1 and i >= 0 and _PB_NR >= i + 1; S16[i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 1 and o0 = 1 and i = o1 and i >= 0 and _PB_NR >= i + 1; S17[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 2 and j = o3 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_NR >= i + 1 and j >= 2 and _PB_NC >= j + 1; S18[i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 3 and i = o1 and i >= 0 and _PB_NR >= i + 1; S19[i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 1 and o0 = 3 and i = o1 and i >= 0 and _PB_NR >= i + 1; S20[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 4 and j + o3 = 0 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j + 32*o2 <= 0 and j + 32*o2 >= -31 and i >= 0 and _PB_NR >= i + 1 and _PB_NC >= j + 3 and j >= 0; S21[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 1 and o0 = 4 and j = o3 and i = o4 and i >= 32*o1 and 32*o1 >= i - 31 and j >= 32*o2 and 32*o2 >= j - 31 and i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1; S22[j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 5 and j = o1 and j >= 0 and _PB_NC >= j + 1; S23[j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 1 and o0 = 5 and j = o1 and j >= 0 and _PB_NC >= j + 1; S24[j, i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 6 and i = o3 and j = o4 and j >= 32*o1 and 32*o1 >= j - 31 and i >= 32*o2 and 32*o2 >= i - 31 and j >= 0 and _PB_NC >= j + 1 and i >= 2 and _PB_NR >= i + 1; S25[j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o0 = 7 and j = o1 and j >= 0 and _PB_NC >= j + 1; S26[j] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o3 = 0 and o2 = 1 and o0 = 7 and j = o1 and j >= 0 and _PB_NC >= j + 1; S27[j, i] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o0 = 8 and i + o3 = 0 and j = o4 and j >= 32*o1 and 32*o1 >= j - 31 and i + 32*o2 <= 0 and i + 32*o2 >= -31 and j >= 0 and _PB_NC >= j + 1 and _PB_NR >= i + 3 and i >= 0; S28[i, j] -> [o0, o1, o2, o3, o4, o5] : o5 = 1 and o0 = 8 and j = o4 and i = o3 and j >= 32*o1 and 32*o1 >= j - 31 and i >= 32*o2 and 32*o2 >= i - 31 and i >= 0 and _PB_NR >= i + 1 and j >= 0 and _PB_NC >= j + 1 };
