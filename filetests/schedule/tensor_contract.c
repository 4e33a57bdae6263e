// test schedule
// input: ../../kernels/tensor_contract/tensor_contract.c
// options: --parallel
// expected:
domain: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1; S1[r, q, p, s] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 and s >= 0 and _PB_NP >= s + 1; S2[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1; S3[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 }"
child:
  schedule: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> [o0] : r = o0; S1[r, q, p, s] -> [o0] : r = o0; S2[r, q, p] -> [o0] : r = o0; S3[r, q, p] -> [o0] : r = o0 }"
  permutable: 1
  coincident: [ 0 ]
  child:
    schedule: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> [o0] : q = o0; S1[r, q, p, s] -> [o0] : q = o0; S2[r, q, p] -> [o0] : q = o0; S3[r, q, p] -> [o0] : q = o0 }"
    permutable: 1
    coincident: [ 0 ]
    child:
      sequence:
      - filter: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1; S1[r, q, p, s] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 and s >= 0 and _PB_NP >= s + 1; S2[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 }"
        child:
          schedule: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> [o0] : p = o0; S1[r, q, p, s] -> [o0] : p = o0; S2[r, q, p] -> [o0] : p = o0 }"
          permutable: 1
          coincident: [ 0 ]
          child:
            sequence:
            - filter: "[_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 }"
            - filter: "[_PB_NR, _PB_NQ, _PB_NP] -> { S1[r, q, p, s] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 and s >= 0 and _PB_NP >= s + 1 }"
              child:
                schedule: "[_PB_NR, _PB_NQ, _PB_NP] -> { S1[r, q, p, s] -> [o0] : s = o0 }"
                permutable: 1
                coincident: [ 0 ]
            - filter: "[_PB_NR, _PB_NQ, _PB_NP] -> { S2[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 }"
      - filter: "[_PB_NR, _PB_NQ, _PB_NP] -> { S3[r, q, p] : r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 }"
        child:
          schedule: "[_PB_NR, _PB_NQ, _PB_NP] -> { S3[r, q, p] -> [o0] : p = o0 }"
          permutable: 1
          coincident: [ 1 ]
schedule := [_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o2 = 0 and p = o3 and q = o1 and r = o0 and r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1; S1[r, q, p, s] -> [o0, o1, o2, o3, o4, o5] : o4 = 1 and o2 = 0 and s = o5 and p = o3 and q = o1 and r = o0 and r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 and s >= 0 and _PB_NP >= s + 1; S2[r, q, p] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 2 and o2 = 0 and p = o3 and q = o1 and r = o0 and r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1; S3[r, q, p] -> [o0, o1, o2, o3, o4, o5] : o5 = 0 and o4 = 0 and o2 = 1 and p = o3 and q = o1 and r = o0 and r >= 0 and _PB_NR >= r + 1 and q >= 0 and _PB_NQ >= q + 1 and p >= 0 and _PB_NP >= p + 1 };
