// test scop
// input: ../../kernels/stencil_pipeline/stencil_pipeline.c
// expected:
context := [_PB_N] -> { : };
domain := [_PB_N] -> { S0[i, j] : i >= 1 and i <= _PB_N - 2 and j >= 1 and j <= _PB_N - 2; S1[i, j] : i >= 2 and i <= _PB_N - 3 and j >= 2 and j <= _PB_N - 3 };
reads := [_PB_N] -> { S0[i, j] -> A[i, j]; S0[i, j] -> A[i - 1, j]; S0[i, j] -> A[i + 1, j]; S0[i, j] -> A[i, j - 1]; S0[i, j] -> A[i, j + 1]; S1[i, j] -> B[i, j]; S1[i, j] -> B[i - 1, j]; S1[i, j] -> B[i + 1, j]; S1[i, j] -> B[i, j - 1]; S1[i, j] -> B[i, j + 1] };
writes := [_PB_N] -> { S0[i, j] -> B[i, j]; S1[i, j] -> C[i, j] };
schedule := [_PB_N] -> { S0[i, j] -> [0, i, 0, j, 0]; S1[i, j] -> [1, i, 0, j, 0] };
