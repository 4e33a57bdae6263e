// test scop
// input: ../../kernels/tensor_contract/tensor_contract.c
// expected:
context := [_PB_NR, _PB_NQ, _PB_NP] -> { : };
domain := [_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] : r >= 0 and r <= _PB_NR - 1 and q >= 0 and q <= _PB_NQ - 1 and p >= 0 and p <= _PB_NP - 1; S1[r, q, p, s] : r >= 0 and r <= _PB_NR - 1 and q >= 0 and q <= _PB_NQ - 1 and p >= 0 and p <= _PB_NP - 1 and s >= 0 and s <= _PB_NP - 1; S2[r, q, p] : r >= 0 and r <= _PB_NR - 1 and q >= 0 and q <= _PB_NQ - 1 and p >= 0 and p <= _PB_NP - 1; S3[r, q, p] : r >= 0 and r <= _PB_NR - 1 and q >= 0 and q <= _PB_NQ - 1 and p >= 0 and p <= _PB_NP - 1 };
reads := [_PB_NR, _PB_NQ, _PB_NP] -> { S1[r, q, p, s] -> acc[]; S1[r, q, p, s] -> X[r, q, s]; S1[r, q, p, s] -> W[s, p]; S2[r, q, p] -> acc[]; S3[r, q, p] -> t[p] };
writes := [_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> acc[]; S1[r, q, p, s] -> acc[]; S2[r, q, p] -> t[p]; S3[r, q, p] -> X[r, q, p] };
schedule := [_PB_NR, _PB_NQ, _PB_NP] -> { S0[r, q, p] -> [0, r, 0, q, 0, p, 0, 0, 0]; S1[r, q, p, s] -> [0, r, 0, q, 0, p, 1, s, 0]; S2[r, q, p] -> [0, r, 0, q, 0, p, 2, 0, 0]; S3[r, q, p] -> [0, r, 0, q, 1, p, 0, 0, 0] };
