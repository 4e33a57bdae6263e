// test scop
// input: ../../kernels/covariance/covariance.c
// expected:
context := [_PB_M, _PB_N] -> { : };
domain := [_PB_M, _PB_N] -> { S0[j] : j >= 0 and j <= _PB_M - 1; S1[j, k] : j >= 0 and j <= _PB_M - 1 and k >= 0 and k <= _PB_N - 1; S2[j] : j >= 0 and j <= _PB_M - 1; S3[k, j] : k >= 0 and k <= _PB_N - 1 and j >= 0 and j <= _PB_M - 1; S4[i, j] : i >= 0 and i <= _PB_M - 1 and j >= i and j <= _PB_M - 1; S5[i, j, k] : i >= 0 and i <= _PB_M - 1 and j >= i and j <= _PB_M - 1 and k >= 0 and k <= _PB_N - 1; S6[i, j] : i >= 0 and i <= _PB_M - 1 and j >= i and j <= _PB_M - 1; S7[i, j] : i >= 0 and i <= _PB_M - 1 and j >= i and j <= _PB_M - 1 };
reads := [_PB_M, _PB_N] -> { S1[j, k] -> mean[j]; S1[j, k] -> data[k, j]; S2[j] -> mean[j]; S2[j] -> count[]; S3[k, j] -> data[k, j]; S3[k, j] -> mean[j]; S5[i, j, k] -> cov[i, j]; S5[i, j, k] -> data[k, i]; S5[i, j, k] -> data[k, j]; S6[i, j] -> cov[i, j]; S6[i, j] -> count[]; S7[i, j] -> cov[i, j] };
writes := [_PB_M, _PB_N] -> { S0[j] -> mean[j]; S1[j, k] -> mean[j]; S2[j] -> mean[j]; S3[k, j] -> data[k, j]; S4[i, j] -> cov[i, j]; S5[i, j, k] -> cov[i, j]; S6[i, j] -> cov[i, j]; S7[i, j] -> cov[j, i] };
schedule := [_PB_M, _PB_N] -> { S0[j] -> [0, j, 0, 0, 0, 0, 0]; S1[j, k] -> [0, j, 1, k, 0, 0, 0]; S2[j] -> [0, j, 2, 0, 0, 0, 0]; S3[k, j] -> [1, k, 0, j, 0, 0, 0]; S4[i, j] -> [2, i, 0, j, 0, 0, 0]; S5[i, j, k] -> [2, i, 0, j, 1, k, 0]; S6[i, j] -> [2, i, 0, j, 2, 0, 0]; S7[i, j] -> [2, i, 0, j, 3, 0, 0] };
