/*
 * levinson, another loop order: the step loop is sequential, the dot product must keep its
 * order and there is no nest to interchange, so the two independent loops of a step run
 * backwards instead: z[i] (reads only y, writes only z) and the copy y[i] = z[i] for i from
 * k-1 down to 0. Each value is computed by the same operations from the same operands.
 */
static void kernel_levinson(int n, DATA_TYPE r[N], DATA_TYPE y[N], DATA_TYPE z[N],
                            DATA_TYPE refl[N])
{
  int i, k;
  DATA_TYPE alpha, beta, dot;

#pragma scop
  alpha = -r[0];
  beta = SCALAR_VAL(1.0);
  y[0] = alpha;
  refl[0] = alpha;
  for (k = 1; k < _PB_N; k++) {
    beta = (SCALAR_VAL(1.0) - alpha * alpha) * beta;
    dot = SCALAR_VAL(0.0);
    for (i = 0; i < k; i++)
      dot += r[k - 1 - i] * y[i];
    alpha = -(r[k] + dot) / beta;
    for (i = k - 1; i >= 0; i--)
      z[i] = y[i] + alpha * y[k - 1 - i];
    for (i = k - 1; i >= 0; i--)
      y[i] = z[i];
    y[k] = alpha;
    refl[k] = alpha;
  }
#pragma endscop
}
