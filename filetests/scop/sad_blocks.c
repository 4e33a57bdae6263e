// test scop
// input: ../../kernels/sad_blocks/sad_blocks.c
// expected:
context := [_PB_NB, _PB_K] -> { : };
domain := [_PB_NB, _PB_K] -> { S0[b] : b >= 0 and b <= _PB_NB - 1; S1[b, t] : b >= 0 and b <= _PB_NB - 1 and t >= 0 and t <= _PB_K - 1; S2[b, t] : b >= 0 and b <= _PB_NB - 1 and t >= 0 and t <= _PB_K - 1; S3[b] : b >= 0 and b <= _PB_NB - 1; S4[]; S5[b] : b >= 1 and b <= _PB_NB - 1 };
reads := [_PB_NB, _PB_K] -> { S1[b, t] -> cand[b, t]; S1[b, t] -> tmpl[t]; S2[b, t] -> s[]; S2[b, t] -> d[]; S3[b] -> s[]; S4[] -> sad[0]; S5[b] -> sad[b]; S5[b] -> best[0] };
writes := [_PB_NB, _PB_K] -> { S0[b] -> s[]; S1[b, t] -> d[]; S2[b, t] -> s[]; S3[b] -> sad[b]; S4[] -> best[0]; S5[b] -> best[0] };
schedule := [_PB_NB, _PB_K] -> { S0[b] -> [0, b, 0, 0, 0]; S1[b, t] -> [0, b, 1, t, 0]; S2[b, t] -> [0, b, 1, t, 1]; S3[b] -> [0, b, 2, 0, 0]; S4[] -> [1, 0, 0, 0, 0]; S5[b] -> [2, b, 0, 0, 0] };
