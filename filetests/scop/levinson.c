// test scop
// input: ../../kernels/levinson/levinson.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[]; S1[]; S2[]; S3[]; S4[k] : k >= 1 and k <= _PB_N - 1; S5[k] : k >= 1 and k <= _PB_N - 1; S6[k, i] : k >= 1 and k <= _PB_N - 1 and i >= 0 and i <= k - 1; S7[k] : k >= 1 and k <= _PB_N - 1; S8[k, i] : k >= 1 and k <= _PB_N - 1 and i >= 0 and i <= k - 1; S9[k, i] : k >= 1 and k <= _PB_N - 1 and i >= 0 and i <= k - 1; S10[k] : k >= 1 and k <= _PB_N - 1; S11[k] : k >= 1 and k <= _PB_N - 1 };
reads := [_PB_N] -> { S0[] -> r[0]; S2[] -> alpha[]; S3[] -> alpha[]; S4[k] -> alpha[]; S4[k] -> beta[]; S6[k, i] -> dot[]; S6[k, i] -> r[k - i - 1]; S6[k, i] -> y[i]; S7[k] -> r[k]; S7[k] -> dot[]; S7[k] -> beta[]; S8[k, i] -> y[i]; S8[k, i] -> alpha[]; S8[k, i] -> y[k - i - 1]; S9[k, i] -> z[i]; S10[k] -> alpha[]; S11[k] -> alpha[] };
writes := [_PB_N] -> { S0[] -> alpha[]; S1[] -> beta[]; S2[] -> y[0]; S3[] -> refl[0]; S4[k] -> beta[]; S5[k] -> dot[]; S6[k, i] -> dot[]; S7[k] -> alpha[]; S8[k, i] -> z[i]; S9[k, i] -> y[i]; S10[k] -> y[k]; S11[k] -> refl[k] };
schedule := [_PB_N] -> { S0[] -> [0, 0, 0, 0, 0]; S1[] -> [1, 0, 0, 0, 0]; S2[] -> [2, 0, 0, 0, 0]; S3[] -> [3, 0, 0, 0, 0]; S4[k] -> [4, k, 0, 0, 0]; S5[k] -> [4, k, 1, 0, 0]; S6[k, i] -> [4, k, 2, i, 0]; S7[k] -> [4, k, 3, 0, 0]; S8[k, i] -> [4, k, 4, i, 0]; S9[k, i] -> [4, k, 5, i, 0]; S10[k] -> [4, k, 6, 0, 0]; S11[k] -> [4, k, 7, 0, 0] };
