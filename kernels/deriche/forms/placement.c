/*
 * deriche, statements placed differently: pass 1 computes y1, y2 and t of a row in one i loop
 * and pass 2 computes y1, y2 and out of a column in one j loop (each line needs only its own
 * line; t is complete before pass 2), the coefficient setup is listed in another order, and
 * products and the first addition of each sum are commuted (a*b = b*a, a+b = b+a, exact),
 * with ++ / -= 1 counters. Every value is computed by the same operations in the same order.
 */
static void kernel_deriche(int nr, int nc, DATA_TYPE alpha, DATA_TYPE x[NR][NC],
                           DATA_TYPE out[NR][NC], DATA_TYPE y1[NR][NC], DATA_TYPE y2[NR][NC],
                           DATA_TYPE t[NR][NC])
{
  int i, j;
  DATA_TYPE ea, e2a, k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;

#pragma scop
  a1 = SCALAR_VAL(0.0);
  a2 = SCALAR_VAL(1.0);
  a3 = SCALAR_VAL(-1.0);
  a4 = SCALAR_VAL(0.0);
  c2 = SCALAR_VAL(1.0);
  ea = EXP_FUN(-alpha);
  e2a = POW_FUN(ea, SCALAR_VAL(2.0));
  b1 = ea * SCALAR_VAL(2.0);
  b2 = -e2a;
  c1 = -(SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea);
  k = (SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea) /
      (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * ea - e2a);
  a5 = k;
  a6 = k * ea * (alpha - SCALAR_VAL(1.0));
  a7 = k * ea * (alpha + SCALAR_VAL(1.0));
  a8 = -k * e2a;

  /* pass 1: derivative along rows, one row at a time */
  for (i = 0; i < _PB_NR; ++i) {
    y1[i][0] = x[i][0] * a1;
    y1[i][1] = a2 * x[i][0] + a1 * x[i][1] + b1 * y1[i][0];
    for (j = 2; j < _PB_NC; ++j)
      y1[i][j] = x[i][j - 1] * a2 + x[i][j] * a1 + y1[i][j - 1] * b1 + y1[i][j - 2] * b2;
    y2[i][_PB_NC - 1] = SCALAR_VAL(0.0);
    y2[i][_PB_NC - 2] = x[i][_PB_NC - 1] * a3;
    for (j = _PB_NC - 3; j >= 0; j -= 1)
      y2[i][j] = a4 * x[i][j + 2] + a3 * x[i][j + 1] + y2[i][j + 1] * b1 + y2[i][j + 2] * b2;
    for (j = 0; j < _PB_NC; ++j)
      t[i][j] = (y2[i][j] + y1[i][j]) * c1;
  }

  /* pass 2: smoothing along columns, one column at a time */
  for (j = 0; j < _PB_NC; ++j) {
    y1[0][j] = t[0][j] * a5;
    y1[1][j] = a6 * t[0][j] + a5 * t[1][j] + b1 * y1[0][j];
    for (i = 2; i < _PB_NR; ++i)
      y1[i][j] = t[i - 1][j] * a6 + t[i][j] * a5 + y1[i - 1][j] * b1 + y1[i - 2][j] * b2;
    y2[_PB_NR - 1][j] = SCALAR_VAL(0.0);
    y2[_PB_NR - 2][j] = t[_PB_NR - 1][j] * a7;
    for (i = _PB_NR - 3; i >= 0; i -= 1)
      y2[i][j] = a8 * t[i + 2][j] + a7 * t[i + 1][j] + y2[i + 1][j] * b1 + y2[i + 2][j] * b2;
    for (i = 0; i < _PB_NR; ++i)
      out[i][j] = (y2[i][j] + y1[i][j]) * c2;
  }
#pragma endscop
}
