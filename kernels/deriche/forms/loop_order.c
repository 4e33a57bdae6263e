/*
 * deriche, another loop order: every nest has its independent loop moved innermost. The row
 * recursions of pass 1 run j-outer (forward, then backward), i-inner; the column recursions
 * of pass 2 run i-outer (forward, then backward), j-inner; t and out are formed j-outer. Each
 * recursion still visits its points in the same order with the same expressions (the scalar
 * setup is unchanged), so every value is bit-for-bit the same.
 */
static void kernel_deriche(int nr, int nc, DATA_TYPE alpha, DATA_TYPE x[NR][NC],
                           DATA_TYPE out[NR][NC], DATA_TYPE y1[NR][NC], DATA_TYPE y2[NR][NC],
                           DATA_TYPE t[NR][NC])
{
  int i, j;
  DATA_TYPE ea, e2a, k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;

#pragma scop
  ea = EXP_FUN(-alpha);
  e2a = POW_FUN(ea, SCALAR_VAL(2.0));
  k = (SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea) /
      (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * ea - e2a);
  a1 = SCALAR_VAL(0.0);
  a2 = SCALAR_VAL(1.0);
  a3 = SCALAR_VAL(-1.0);
  a4 = SCALAR_VAL(0.0);
  c1 = -(SCALAR_VAL(1.0) - ea) * (SCALAR_VAL(1.0) - ea);
  a5 = k;
  a6 = k * ea * (alpha - SCALAR_VAL(1.0));
  a7 = k * ea * (alpha + SCALAR_VAL(1.0));
  a8 = -k * e2a;
  c2 = SCALAR_VAL(1.0);
  b1 = SCALAR_VAL(2.0) * ea;
  b2 = -e2a;

  /* pass 1: derivative along rows, all rows at once */
  for (i = 0; i < _PB_NR; i++)
    y1[i][0] = a1 * x[i][0];
  for (i = 0; i < _PB_NR; i++)
    y1[i][1] = a1 * x[i][1] + a2 * x[i][0] + b1 * y1[i][0];
  for (j = 2; j < _PB_NC; j++)
    for (i = 0; i < _PB_NR; i++)
      y1[i][j] = a1 * x[i][j] + a2 * x[i][j - 1] + b1 * y1[i][j - 1] + b2 * y1[i][j - 2];
  for (i = 0; i < _PB_NR; i++)
    y2[i][_PB_NC - 1] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_NR; i++)
    y2[i][_PB_NC - 2] = a3 * x[i][_PB_NC - 1];
  for (j = _PB_NC - 3; j >= 0; j--)
    for (i = 0; i < _PB_NR; i++)
      y2[i][j] = a3 * x[i][j + 1] + a4 * x[i][j + 2] + b1 * y2[i][j + 1] + b2 * y2[i][j + 2];
  for (j = 0; j < _PB_NC; j++)
    for (i = 0; i < _PB_NR; i++)
      t[i][j] = c1 * (y1[i][j] + y2[i][j]);

  /* pass 2: smoothing along columns, all columns at once */
  for (j = 0; j < _PB_NC; j++)
    y1[0][j] = a5 * t[0][j];
  for (j = 0; j < _PB_NC; j++)
    y1[1][j] = a5 * t[1][j] + a6 * t[0][j] + b1 * y1[0][j];
  for (i = 2; i < _PB_NR; i++)
    for (j = 0; j < _PB_NC; j++)
      y1[i][j] = a5 * t[i][j] + a6 * t[i - 1][j] + b1 * y1[i - 1][j] + b2 * y1[i - 2][j];
  for (j = 0; j < _PB_NC; j++)
    y2[_PB_NR - 1][j] = SCALAR_VAL(0.0);
  for (j = 0; j < _PB_NC; j++)
    y2[_PB_NR - 2][j] = a7 * t[_PB_NR - 1][j];
  for (i = _PB_NR - 3; i >= 0; i--)
    for (j = 0; j < _PB_NC; j++)
      y2[i][j] = a7 * t[i + 1][j] + a8 * t[i + 2][j] + b1 * y2[i + 1][j] + b2 * y2[i + 2][j];
  for (j = 0; j < _PB_NC; j++)
    for (i = 0; i < _PB_NR; i++)
      out[i][j] = c2 * (y1[i][j] + y2[i][j]);
#pragma endscop
}
