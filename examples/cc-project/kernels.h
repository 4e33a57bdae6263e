/* The kernels of the example project; sizes are macros, as in most real code. */
#ifndef KERNELS_H
#define KERNELS_H

#define N 800
#define STEPS 20

void product(int n, double A[N][N], double B[N][N], double C[N][N]);
void smooth(int steps, int n, double a[N][N], double b[N][N]);
long histogram_free_sum(int n, const int *idx, long *bins);

#endif
