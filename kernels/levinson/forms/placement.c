/*
 * levinson, another placement: dot is zeroed before the step loop and again right after its
 * last use (not at the top of each step); refl[k] and y[k] are set right after alpha, before
 * the update loops (which touch y[0..k-1] only). beta uses `*=`, and single products/sums are
 * commuted (y[i] * r[k-1-i], dot + r[k], y[k-1-i] * alpha, ...): bitwise the same results.
 */
static void kernel_levinson(int n, DATA_TYPE r[N], DATA_TYPE y[N], DATA_TYPE z[N],
                            DATA_TYPE refl[N])
{
  int i, k;
  DATA_TYPE alpha, beta, dot;

#pragma scop
  beta = SCALAR_VAL(1.0);
  dot = SCALAR_VAL(0.0);
  alpha = -r[0];
  refl[0] = alpha;
  y[0] = alpha;
  for (k = 1; k < _PB_N; ++k) {
    beta *= SCALAR_VAL(1.0) - alpha * alpha;
    for (i = 0; i < k; ++i)
      dot += y[i] * r[k - 1 - i];
    alpha = -(dot + r[k]) / beta;
    dot = SCALAR_VAL(0.0);
    refl[k] = alpha;
    y[k] = alpha;
    for (i = 0; i < k; i += 1)
      z[i] = y[k - 1 - i] * alpha + y[i];
    for (i = 0; i < k; i += 1)
      y[i] = z[i];
  }
#pragma endscop
}
