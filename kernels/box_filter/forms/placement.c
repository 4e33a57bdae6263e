/*
 * box_filter, statements placed differently: the first window is summed straight into
 * out[i][0] and copied to acc, the slide is split into two statements (acc += new value;
 * acc -= old value, the same (acc + a) - b), the product is commuted to scale * acc and j
 * counts with ++. Every sum is formed with the same operations in the same order.
 */
static void kernel_box_filter(int h, int w, DATA_TYPE scale, DATA_TYPE img[H][W],
                              DATA_TYPE out[H][W])
{
  int i, j;
  DATA_TYPE acc;

#pragma scop
  for (i = 0; i < _PB_H; ++i) {
    out[i][0] = SCALAR_VAL(0.0);
    for (j = 0; j < WIN; ++j)
      out[i][0] += img[i][j];
    acc = out[i][0];
    out[i][0] = scale * acc;
    for (j = 1; j < _PB_W - WIN + 1; ++j) {
      acc += img[i][j + WIN - 1];
      acc -= img[i][j - 1];
      out[i][j] = scale * acc;
    }
  }
#pragma endscop
}
