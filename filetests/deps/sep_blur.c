// test deps
// input: ../../kernels/sep_blur/sep_blur.c
// expected:
context := [_PB_H, _PB_W] -> { : };
domain := [_PB_H, _PB_W] -> { S0[i, j] : i >= 0 and i <= _PB_H - 1 and j >= 2 and j <= _PB_W - 3; S1[i, j] : i >= 2 and i <= _PB_H - 3 and j >= 2 and j <= _PB_W - 3 };
reads := [_PB_H, _PB_W] -> { S0[i, j] -> img[i, j - 2]; S0[i, j] -> img[i, j + 2]; S0[i, j] -> img[i, j - 1]; S0[i, j] -> img[i, j + 1]; S0[i, j] -> img[i, j]; S1[i, j] -> tmp[i - 2, j]; S1[i, j] -> tmp[i + 2, j]; S1[i, j] -> tmp[i - 1, j]; S1[i, j] -> tmp[i + 1, j]; S1[i, j] -> tmp[i, j] };
writes := [_PB_H, _PB_W] -> { S0[i, j] -> tmp[i, j]; S1[i, j] -> out[i, j] };
schedule := [_PB_H, _PB_W] -> { S0[i, j] -> [0, i, 0, j, 0]; S1[i, j] -> [1, i, 0, j, 0] };
raw := [_PB_H, _PB_W] -> { S0[i, j] -> S1[o0, o1] : j = o1 and o0 >= 2 and _PB_H >= o0 + 3 and o1 >= 2 and _PB_W >= o1 + 3 and i >= o0 - 2 and o0 >= i - 2 };
war := [_PB_H, _PB_W] -> {  };
waw := [_PB_H, _PB_W] -> {  };
flow := [_PB_H, _PB_W] -> { S0[i, j] -> S1[o0, o1] : j = o1 and o0 >= 2 and _PB_H >= o0 + 3 and o1 >= 2 and _PB_W >= o1 + 3 and i >= o0 - 2 and o0 >= i - 2 };
live_in := [_PB_H, _PB_W] -> { S0[i, j] -> img[o0, o1] : i = o0 and i >= 0 and _PB_H >= i + 1 and j >= 2 and _PB_W >= j + 3 and o1 >= j - 2 and j >= o1 - 2 };
live_out := [_PB_H, _PB_W] -> { S0[i, j] -> tmp[o0, o1] : j = o1 and i = o0 and i >= 0 and _PB_H >= i + 1 and j >= 2 and _PB_W >= j + 3; S1[i, j] -> out[o0, o1] : j = o1 and i = o0 and i >= 2 and _PB_H >= i + 3 and j >= 2 and _PB_W >= j + 3 };
