// test scop
// input: ../../kernels/conv_2d/conv_2d.c
// expected:
context := [_PB_K, _PB_N] -> { : };
domain := [_PB_K, _PB_N] -> { S0[i, j] : i >= 0 and i <= -_PB_K + _PB_N and j >= 0 and j <= -_PB_K + _PB_N; S1[i, j, a, b] : i >= 0 and i <= -_PB_K + _PB_N and j >= 0 and j <= -_PB_K + _PB_N and a >= 0 and a <= _PB_K - 1 and b >= 0 and b <= _PB_K - 1 };
reads := [_PB_K, _PB_N] -> { S1[i, j, a, b] -> out[i, j]; S1[i, j, a, b] -> w[a, b]; S1[i, j, a, b] -> img[i + a, j + b] };
writes := [_PB_K, _PB_N] -> { S0[i, j] -> out[i, j]; S1[i, j, a, b] -> out[i, j] };
schedule := [_PB_K, _PB_N] -> { S0[i, j] -> [0, i, 0, j, 0, 0, 0, 0, 0]; S1[i, j, a, b] -> [0, i, 0, j, 1, a, 0, b, 0] };
