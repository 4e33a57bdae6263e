// test schedule
// input: ../../kernels/adi/adi.c
// options: --parallel
// expected:
domain: "[_PB_TSTEPS, _PB_N] -> { S0[]; S1[]; S2[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S3[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S4[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S5[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S6[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S7[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S8[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and _PB_N >= i + 2 and i >= 1; S9[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S10[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S11[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S12[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S13[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and _PB_N >= j + 2 and j >= 1 }"
child:
  sequence:
  - filter: "[_PB_TSTEPS, _PB_N] -> { S0[]; S1[] }"
    child:
      sequence:
      - filter: "[_PB_TSTEPS, _PB_N] -> { S0[] }"
      - filter: "[_PB_TSTEPS, _PB_N] -> { S1[] }"
  - filter: "[_PB_TSTEPS, _PB_N] -> { S2[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S3[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S4[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S5[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S6[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S7[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S8[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and _PB_N >= i + 2 and i >= 1; S9[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S10[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S11[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S12[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S13[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and _PB_N >= j + 2 and j >= 1 }"
    child:
      schedule: "[_PB_TSTEPS, _PB_N] -> { S2[t, j] -> [o0] : t = o0; S3[t, j] -> [o0] : t = o0; S4[t, j] -> [o0] : t = o0; S5[t, j, i] -> [o0] : t = o0; S6[t, j, i] -> [o0] : t = o0; S7[t, j] -> [o0] : t = o0; S8[t, j, i] -> [o0] : t = o0; S9[t, i] -> [o0] : t = o0; S10[t, i] -> [o0] : t = o0; S11[t, i, j] -> [o0] : t = o0; S12[t, i, j] -> [o0] : t = o0; S13[t, i, j] -> [o0] : t = o0 }"
      permutable: 1
      coincident: [ 0 ]
      child:
        sequence:
        - filter: "[_PB_TSTEPS, _PB_N] -> { S2[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S3[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S4[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 }"
          child:
            sequence:
            - filter: "[_PB_TSTEPS, _PB_N] -> { S2[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S2[t, j] -> [o0] : j = o0 }"
                permutable: 1
                coincident: [ 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S3[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S3[t, j] -> [o0] : j = o0 }"
                permutable: 1
                coincident: [ 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S4[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S4[t, j] -> [o0] : j = o0 }"
                permutable: 1
                coincident: [ 1 ]
        - filter: "[_PB_TSTEPS, _PB_N] -> { S5[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S6[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2 }"
          child:
            sequence:
            - filter: "[_PB_TSTEPS, _PB_N] -> { S5[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S5[t, j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_TSTEPS, _PB_N] -> { S5[t, j, i] -> [o0, o1] : i = o0 and j = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S6[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S6[t, j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i >= 32*e1 and 32*e1 >= i - 31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_TSTEPS, _PB_N] -> { S6[t, j, i] -> [o0, o1] : i = o0 and j = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
        - filter: "[_PB_TSTEPS, _PB_N] -> { S7[t, j] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 }"
          child:
            schedule: "[_PB_TSTEPS, _PB_N] -> { S7[t, j] -> [o0] : j = o0 }"
            permutable: 1
            coincident: [ 1 ]
        - filter: "[_PB_TSTEPS, _PB_N] -> { S8[t, j, i] : t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and _PB_N >= i + 2 and i >= 1 }"
          child:
            schedule: "[_PB_TSTEPS, _PB_N] -> { S8[t, j, i] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and j >= 32*e0 and 32*e0 >= j - 31 and i + 32*e1 <= 0 and i + 32*e1 >= -31) }"
            permutable: 1
            coincident: [ 1, 0 ]
            child:
              schedule: "[_PB_TSTEPS, _PB_N] -> { S8[t, j, i] -> [o0, o1] : i + o0 = 0 and j = o1 }"
              permutable: 1
              coincident: [ 0, 1 ]
        - filter: "[_PB_TSTEPS, _PB_N] -> { S9[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S10[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
          child:
            sequence:
            - filter: "[_PB_TSTEPS, _PB_N] -> { S9[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S9[t, i] -> [o0] : i = o0 }"
                permutable: 1
                coincident: [ 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S10[t, i] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S10[t, i] -> [o0] : i = o0 }"
                permutable: 1
                coincident: [ 1 ]
        - filter: "[_PB_TSTEPS, _PB_N] -> { S11[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S12[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S13[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and _PB_N >= j + 2 and j >= 1 }"
          child:
            sequence:
            - filter: "[_PB_TSTEPS, _PB_N] -> { S11[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S11[t, i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_TSTEPS, _PB_N] -> { S11[t, i, j] -> [o0, o1] : j = o0 and i = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S12[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S12[t, i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j >= 32*e1 and 32*e1 >= j - 31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_TSTEPS, _PB_N] -> { S12[t, i, j] -> [o0, o1] : j = o0 and i = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
            - filter: "[_PB_TSTEPS, _PB_N] -> { S13[t, i, j] : t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and _PB_N >= j + 2 and j >= 1 }"
              child:
                schedule: "[_PB_TSTEPS, _PB_N] -> { S13[t, i, j] -> [o0, o1] : exists (e0, e1 : o1 = e1 and o0 = e0 and i >= 32*e0 and 32*e0 >= i - 31 and j + 32*e1 <= 0 and j + 32*e1 >= -31) }"
                permutable: 1
                coincident: [ 1, 0 ]
                child:
                  schedule: "[_PB_TSTEPS, _PB_N] -> { S13[t, i, j] -> [o0, o1] : j + o0 = 0 and i = o1 }"
                  permutable: 1
                  coincident: [ 0, 1 ]
schedule := [_PB_TSTEPS, _PB_N] -> { S0[] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 0 and o0 = 0; S1[] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o3 = 0 and o2 = 0 and o1 = 1 and o0 = 0; S2[t, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o3 = 0 and o2 = 0 and o0 = 1 and j = o4 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S3[t, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o3 = 1 and o2 = 0 and o0 = 1 and j = o4 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S4[t, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o3 = 2 and o2 = 0 and o0 = 1 and j = o4 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S5[t, j, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 0 and o2 = 1 and o0 = 1 and i = o6 and j = o7 and t = o1 and j >= 32*o4 and 32*o4 >= j - 31 and i >= 32*o5 and 32*o5 >= i - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S6[t, j, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 1 and o2 = 1 and o0 = 1 and i = o6 and j = o7 and t = o1 and j >= 32*o4 and 32*o4 >= j - 31 and i >= 32*o5 and 32*o5 >= i - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and i >= 1 and _PB_N >= i + 2; S7[t, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o4 = 0 and o2 = 2 and o0 = 1 and j = o3 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2; S8[t, j, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o2 = 3 and o0 = 1 and i + o5 = 0 and j = o6 and t = o1 and j >= 32*o3 and 32*o3 >= j - 31 and i + 32*o4 <= 0 and i + 32*o4 >= -31 and t >= 0 and _PB_TSTEPS >= t + 1 and j >= 1 and _PB_N >= j + 2 and _PB_N >= i + 2 and i >= 1; S9[t, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o3 = 0 and o2 = 4 and o0 = 1 and i = o4 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S10[t, i] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o7 = 0 and o6 = 0 and o5 = 0 and o3 = 1 and o2 = 4 and o0 = 1 and i = o4 and t = o1 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2; S11[t, i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 0 and o2 = 5 and o0 = 1 and j = o6 and i = o7 and t = o1 and i >= 32*o4 and 32*o4 >= i - 31 and j >= 32*o5 and 32*o5 >= j - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S12[t, i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 1 and o2 = 5 and o0 = 1 and j = o6 and i = o7 and t = o1 and i >= 32*o4 and 32*o4 >= i - 31 and j >= 32*o5 and 32*o5 >= j - 31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and j >= 1 and _PB_N >= j + 2; S13[t, i, j] -> [o0, o1, o2, o3, o4, o5, o6, o7] : o3 = 2 and o2 = 5 and o0 = 1 and j + o6 = 0 and i = o7 and t = o1 and i >= 32*o4 and 32*o4 >= i - 31 and j + 32*o5 <= 0 and j + 32*o5 >= -31 and t >= 0 and _PB_TSTEPS >= t + 1 and i >= 1 and _PB_N >= i + 2 and _PB_N >= j + 2 and j >= 1 };
