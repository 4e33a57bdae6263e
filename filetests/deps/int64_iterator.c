// test deps
// The dependences of a nest over `int64_t` iterators declared in the region, with a
// parametric start: the same relations as for `int` iterators.
void shift(long n, double B[20][8]) {
#pragma scop
  for (long i = n; i < n + 20; i++)
    for (long j = 1; j < 8; j++)
      B[i - n][j] = B[i - n][j - 1] + 1.0;
#pragma endscop
}
// expected:
context := [n] -> { : };
domain := [n] -> { S0[i, j] : i >= n and i <= n + 19 and j >= 1 and j <= 7 };
reads := [n] -> { S0[i, j] -> B[i - n, j - 1] };
writes := [n] -> { S0[i, j] -> B[i - n, j] };
schedule := [n] -> { S0[i, j] -> [0, i, 0, j, 0] };
raw := [n] -> { S0[i, j] -> S0[o0, o1] : j = o1 - 1 and i = o0 and j >= 1 and o0 >= n and n >= o0 - 19 and o1 <= 7 };
war := [n] -> {  };
waw := [n] -> {  };
flow := [n] -> { S0[i, j] -> S0[o0, o1] : j = o1 - 1 and i = o0 and o0 >= n and n >= o0 - 19 and o1 <= 7 and o1 >= 2 };
live_in := [n] -> { S0[i, j] -> B[o0, o1] : j = o1 + 1 and j = 1 and n + o0 = i and i >= n and n >= i - 19 };
live_out := [n] -> { S0[i, j] -> B[o0, o1] : j = o1 and n + o0 = i and i >= n and n >= i - 19 and j >= 1 and j <= 7 };
