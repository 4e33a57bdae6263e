// test opt
// The code generated for iterators and parameters of every integer type.
// input: ../run/every_integer_type.c
// expected:
#ifndef floord
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#endif
#ifndef ceild
#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
#endif
#ifndef min
#define min(x, y) ((x) < (y) ? (x) : (y))
#endif
#ifndef max
#define max(x, y) ((x) > (y) ? (x) : (y))
#endif
#ifndef HEDRA_OUTLINED
#if defined(__GNUC__)
#define HEDRA_OUTLINED static __attribute__((noinline))
#else
#define HEDRA_OUTLINED static
#endif
#endif
/* hedra opt: version 0 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_0(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 1 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_1(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 2 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_2(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 3 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_3(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 4 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_4(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 5 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_5(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 6 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_6(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 7 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_7(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), 0); c0 <= min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(-q + 32 * c0 - 1, 32), min(c0, floord(n - 1, 32))); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0)); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == 0 && q >= 1)
              A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c2++) {
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
              }
            if (c0 == c1 && q >= 1)
              for (c2 = max(m, max(1, 32 * c1)); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            if (c0 == c1 && q >= 1)
              for (c2 = n; c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q - 1, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (c1 == 0)
                A[0][((unsigned long)(c2))] = A[0][((unsigned long)(c2))] + 0 * ((unsigned long)(c2));
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (m >= 2 && m >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r41 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r41 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r41;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              }
              if ((n >= m + 1 && n >= 2 && n >= 32 * c1 + 1) && (((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r42 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r42 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r42;
                }
              for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (m >= n + 1 && ((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r43 = V[c2 - 1];
                  for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r43 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r43;
                }
              for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (32 * c1 >= m - 31 && 32 * c1 >= n - 31))
                {
                  double r44 = V[c2 - 1];
                  for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r44 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r44;
                }
            }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r45 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
                    A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
                    r45 += A[((unsigned long)(c2))][(q - 1)];
                  }
                  V[q - 1] = r45;
                }
            if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= n + 1 && 32 * c1 >= n - 31)
                {
                  double r46 = V[q - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r46 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r46;
                }
            if (q == 0)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r47 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r47 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r47;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r48 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r48 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r48;
                }
            }
            if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r49 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r49 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r49;
                }
          }
          if (q == 0 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(0, ceild(-q + 32 * c0 + 1, 32)); c1 <= min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))); c1++) {
            if (c1 == 0)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
                if (((long long)p) >= 1)
                  V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r50 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r50 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r50;
                  }
                for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                if (((long long)p) >= m + 1)
                  {
                    double r51 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r51 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r51;
                  }
              }
            if (c1 == 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (((long long)p) >= 32 * c1 + 1)
              {
                double r52 = V[q - 1];
                for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
                  r52 += A[((unsigned long)(c2))][(q - 1)];
                V[q - 1] = r52;
              }
          }
          for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r53 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r53 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r53;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= m - 31 && 32 * c1 >= -30 && 0 <= 31))
                {
                  double r54 = V[c2 - 1];
                  for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r54 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r54;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r55 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r55 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r55;
                }
          }
          if (32 * c0 >= ((long long)p) && m <= 0)
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r56 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r56 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r56;
                }
          if (q == 32 * c0 && 32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              {
                double r57 = V[32 * c0 - 1];
                for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                  r57 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r57;
              }
          if (n >= 32 * c0 + 1 && 32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32 * c0; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = max(m, 32 * c0); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (32 * c0 >= ((long long)p) && q >= 1)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (32 * c0 >= ((long long)p) && ((long long)p) >= 1 && n >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (32 * c0 >= ((long long)p) && 32 * c0 >= n)
            for (c1 = 0; c1 <= min(q - 1, 31); c1++)
              for (c2 = 32 * c0; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
        }
      }
}
/* hedra opt: version 0 of 4 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_8(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), 0)); c0 <= floord(n + ((long long)p) - 2, 32); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == c1)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r75 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r75 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r75;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (32 * c1 >= n - 31 && ((long long)p) >= n + 1)
                {
                  double r76 = V[c2 - 1];
                  for (c3 = n; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r76 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r76;
                }
            }
            for (c2 = max(q + 1, max(1, 32 * c0 - 32 * c1)); c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = ((long long)p); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r77 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r77 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r77;
                }
          }
          if (((double)max((min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(n + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0))))) + 1, 0) * (double)max((min(q, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(n + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 32 * floord(w + 31, 32) + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 32 * floord(m + q + 30, 32) + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 31, 32) + 31, 32 * floord(n + ((long long)p) - 2, 32) + 31)))))) - (max(max(1, max(32 * floord(w + 31, 32) - 32 * floord(n + ((long long)p) - 2, 32), 32 * floord(w + 31, 32) - 32 * floord(((long long)p) - 1, 32))), max(32 * floord(m + q + 30, 32) - 32 * floord(n + ((long long)p) - 2, 32), max(32 * floord(m + q + 30, 32) - 32 * floord(((long long)p) - 1, 32), max(-32 * floord(n + ((long long)p) - 2, 32), -32 * floord(((long long)p) - 1, 32)))))) + 1, 0) * (double)max((min(32 * floord(n + ((long long)p) - 2, 32) + 31, min(32 * floord(((long long)p) - 1, 32) + 31, ((long long)p) - 1))) - (max(32 * floord(n + 31, 32), max(32 * floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(32 * floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(32 * floord(-q + 31, 32), 0))))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r78 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r78 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r78;
                  }
          } else {
            for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r78 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r78 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r78;
                  }
          }
          if (32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r79 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r79 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r79;
                }
          if (32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        }
      }
}
/* hedra opt: version 1 of 4 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_9(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), 0)); c0 <= floord(n + ((long long)p) - 2, 32); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == c1)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r75 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r75 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r75;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (32 * c1 >= n - 31 && ((long long)p) >= n + 1)
                {
                  double r76 = V[c2 - 1];
                  for (c3 = n; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r76 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r76;
                }
            }
            for (c2 = max(q + 1, max(1, 32 * c0 - 32 * c1)); c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = ((long long)p); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r77 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r77 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r77;
                }
          }
          if (((double)max((min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(n + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0))))) + 1, 0) * (double)max((min(q, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(n + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 32 * floord(w + 31, 32) + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 32 * floord(m + q + 30, 32) + 31, 32) + 31, min(32 * floord(n + ((long long)p) - 2, 32) - 32 * floord(-q + 31, 32) + 31, 32 * floord(n + ((long long)p) - 2, 32) + 31)))))) - (max(max(1, max(32 * floord(w + 31, 32) - 32 * floord(n + ((long long)p) - 2, 32), 32 * floord(w + 31, 32) - 32 * floord(((long long)p) - 1, 32))), max(32 * floord(m + q + 30, 32) - 32 * floord(n + ((long long)p) - 2, 32), max(32 * floord(m + q + 30, 32) - 32 * floord(((long long)p) - 1, 32), max(-32 * floord(n + ((long long)p) - 2, 32), -32 * floord(((long long)p) - 1, 32)))))) + 1, 0) * (double)max((min(32 * floord(n + ((long long)p) - 2, 32) + 31, min(32 * floord(((long long)p) - 1, 32) + 31, ((long long)p) - 1))) - (max(32 * floord(n + 31, 32), max(32 * floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(32 * floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(32 * floord(-q + 31, 32), 0))))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r78 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r78 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r78;
                  }
          } else {
            for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r78 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r78 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r78;
                  }
          }
          if (32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r79 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r79 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r79;
                }
          if (32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        }
      }
}
/* hedra opt: version 2 of 4 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_10(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), 0)); c0 <= floord(n + ((long long)p) - 2, 32); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == c1)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r75 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r75 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r75;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (32 * c1 >= n - 31 && ((long long)p) >= n + 1)
                {
                  double r76 = V[c2 - 1];
                  for (c3 = n; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r76 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r76;
                }
            }
            for (c2 = max(q + 1, max(1, 32 * c0 - 32 * c1)); c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = ((long long)p); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r77 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r77 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r77;
                }
          }
          for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r78 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r78 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r78;
                }
          if (32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r79 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r79 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r79;
                }
          if (32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        }
      }
}
/* hedra opt: version 3 of 4 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_11(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), 0)); c0 <= floord(n + ((long long)p) - 2, 32); c0++) {
          for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
            if (c0 == c1)
              for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
                A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q, 32 * c0 - 32 * c1 + 31)); c2++) {
              if (n >= 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
                {
                  double r75 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
                    r75 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r75;
                }
              for (c3 = ((long long)p); c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
              if (32 * c1 >= n - 31 && ((long long)p) >= n + 1)
                {
                  double r76 = V[c2 - 1];
                  for (c3 = n; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r76 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r76;
                }
            }
            for (c2 = max(q + 1, max(1, 32 * c0 - 32 * c1)); c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
                A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = ((long long)p); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r77 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r77 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r77;
                }
          }
          for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r78 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r78 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r78;
                }
          if (32 * c0 >= ((long long)p))
            if (((long long)p) >= 1)
              for (c1 = 32 * c0; c1 <= q; c1++)
                {
                  double r79 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r79 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r79;
                }
          if (32 * c0 >= ((long long)p))
            for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32 * c0; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        }
      }
}
/* hedra opt: version 0 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_12(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(m + q - 2, 32); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(floord(m - 1, 32), min(c0, floord(((long long)p) - 1, 32))); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r97 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r97 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r97;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (((long long)p) >= m + 1 && 32 * c1 >= m - 31)
                {
                  double r98 = V[c2 - 1];
                  for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r98 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r98;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r99 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r99 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r99;
                }
          }
          if (((double)max((min(floord(m + q - 2, 32), floord(m - 1, 32))) - (max(floord(((long long)p) + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(floord(-q + 32, 32), 0))))) + 1, 0) * (double)max((min(q - 1, min(32 * floord(m + q - 2, 32) - 32 * floord(((long long)p) + 31, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32, 32) + 31, 32 * floord(m + q - 2, 32) + 31)))))) - (max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(w + 31, 32) - 32 * floord(m - 1, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(m - 1, 32))))))) + 1, 0) * (double)max((min(m - 1, min(32 * floord(m + q - 2, 32) + 31, 32 * floord(m - 1, 32) + 31))) - (max(1, max(32 * floord(((long long)p) + 31, 32), max(32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(32 * floord(-q + 32, 32), 0)))))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          } else {
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          }
          if (((double)max((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1, 0) * (double)max((min(q, min(32 * floord(m + q - 2, 32) - 32 * floord(m + 31, 32) + 31, 32 * floord(m + q - 2, 32) + 31))) - (max(max(1, max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), 32 * floord(w + 31, 32) - 32 * floord(((long long)p) - 1, 32))), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(((long long)p) - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(((long long)p) - 1, 32)))))) + 1, 0) * (double)max((min(32 * floord(m + q - 2, 32) + 31, min(32 * floord(((long long)p) - 1, 32) + 31, ((long long)p) - 1))) - (max(32 * floord(m + 31, 32), 0)) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          } else {
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          }
        }
      }
}
/* hedra opt: version 1 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_13(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(m + q - 2, 32); c0++) {
          for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(floord(m - 1, 32), min(c0, floord(((long long)p) - 1, 32))); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r97 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r97 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r97;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (((long long)p) >= m + 1 && 32 * c1 >= m - 31)
                {
                  double r98 = V[c2 - 1];
                  for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r98 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r98;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r99 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r99 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r99;
                }
          }
          if (((double)max((min(floord(m + q - 2, 32), floord(m - 1, 32))) - (max(floord(((long long)p) + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(floord(-q + 32, 32), 0))))) + 1, 0) * (double)max((min(q - 1, min(32 * floord(m + q - 2, 32) - 32 * floord(((long long)p) + 31, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32, 32) + 31, 32 * floord(m + q - 2, 32) + 31)))))) - (max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(w + 31, 32) - 32 * floord(m - 1, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(m - 1, 32))))))) + 1, 0) * (double)max((min(m - 1, min(32 * floord(m + q - 2, 32) + 31, 32 * floord(m - 1, 32) + 31))) - (max(1, max(32 * floord(((long long)p) + 31, 32), max(32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(32 * floord(-q + 32, 32), 0)))))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          } else {
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          }
          if (((double)max((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1, 0) * (double)max((min(q, min(32 * floord(m + q - 2, 32) - 32 * floord(m + 31, 32) + 31, 32 * floord(m + q - 2, 32) + 31))) - (max(max(1, max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), 32 * floord(w + 31, 32) - 32 * floord(((long long)p) - 1, 32))), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(((long long)p) - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(((long long)p) - 1, 32)))))) + 1, 0) * (double)max((min(32 * floord(m + q - 2, 32) + 31, min(32 * floord(((long long)p) - 1, 32) + 31, ((long long)p) - 1))) - (max(32 * floord(m + 31, 32), 0)) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          } else {
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          }
        }
      }
}
/* hedra opt: version 2 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_14(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(m + q - 2, 32); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(floord(m - 1, 32), min(c0, floord(((long long)p) - 1, 32))); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r97 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r97 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r97;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (((long long)p) >= m + 1 && 32 * c1 >= m - 31)
                {
                  double r98 = V[c2 - 1];
                  for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r98 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r98;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r99 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r99 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r99;
                }
          }
          for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
            for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
              for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          if (((double)max((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1, 0) * (double)max((min(q, min(32 * floord(m + q - 2, 32) - 32 * floord(m + 31, 32) + 31, 32 * floord(m + q - 2, 32) + 31))) - (max(max(1, max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), 32 * floord(w + 31, 32) - 32 * floord(((long long)p) - 1, 32))), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(((long long)p) - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(((long long)p) - 1, 32)))))) + 1, 0) * (double)max((min(32 * floord(m + q - 2, 32) + 31, min(32 * floord(((long long)p) - 1, 32) + 31, ((long long)p) - 1))) - (max(32 * floord(m + 31, 32), 0)) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          } else {
            for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r100 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r100 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r100;
                  }
          }
        }
      }
}
/* hedra opt: version 3 of 8 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_15(short n, long long m, size_t p, int32_t q, wide w)
{
  {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(w, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(m + q - 2, 32); c0++) {
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(floord(m - 1, 32), min(c0, floord(((long long)p) - 1, 32))); c1++) {
            if (c0 == c1 && q >= 1)
              for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
            for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
              if (c1 == 0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if ((m >= 2 && m >= 32 * c1 + 1) && (((long long)p) >= 2 && ((long long)p) >= 32 * c1 + 1) && (32 * c1 >= -30 && 0 <= 31))
                {
                  double r97 = V[c2 - 1];
                  for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                    A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                    r97 += A[((unsigned long)(c3))][(c2 - 1)];
                  }
                  V[c2 - 1] = r97;
                }
              for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (((long long)p) >= m + 1 && 32 * c1 >= m - 31)
                {
                  double r98 = V[c2 - 1];
                  for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                    r98 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r98;
                }
            }
            if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
              if (((long long)p) >= 32 * c1 + 1)
                {
                  double r99 = V[q - 1];
                  for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
                    r99 += A[((unsigned long)(c2))][(q - 1)];
                  V[q - 1] = r99;
                }
          }
          if (((double)max((min(floord(m + q - 2, 32), floord(m - 1, 32))) - (max(floord(((long long)p) + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(floord(-q + 32, 32), 0))))) + 1, 0) * (double)max((min(q - 1, min(32 * floord(m + q - 2, 32) - 32 * floord(((long long)p) + 31, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32) + 31, min(32 * floord(m + q - 2, 32) - 32 * floord(-q + 32, 32) + 31, 32 * floord(m + q - 2, 32) + 31)))))) - (max(32 * floord(w + 31, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(w + 31, 32) - 32 * floord(m - 1, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m + q - 2, 32), max(32 * floord(n + ((long long)p) + 30, 32) - 32 * floord(m - 1, 32), max(-32 * floord(m + q - 2, 32), -32 * floord(m - 1, 32))))))) + 1, 0) * (double)max((min(m - 1, min(32 * floord(m + q - 2, 32) + 31, 32 * floord(m - 1, 32) + 31))) - (max(1, max(32 * floord(((long long)p) + 31, 32), max(32 * floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(32 * floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(32 * floord(-q + 32, 32), 0)))))) + 1, 0)) >= 4096.0) {
            #pragma omp parallel for private(c2, c3)
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          } else {
            for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          }
          for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
            if (((long long)p) >= 32 * c1 + 1)
              for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                {
                  double r100 = V[c2 - 1];
                  for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                    r100 += A[((unsigned long)(c3))][(c2 - 1)];
                  V[c2 - 1] = r100;
                }
        }
      }
}
/* hedra opt: version 0 of 2 of the region at line 15 of kernel, moved out of it */
HEDRA_OUTLINED void hedra_version_20(short n, long long m, size_t p, int32_t q, wide w)
{
  {
      {
        long long c0, c1, c2, c3;
        for (c0 = 0; c0 <= min(floord(w - 1, 32), min(floord(m + q - 2, 32), floord(n + ((long long)p) - 2, 32))); c0++) {
          if (c0 == 0 && q >= 1 && n >= 1 && ((long long)p) >= 1)
            A[0][((unsigned long)(0))] = A[0][((unsigned long)(0))] + 0 * ((unsigned long)(0));
          if (c0 == 0 && ((long long)p) >= 1 && q >= 1)
            for (c1 = 1; c1 <= min(n - 1, min(m - 1, 31)); c1++) {
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
            }
          if (c0 == 0 && ((long long)p) >= 1 && q >= 1)
            for (c1 = max(m, 1); c1 <= min(n - 1, 31); c1++)
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
          if (c0 == 0 && q >= 1 && ((long long)p) >= 1 && n >= 1)
            for (c1 = n; c1 <= min(m - 1, 31); c1++)
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
          if (n >= 1)
            for (c1 = max(1, 32 * c0); c1 <= min(((long long)p) - 1, min(q - 1, 32 * c0 + 31)); c1++) {
              if (w >= c1 + 1 && c1 >= 3)
                A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
              if (w >= c1 + 1 && c1 >= 3)
                V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              if (c1 >= 3 && w >= c1 + 1)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (c1 <= 2)
                A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
              if (c1 <= 2)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (c1 >= w && c1 >= 3)
                A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
              if (c1 >= w && c1 >= 3)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (n >= 2 && ((long long)p) >= 2 && m >= 2)
                {
                  double r0 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 31))); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r0 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r0;
                }
              for (c2 = ((long long)p); c2 <= min(n - 1, min(m - 1, 31)); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              if ((n >= m + 1 && n >= 2) && (((long long)p) >= m + 1 && ((long long)p) >= 2) && (m <= 31 && 0 <= 30))
                {
                  double r1 = V[c1 - 1];
                  for (c2 = max(m, 1); c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r1 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r1;
                }
              for (c2 = max(((long long)p), m); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (m >= n + 1 && ((long long)p) >= n + 1 && n <= 31)
                {
                  double r2 = V[c1 - 1];
                  for (c2 = n; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r2 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r2;
                }
              for (c2 = max(((long long)p), n); c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= n + 1) && (m <= 31 && n <= 31))
                {
                  double r3 = V[c1 - 1];
                  for (c2 = max(m, n); c2 <= min(((long long)p) - 1, 31); c2++)
                    r3 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r3;
                }
            }
          if (n >= 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && w >= q + 1)
            A[0][((unsigned long)(q))] = A[0][((unsigned long)(q))] + 0 * ((unsigned long)(q));
          if (w >= q + 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && n >= 1)
            V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
          if (32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && n >= 1)
            V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
          if (((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && q >= 32 * c0 && 32 * c0 >= q - 31)
            if (n >= 2 && ((long long)p) >= 2)
              {
                double r4 = V[q - 1];
                for (c1 = 1; c1 <= min(n - 1, min(((long long)p) - 1, 31)); c1++) {
                  A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
                  r4 += A[((unsigned long)(c1))][(q - 1)];
                }
                V[q - 1] = r4;
              }
          if (((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && q >= 32 * c0)
            for (c1 = ((long long)p); c1 <= min(n - 1, 31); c1++)
              A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
          if (w >= q + 1 && q >= 3 && q >= 32 * c0 && 32 * c0 >= q - 31 && ((long long)p) >= q + 1 && n >= 1)
            if (((long long)p) >= n + 1 && n <= 31)
              {
                double r5 = V[q - 1];
                for (c1 = n; c1 <= min(((long long)p) - 1, 31); c1++)
                  r5 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r5;
              }
          for (c1 = max(min(max(q, 1), max(q, max(w, 3))), q); c1 <= min(max(min(q, min(((long long)p) - 1, 2)), min(q, min(((long long)p) - 1, 32 * c0 + 31))), q); c1++) {
            if (c0 == 0 && q == c1 && ((long long)p) >= c1 + 1 && c1 >= 1 && c1 <= 2)
              if (n >= 1 && ((long long)p) >= 1)
                {
                  double r6 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r6 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r6;
                }
            if (q == c1 && ((long long)p) >= c1 + 1 && c1 >= w && c1 >= 3 && 32 * c0 >= c1 - 31)
              if (n >= 1 && ((long long)p) >= 1)
                {
                  double r7 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r7 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r7;
                }
            if (c0 == 0 && q == c1 && ((long long)p) >= c1 + 1 && c1 >= 1 && c1 <= 2)
              for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            if (q == c1 && ((long long)p) >= c1 + 1 && c1 >= w && c1 >= 3)
              for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            if (c0 == 0 && q == c1 && c1 >= 1 && c1 <= 2 && ((long long)p) >= c1 + 1 && n >= 1)
              if (((long long)p) >= n + 1 && n <= 31)
                {
                  double r8 = V[c1 - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
                    r8 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r8;
                }
            if (q == c1 && c1 >= w && 32 * c0 >= c1 - 31 && c1 >= 3 && ((long long)p) >= c1 + 1 && n >= 1)
              if (((long long)p) >= n + 1 && n <= 31)
                {
                  double r9 = V[c1 - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
                    r9 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r9;
                }
          }
          for (c1 = min(min(max(q + 1, max(3, 32 * c0)), min(max(q + 1, 32 * c0), min(max(32 * c0, q), max(q, 1)))), min(max(q + 1, max(w, 3)), min(max(q, max(w, 3)), min(max(3, max(32 * c0, q)), 32 * c0)))); c1 <= max(max(min(((long long)p) - 1, min(w - 1, 32 * c0 + 31)), max(min(((long long)p) - 1, 2), min(32 * c0, min(q, ((long long)p) - 1)))), max(min(q, min(((long long)p) - 1, 2)), max(min(((long long)p) - 1, 32 * c0 + 31), max(min(q, min(((long long)p) - 1, 32 * c0 + 31)), min(((long long)p) - 1, min(q - 1, 32 * c0 + 31)))))); c1++) {
            if (c1 >= q + 1 && n >= 1 && ((long long)p) >= c1 + 1 && w >= c1 + 1 && c1 >= 3 && 32 * c0 >= c1 - 31 && c1 >= 32 * c0)
              A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
            if (c1 >= q + 1 && w >= c1 + 1 && c1 >= 3 && 32 * c0 >= c1 - 31 && c1 >= 32 * c0 && n >= 1 && ((long long)p) >= c1 + 1)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
            if (c1 >= q + 1 && n >= 1 && ((long long)p) >= c1 + 1 && c1 <= 2 && c1 >= 32 * c0)
              A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
            if (c1 >= q + 1 && n >= 1 && ((long long)p) >= c1 + 1 && c1 >= 3 && c1 >= w && 32 * c0 >= c1 - 31)
              A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
            if (((long long)p) >= c1 + 1 && c1 >= q + 1 && 32 * c0 >= c1 - 31 && c1 >= 32 * c0)
              if ((w >= c1 + 1 && c1 >= 3) || c1 <= 2 || (c1 >= w && c1 >= 3))
                for (c2 = 1; c2 <= min(n - 1, 31); c2++)
                  A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            if (c0 == 0 && 32 * c0 == c1 && q == c1 && ((long long)p) >= c1 + 1)
              for (c2 = 0; c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          }
          if (n >= 1 && ((long long)p) >= 32 * c0 + 1)
            for (c1 = ((long long)p); c1 <= min(q - 1, 32 * c0 + 31); c1++) {
              if (w >= c1 + 1 && c1 >= 3)
                V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              if (w >= c1 + 1 && c1 >= 3)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (c1 <= 2)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (c1 >= w && c1 >= 3)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (m >= 2 && ((long long)p) >= 2)
                {
                  double r10 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r10 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r10;
                }
              for (c2 = ((long long)p); c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if ((((long long)p) >= m + 1 && ((long long)p) >= 2) && (m <= 31 && 0 <= 30))
                {
                  double r11 = V[c1 - 1];
                  for (c2 = max(m, 1); c2 <= min(((long long)p) - 1, 31); c2++)
                    r11 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r11;
                }
            }
          if (q >= ((long long)p) && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && n >= 1 && ((long long)p) >= 32 * c0 + 1)
            V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
          if (w >= q + 1 && q >= 3 && q >= ((long long)p) && 32 * c0 >= q - 31 && ((long long)p) >= 32 * c0 + 1 && n >= 1)
            V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
          if (q >= ((long long)p) && w >= q + 1 && 32 * c0 >= q - 31 && q >= 3 && n >= 1 && ((long long)p) >= 32 * c0 + 1)
            if (((long long)p) >= 2)
              {
                double r12 = V[q - 1];
                for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
                  r12 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r12;
              }
          for (c1 = max(min(max(q, ((long long)p)), max(q, max(w, max(3, ((long long)p))))), q); c1 <= min(max(min(q, 2), min(q, 32 * c0 + 31)), q); c1++) {
            if (c0 == 0 && q == c1 && c1 <= 2 && c1 >= ((long long)p) && n >= 1)
              if (((long long)p) >= 1)
                {
                  double r13 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r13 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r13;
                }
            if (q == c1 && c1 >= w && c1 >= 3 && c1 >= ((long long)p) && 32 * c0 >= c1 - 31 && ((long long)p) >= 32 * c0 + 1 && n >= 1)
              if (((long long)p) >= 1)
                {
                  double r14 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(((long long)p) - 1, 31); c2++)
                    r14 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r14;
                }
          }
          if (((long long)p) >= 32 * c0 + 1 && n >= 1)
            for (c1 = max(3, max(q + 1, ((long long)p))); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (c0 == 1 && q >= 1 && ((long long)p) >= 33)
            for (c1 = 32; c1 <= min(n - 1, m - 1); c1++) {
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
            }
          if (c0 == 1 && q >= 1 && ((long long)p) >= 33)
            for (c1 = max(m, 32); c1 <= n - 1; c1++)
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
          if (c0 == 1 && q >= 1 && ((long long)p) >= 33 && n >= 33)
            for (c1 = n; c1 <= m - 1; c1++)
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
          if (n >= 33 && ((long long)p) >= 33)
            for (c1 = 1; c1 <= min(q - 1, 32 * c0 - 1); c1++) {
              if (n >= 33 && ((long long)p) >= 33 && m >= 33)
                {
                  double r15 = V[c1 - 1];
                  for (c2 = 32; c2 <= min(n - 1, min(((long long)p) - 1, m - 1)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r15 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r15;
                }
              for (c2 = ((long long)p); c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              if ((n >= m + 1 && n >= 33) && (((long long)p) >= m + 1 && ((long long)p) >= 33))
                {
                  double r16 = V[c1 - 1];
                  for (c2 = max(m, 32); c2 <= min(n - 1, ((long long)p) - 1); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r16 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r16;
                }
              for (c2 = max(((long long)p), m); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (m >= n + 1 && ((long long)p) >= n + 1)
                {
                  double r17 = V[c1 - 1];
                  for (c2 = n; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r17 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r17;
                }
              for (c2 = max(((long long)p), n); c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1 && ((long long)p) >= n + 1)
                {
                  double r18 = V[c1 - 1];
                  for (c2 = max(m, n); c2 <= ((long long)p) - 1; c2++)
                    r18 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r18;
                }
            }
          if (q >= 1 && 32 * c0 >= q + 1)
            if (n >= 33 && ((long long)p) >= 33)
              {
                double r19 = V[q - 1];
                for (c1 = 32; c1 <= min(n - 1, ((long long)p) - 1); c1++) {
                  A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
                  r19 += A[((unsigned long)(c1))][(q - 1)];
                }
                V[q - 1] = r19;
              }
          if (q >= 1 && ((long long)p) >= 33 && 32 * c0 >= q + 1)
            for (c1 = ((long long)p); c1 <= n - 1; c1++)
              A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
          if (q >= 1 && n >= 33 && 32 * c0 >= q + 1)
            if (((long long)p) >= n + 1)
              {
                double r20 = V[q - 1];
                for (c1 = n; c1 <= ((long long)p) - 1; c1++)
                  r20 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r20;
              }
          if (q == 32 * c0 - 32 && q == 0 && ((long long)p) >= 33)
            for (c1 = 32; c1 <= n - 1; c1++)
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
          if (c0 == 1 && ((long long)p) >= 33 && q >= 32 * c0 - 32)
            for (c1 = q + 1; c1 <= 32 * c0 - 1; c1++)
              for (c2 = 32; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(0, max(ceild(n, 32), ceild(-q + 32 * c0 + 1, 32))), max(0, ceild(-q + 32 * c0 + 1, 32))), 0); c1 <= min(max(min(0, floord(m - 1, 32)), min(0, min(floord(((long long)p) - 1, 32), min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))))), 0); c1++) {
            for (c2 = max(min(32 * c0 - 32 * c1, min(max(32 * c0, 1), 32 * c0)), 32 * c0); c2 <= min(max(min(32 * c0 - 32 * c1, q - 1), max(min(q - 1, 32 * c0 + 31), q - 1)), q - 1); c2++)
              if (c0 == c1 && c0 == 0 && 32 * c0 == 32 * c1 + c2 && 32 * c1 >= n && q + 32 * c1 >= 32 * c0 + 1)
                for (c3 = 1; c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            for (c2 = max(min(max(1, 32 * c0 - 32 * c1), 32 * c0 - 32 * c1), max(1, 32 * c0)); c2 <= min(max(min(q - 1, 32 * c0 - 32 * c1 + 31), q - 1), q - 1); c2++) {
              if (c1 == 0 && w >= c2 + 1 && c2 >= 3 && 32 * c0 >= 32 * c1 + c2 - 31 && 32 * c1 + c2 >= 32 * c0 && q >= c2 + 1 && m >= 32 * c1 + 1 && 32 * c1 >= n)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
              if (c1 == 0 && w >= c2 + 1 && c2 >= 3 && q >= c2 + 1 && 32 * c1 >= n && m >= 32 * c1 + 1 && 32 * c1 + c2 >= 32 * c0 && 32 * c0 >= 32 * c1 + c2 - 31)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && ((long long)p) >= 1 && w >= c2 + 1 && 32 * c1 + c2 >= 32 * c0 && q >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
              if (c1 == 0 && w >= c2 + 1 && q >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1 && 32 * c1 + c2 >= 32 * c0)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c0 == c1 && c0 == 0 && c2 >= 1 && c2 <= 2 && q >= c2 + 1 && 32 * c1 >= n && m >= 32 * c1 + 1)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && c2 >= w && c2 >= 3 && q >= c2 + 1 && 32 * c1 >= n && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && q >= c2 + 1 && c2 >= 1 && 32 * c1 >= n && 32 * c1 + c2 >= 32 * c0 && 32 * c0 >= 32 * c1 + c2 - 31)
                if (m >= 2 && ((long long)p) >= 2 && 32 * c1 >= -30)
                  {
                    double r21 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r21 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r21;
                  }
              if (c1 == 0 && q >= c2 + 1 && c2 >= 1 && 32 * c1 >= n && 32 * c0 >= 32 * c1 + c2 - 31)
                for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (c1 == 0 && c2 >= 1 && q >= c2 + 1 && 32 * c1 >= n && 32 * c1 + c2 >= 32 * c0 && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
                if (((long long)p) >= m + 1 && 32 * c1 >= m - 31)
                  {
                    double r22 = V[c2 - 1];
                    for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r22 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r22;
                  }
              if (c1 == 0 && c2 >= w && q >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && q >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0)
                if (m >= 2 && ((long long)p) >= 2)
                  {
                    double r23 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
                      A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
                      r23 += A[((unsigned long)(c3))][(c2 - 1)];
                    }
                    V[c2 - 1] = r23;
                  }
              if (c1 == 0 && q >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0)
                for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              if (c1 == 0 && q >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0 && m >= 32 * c1 + 1)
                if (((long long)p) >= m + 1)
                  {
                    double r24 = V[c2 - 1];
                    for (c3 = m; c3 <= ((long long)p) - 1; c3++)
                      r24 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r24;
                  }
            }
            for (c2 = max(min(max(q, 3), q), q); c2 <= min(max(min(q, min(w - 1, 32 * c0 - 32 * c1 + 31)), min(q, w - 1)), q); c2++) {
              if (c1 == 0 && q == c2 && 32 * c0 >= 32 * c1 + c2 - 31 && w >= c2 + 1 && c2 >= 3 && 32 * c1 >= n && m >= 32 * c1 + 1 && q + 32 * c1 >= 32 * c0 + 1)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
              if (c1 == 0 && q == c2 && w >= c2 + 1 && c2 >= 3 && 32 * c1 >= n && q + 32 * c1 >= 32 * c0 + 1 && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && q == c2 && ((long long)p) >= 1 && w >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
              if (c1 == 0 && q == c2 && w >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
              if (c1 == 0 && q == c2 && w >= c2 + 1 && c2 >= 3 && 32 * c0 >= 32 * c1 + c2 - 31 && 32 * c1 >= n && m >= 32 * c1 + 1 && q + 32 * c1 >= 32 * c0 + 1)
                if (((long long)p) >= 2 && 32 * c1 >= -30)
                  {
                    double r25 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r25 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r25;
                  }
              if (c1 == 0 && q == c2 && w >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
                if (((long long)p) >= 2)
                  {
                    double r26 = V[c2 - 1];
                    for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
                      r26 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r26;
                  }
            }
            for (c2 = min(q, min(max(q, max(w, 3)), min(max(q, w), 32 * c0 - 32 * c1))); c2 <= max(min(q, 2), max(min(q, 32 * c0 - 32 * c1 + 31), max(q, max(min(q, w - 1), q - 1)))); c2++) {
              if (c0 == c1 && c0 == 0 && q == c2 && c2 <= 2 && 32 * c1 >= n && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
                if (((long long)p) >= 32 * c1 + 1)
                  {
                    double r27 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r27 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r27;
                  }
              if (c1 == 0 && q == c2 && c2 >= w && c2 >= 3 && 32 * c1 >= n && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
                if (((long long)p) >= 32 * c1 + 1)
                  {
                    double r28 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r28 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r28;
                  }
              if (c1 == 0 && q == c2 && c2 >= w && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1)
                if (((long long)p) >= 32 * c1 + 1)
                  {
                    double r29 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
                      r29 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r29;
                  }
            }
            for (c2 = max(min(max(3, q + 1), q + 1), max(3, q + 1)); c2 <= min(max(min(w - 1, 32 * c0 + 31), w - 1), w - 1); c2++) {
              if (c1 == 0 && c2 >= q + 1 && 32 * c0 >= c2 - 31 && w >= c2 + 1 && c2 >= 3 && m >= 32 * c1 + 1 && q + 32 * c1 >= 32 * c0 + 1 && 32 * c1 >= n)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
              if (c1 == 0 && c2 >= q + 1 && w >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1 && q + 32 * c1 >= 32 * c0 + 1)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            }
          }
          if (((long long)p) <= 0)
            for (c1 = 32 * c0; c1 <= min(q - 1, 2); c1++)
              for (c2 = 1; c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (m >= 1 && ((long long)p) <= 0)
            for (c1 = max(3, 32 * c0); c1 <= min(q - 1, min(w - 1, 32 * c0 + 31)); c1++) {
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              for (c2 = 1; c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (((long long)p) <= 0)
            for (c1 = max(w, 3); c1 <= min(q - 1, 32 * c0 + 31); c1++)
              for (c2 = 1; c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (((long long)p) <= 0 && q >= 32 * c0 + 1 && m >= 1)
            for (c1 = max(3, q); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(0, max(ceild(m, 32), ceild(n, 32))), min(max(0, max(ceild(-q + 32 * c0, 32), ceild(n, 32))), min(max(0, ceild(m, 32)), max(0, ceild(-q + 32 * c0, 32))))), 0); c1 <= min(max(0, max(min(0, floord(-q + 32 * c0, 32)), max(min(0, min(floord(((long long)p) - 1, 32), floord(-((long long)p) + 32 * c0, 32))), min(0, min(floord(-q + 32 * c0, 32), min(floord(((long long)p) - 1, 32), floord(-((long long)p) + 32 * c0, 32))))))), 0); c1++) {
            if (c1 == 0 && c0 == c1 + 1 && q + 32 * c1 == 32 * c0 && 32 * c1 >= n)
              V[((signed char)(32 * c0))] = V[((signed char)(32 * c0)) - 1] + ((signed char)(32 * c0));
            if (c1 == 0 && c0 == c1 + 1 && q + 32 * c1 == 32 * c0 && 32 * c1 >= n)
              V[(32 * c0 - 1)] += A[((unsigned long)(0))][(32 * c0 - 1)];
            if (c0 == c1 + 1 && q + 32 * c1 == 32 * c0 && 32 * c1 >= n)
              if (32 * c1 >= -30)
                {
                  double r30 = V[32 * c0 - 1];
                  for (c2 = 1; c2 <= 32 * c1 + 31; c2++)
                    r30 += A[((unsigned long)(c2))][(32 * c0 - 1)];
                  V[32 * c0 - 1] = r30;
                }
            if (c1 == 0 && ((long long)p) >= 32 * c1 + 1 && 32 * c1 >= m && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(w - 1, q); c2++) {
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (((long long)p) >= 2)
                  {
                    double r31 = V[c2 - 1];
                    for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
                      r31 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r31;
                  }
              }
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && ((long long)p) >= 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              V[((signed char)(32 * c0))] = V[((signed char)(32 * c0)) - 1] + ((signed char)(32 * c0));
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && ((long long)p) >= 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              V[(32 * c0 - 1)] += A[((unsigned long)(0))][(32 * c0 - 1)];
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && 32 * c0 >= ((long long)p) + 32 * c1)
              if (((long long)p) >= 2)
                {
                  double r32 = V[32 * c0 - 1];
                  for (c2 = 1; c2 <= ((long long)p) - 1; c2++)
                    r32 += A[((unsigned long)(c2))][(32 * c0 - 1)];
                  V[32 * c0 - 1] = r32;
                }
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && 32 * c1 >= n)
              for (c2 = max(3, 32 * c0 - 32 * c1 + 1); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && ((long long)p) >= 32 * c1 + 1 && 32 * c1 >= m && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = q + 1; c2 <= w - 1; c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = 32 * c0 - 32 * c1 + 1; c2 <= w - 1; c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= 2; c2++)
                  {
                    double r33 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r33 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r33;
                  }
            if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
              for (c2 = max(3, 32 * c0 - 32 * c1); c2 <= min(w - 1, min(32 * c0 - 32 * c1 + 31, q)); c2++) {
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (((long long)p) >= 2 && 32 * c1 >= -30)
                  {
                    double r34 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r34 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r34;
                  }
              }
            if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
              for (c2 = q + 1; c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(w, 3); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r35 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r35 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r35;
                  }
            if (c1 == 0 && 32 * c1 >= m && 32 * c0 >= ((long long)p) + 32 * c1)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = w; c2 <= q; c2++)
                  {
                    double r36 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
                      r36 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r36;
                  }
          }
          #pragma omp parallel for private(c2)
          for (c1 = max(min(max(0, ceild(n, 32)), min(max(0, max(ceild(((long long)p), 32), ceild(m, 32))), min(0, max(0, max(ceild(-q + 32 * c0, 32), ceild(((long long)p), 32)))))), 0); c1 <= min(max(min(0, floord(-q + 32 * c0 - 1, 32)), max(0, max(min(0, min(floord(-q + 32 * c0 - 1, 32), floord(-((long long)p) + 32 * c0, 32))), min(0, floord(-q + 32 * c0, 32))))), 0); c1++) {
            if (c1 == 0 && 32 * c0 >= q + 32 * c1 + 1 && 32 * c1 >= n)
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= ((long long)p) && 32 * c1 >= m)
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c0 >= q + 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && q + 32 * c1 == 32 * c0 && 32 * c1 >= ((long long)p))
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
          }
          if (c0 == 1 && n >= 33 && m >= 33 && ((long long)p) <= 32)
            for (c1 = 32 * c0 - 32; c1 <= min(((long long)p) - 1, q - 1); c1++) {
              for (c2 = 32; c2 <= min(n - 1, m - 1); c2++) {
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              }
              for (c2 = m; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              for (c2 = n; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            }
          if (c0 == 1 && q >= 32 * c0 - 31 && m >= 33 && ((long long)p) <= 32)
            for (c1 = q; c1 <= ((long long)p) - 1; c1++)
              for (c2 = 32; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (c0 == 1 && ((long long)p) >= 32 * c0 - 31 && n >= 33)
            for (c1 = ((long long)p); c1 <= min(q - 1, 32 * c0 - 1); c1++)
              for (c2 = 32; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(c0, max(ceild(((long long)p), 32), max(ceild(m, 32), ceild(-((long long)p) + 32 * c0 + 1, 32)))), min(max(1, max(c0, ceild(-((long long)p) + 32 * c0 + 1, 32))), max(c0, max(ceild(-q + 32 * c0, 32), max(ceild(((long long)p), 32), ceild(-((long long)p) + 32 * c0 + 1, 32)))))), c0); c1 <= min(max(min(c0, floord(n - 1, 32)), max(min(1, min(c0, min(floord(-q + 32 * c0 - 1, 32), floord(n - 1, 32)))), min(c0, min(floord(-q + 32 * c0, 32), floord(n - 1, 32))))), c0); c1++) {
            if (c0 == c1 && 32 * c1 >= ((long long)p) && 32 * c1 >= m)
              for (c2 = 32 * c0 - 32 * c1; c2 <= ((long long)p) - 1; c2++)
                for (c3 = 32 * c1; c3 <= n - 1; c3++)
                  A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (c1 == 1 && c0 == c1 && 32 * c0 >= q + 32 * c1 + 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= n - 1; c3++)
                  A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (c0 == c1 && q + 32 * c1 == 32 * c0 && 32 * c1 >= ((long long)p))
              for (c2 = 32 * c0 - 32 * c1; c2 <= ((long long)p) - 1; c2++)
                for (c3 = 32 * c1; c3 <= n - 1; c3++)
                  A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          }
          if (c0 == 1 && q >= 1 && ((long long)p) >= 33 && n <= 32)
            for (c1 = 32; c1 <= m - 1; c1++)
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
          if (m >= 33 && n <= 32 && ((long long)p) >= 33)
            for (c1 = 1; c1 <= min(q - 1, 32 * c0 - 1); c1++) {
              if (m >= 33 && ((long long)p) >= 33)
                {
                  double r37 = V[c1 - 1];
                  for (c2 = 32; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r37 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r37;
                }
              for (c2 = ((long long)p); c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1)
                {
                  double r38 = V[c1 - 1];
                  for (c2 = m; c2 <= ((long long)p) - 1; c2++)
                    r38 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r38;
                }
            }
          if (q >= 1 && n <= 32 && m >= 33 && 32 * c0 >= q + 1)
            if (((long long)p) >= 33)
              {
                double r39 = V[q - 1];
                for (c1 = 32; c1 <= ((long long)p) - 1; c1++)
                  r39 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r39;
              }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(c0, max(ceild(((long long)p), 32), max(ceild(n, 32), ceild(-q + 32 * c0 + 1, 32)))), max(1, max(c0, ceild(-q + 32 * c0 + 1, 32)))), c0); c1 <= min(max(min(c0, floord(m - 1, 32)), min(1, min(c0, min(floord(-((long long)p) + 32 * c0, 32), floord(m - 1, 32))))), c0); c1++) {
            if (c0 == c1 && 32 * c1 >= ((long long)p) && 32 * c1 >= n)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            if (c1 == 1 && c0 == c1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
                for (c3 = 32 * c1; c3 <= m - 1; c3++)
                  A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(1, max(c0, max(ceild(m, 32), ceild(n, 32)))), max(1, max(c0, max(ceild(-q + 32 * c0, 32), ceild(n, 32))))), 1); c1 <= min(max(min(1, min(c0, floord(((long long)p) - 1, 32))), min(1, min(c0, min(floord(-q + 32 * c0, 32), floord(((long long)p) - 1, 32))))), 1); c1++)
            if (c1 == 1 && 32 * c1 >= m && 32 * c1 >= n)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = 1; c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r40 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
                      r40 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r40;
                  }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((min(floord(-q + 32 * floord(m + q - 2, 32) - 1, 32), min(floord(-q + 32 * floord(n + ((long long)p) - 2, 32) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))) + 1 < hedra_threads) && ((min(floord(((long long)p) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32))))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 31, 32), max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))))) + 1 < hedra_threads))
        { /* version 5 of 8: loop c1 stays sequential */
          { hedra_version_5(n, m, p, q, w); }
        }
        else if (((min(floord(-q + 32 * floord(m + q - 2, 32) - 1, 32), min(floord(-q + 32 * floord(n + ((long long)p) - 2, 32) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))) + 1 < hedra_threads) && ((min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), min(floord(-((long long)p) + 32 * floord(m + q - 2, 32), 32), min(floord(-((long long)p) + 32 * floord(n + ((long long)p) - 2, 32), 32), floord(m - 1, 32)))))) - (max(0, max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), floord(-q + 32, 32)))) + 1 < hedra_threads))
        { /* version 6 of 8: loop c1 stays sequential */
          { hedra_version_6(n, m, p, q, w); }
        }
        else if (((min(floord(-q + 32 * floord(m + q - 2, 32) - 1, 32), min(floord(-q + 32 * floord(n + ((long long)p) - 2, 32) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))) + 1 < hedra_threads) && ((min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32)))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 31, 32), max(floord(n + 31, 32), 0)))) + 1 < hedra_threads))
        { /* version 7 of 8: loop c1 stays sequential */
          { hedra_version_7(n, m, p, q, w); }
        }
        else if (((min(floord(-q + 32 * floord(m + q - 2, 32) - 1, 32), min(floord(-q + 32 * floord(n + ((long long)p) - 2, 32) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))) + 1 < hedra_threads))
        { /* version 1 of 8: loop c1 stays sequential */
          { hedra_version_1(n, m, p, q, w); }
        }
        else if (((min(floord(((long long)p) - 1, 32), min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32))))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 31, 32), max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0))))) + 1 < hedra_threads))
        { /* version 2 of 8: loop c1 stays sequential */
          { hedra_version_2(n, m, p, q, w); }
        }
        else if (((min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), min(floord(-((long long)p) + 32 * floord(m + q - 2, 32), 32), min(floord(-((long long)p) + 32 * floord(n + ((long long)p) - 2, 32), 32), floord(m - 1, 32)))))) - (max(0, max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), floord(-q + 32, 32)))) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { hedra_version_3(n, m, p, q, w); }
        }
        else if (((min(floord(m + q - 2, 32), min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32)))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 31, 32), max(floord(n + 31, 32), 0)))) + 1 < hedra_threads))
        { /* version 4 of 8: loop c1 stays sequential */
          { hedra_version_4(n, m, p, q, w); }
        }
        else { /* version 0 of 8: the decisions as taken */
          { hedra_version_0(n, m, p, q, w); }
        }
      }
      {
        long long c0, c1, c2, c3;
        for (c0 = max(ceild(m + q - 1, 32), 0); c0 <= min(floord(w - 1, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
          if (c0 == 0 && ((long long)p) >= 1)
            for (c1 = 0; c1 <= min(n - 1, 31); c1++)
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
          if (c0 == 0 && n >= 1)
            for (c1 = 1; c1 <= min(((long long)p) - 1, min(q, 2)); c1++) {
              if (n >= 1 && ((long long)p) >= 1)
                {
                  double r58 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r58 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r58;
                }
              for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (n <= 31 && ((long long)p) >= n + 1)
                {
                  double r59 = V[c1 - 1];
                  for (c2 = n; c2 <= min(31, ((long long)p) - 1); c2++)
                    r59 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r59;
                }
            }
          if (n >= 1)
            for (c1 = max(3, 32 * c0); c1 <= min(((long long)p) - 1, min(q, min(w - 1, 32 * c0 + 31))); c1++) {
              A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (n >= 2 && ((long long)p) >= 2)
                {
                  double r60 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r60 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r60;
                }
              for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (((long long)p) >= n + 1 && n <= 31)
                {
                  double r61 = V[c1 - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
                    r61 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r61;
                }
            }
          if (n >= 1)
            for (c1 = max(w, 3); c1 <= min(((long long)p) - 1, min(q, 32 * c0 + 31)); c1++) {
              if (n >= 1 && ((long long)p) >= 1)
                {
                  double r62 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r62 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r62;
                }
              for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (((long long)p) >= n + 1 && n <= 31)
                {
                  double r63 = V[c1 - 1];
                  for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
                    r63 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r63;
                }
            }
          if (c0 == 0)
            for (c1 = max(q + 1, 1); c1 <= min(((long long)p) - 1, 2); c1++)
              for (c2 = 0; c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (n >= 1)
            for (c1 = max(q + 1, max(3, 32 * c0)); c1 <= min(((long long)p) - 1, min(w - 1, 32 * c0 + 31)); c1++) {
              A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              for (c2 = 1; c2 <= min(n - 1, 31); c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            }
          for (c1 = max(q + 1, max(w, 3)); c1 <= min(((long long)p) - 1, 32 * c0 + 31); c1++)
            for (c2 = 0; c2 <= min(n - 1, 31); c2++)
              A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          if (n >= 1 && ((long long)p) >= 32 * c0 + 1)
            if (((long long)p) >= 1)
              for (c1 = ((long long)p); c1 <= min(2, q); c1++)
                {
                  double r64 = V[c1 - 1];
                  for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
                    r64 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r64;
                }
          if (((long long)p) >= 32 * c0 + 1 && n >= 1)
            for (c1 = max(3, ((long long)p)); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (((long long)p) >= 2)
                {
                  double r65 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
                    r65 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r65;
                }
            }
          if (((long long)p) >= 32 * c0 + 1 && n >= 1)
            for (c1 = max(3, max(q + 1, ((long long)p))); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (((long long)p) >= 32 * c0 + 1 && n >= 1)
            if (((long long)p) >= 1)
              for (c1 = max(w, max(3, ((long long)p))); c1 <= min(q, 32 * c0 + 31); c1++)
                {
                  double r66 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
                    r66 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r66;
                }
          if (c0 == 1 && q >= 32 * c0 - 32 && ((long long)p) >= 33)
            for (c1 = 32; c1 <= n - 1; c1++)
              A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
          if (n >= 33 && ((long long)p) >= 33)
            for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++) {
              if (n >= 33 && ((long long)p) >= 33)
                {
                  double r67 = V[c1 - 1];
                  for (c2 = 32; c2 <= min(n - 1, ((long long)p) - 1); c2++) {
                    A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
                    r67 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r67;
                }
              for (c2 = ((long long)p); c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
              if (((long long)p) >= n + 1)
                {
                  double r68 = V[c1 - 1];
                  for (c2 = n; c2 <= ((long long)p) - 1; c2++)
                    r68 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r68;
                }
            }
          if (c0 == 1 && ((long long)p) >= 33 && q >= 32 * c0 - 32)
            for (c1 = q + 1; c1 <= 32 * c0 - 1; c1++)
              for (c2 = 32; c2 <= n - 1; c2++)
                A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(0, max(ceild(-q + 32 * c0, 32), ceild(n, 32))), max(0, ceild(-q + 32 * c0, 32))), 0); c1 <= min(max(0, min(0, min(floord(((long long)p) - 1, 32), floord(-((long long)p) + 32 * c0, 32)))), 0); c1++) {
            if (c1 == 0 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= min(w - 1, q); c2++) {
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (((long long)p) >= 2)
                  {
                    double r69 = V[c2 - 1];
                    for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
                      r69 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r69;
                  }
              }
            if (c1 == 0 && q + 32 * c1 >= 32 * c0 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = q + 1; c2 <= w - 1; c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= n)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 2); c2++)
                  {
                    double r70 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r70 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r70;
                  }
            if (c1 == 0 && 32 * c1 >= n)
              for (c2 = max(3, 32 * c0 - 32 * c1); c2 <= min(w - 1, min(32 * c0 - 32 * c1 + 31, q)); c2++) {
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
                V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
                if (((long long)p) >= 2 && 32 * c1 >= -30)
                  {
                    double r71 = V[c2 - 1];
                    for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
                      r71 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r71;
                  }
              }
            if (c1 == 0 && q + 32 * c1 >= 32 * c0 && 32 * c1 >= n)
              for (c2 = max(3, q + 1); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= n)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = max(w, 3); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                  {
                    double r72 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                      r72 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r72;
                  }
            if (c1 == 0 && 32 * c0 >= ((long long)p) + 32 * c1)
              if (((long long)p) >= 32 * c1 + 1)
                for (c2 = w; c2 <= q; c2++)
                  {
                    double r73 = V[c2 - 1];
                    for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
                      r73 += A[((unsigned long)(c3))][(c2 - 1)];
                    V[c2 - 1] = r73;
                  }
          }
          #pragma omp parallel for private(c2)
          for (c1 = max(min(max(0, ceild(n, 32)), min(max(0, ceild(((long long)p), 32)), 0)), 0); c1 <= min(max(min(0, floord(-q + 32 * c0 - 1, 32)), max(0, min(0, min(floord(-q + 32 * c0 - 1, 32), min(floord(((long long)p) - 1, 32), floord(-((long long)p) + 32 * c0, 32)))))), 0); c1++) {
            if (c1 == 0 && 32 * c0 >= q + 32 * c1 + 1 && 32 * c1 >= n)
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c1 >= ((long long)p))
              for (c2 = max(3, 32 * c0); c2 <= min(w - 1, 32 * c0 + 31); c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            if (c1 == 0 && 32 * c0 >= q + 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
              for (c2 = 32 * c0; c2 <= w - 1; c2++)
                V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
          }
          #pragma omp parallel for private(c2, c3)
          for (c1 = max(min(max(c0, max(ceild(((long long)p), 32), ceild(-((long long)p) + 32 * c0 + 1, 32))), max(1, c0)), c0); c1 <= min(max(min(c0, floord(n - 1, 32)), min(1, min(c0, min(floord(-q + 32 * c0 - 1, 32), min(floord(((long long)p) - 1, 32), floord(n - 1, 32)))))), c0); c1++) {
            if (c0 == c1 && 32 * c1 >= ((long long)p))
              for (c2 = 32 * c0 - 32 * c1; c2 <= ((long long)p) - 1; c2++)
                for (c3 = 32 * c1; c3 <= n - 1; c3++)
                  A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            if (c1 == 1 && c0 == c1 && 32 * c0 >= q + 32 * c1 + 1 && ((long long)p) >= 32 * c1 + 1)
              for (c2 = 32 * c0 - 32 * c1; c2 <= 32 * c0 - 32 * c1 + 31; c2++)
                for (c3 = 32 * c1; c3 <= n - 1; c3++)
                  A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          }
          if (n <= 32)
            if (((long long)p) >= 33)
              for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
                {
                  double r74 = V[c1 - 1];
                  for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
                    r74 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r74;
                }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((min(floord(((long long)p) - 1, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32 * floord(m + q + 30, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0)))) + 1 < hedra_threads) && ((min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(n + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0))))) + 1 < hedra_threads))
        { /* version 3 of 4: loop c1 stays sequential */
          { hedra_version_11(n, m, p, q, w); }
        }
        else if (((min(floord(((long long)p) - 1, 32), min(floord(n + ((long long)p) - 2, 32), floord(n - 1, 32)))) - (max(floord(-((long long)p) + 32 * floord(w + 31, 32) + 32, 32), max(floord(-((long long)p) + 32 * floord(m + q + 30, 32) + 32, 32), max(floord(-((long long)p) + 32, 32), 0)))) + 1 < hedra_threads))
        { /* version 1 of 4: loop c1 stays sequential */
          { hedra_version_9(n, m, p, q, w); }
        }
        else if (((min(floord(n + ((long long)p) - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(n + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0))))) + 1 < hedra_threads))
        { /* version 2 of 4: loop c1 stays sequential */
          { hedra_version_10(n, m, p, q, w); }
        }
        else { /* version 0 of 4: the decisions as taken */
          { hedra_version_8(n, m, p, q, w); }
        }
      }
      {
        long long c0, c1, c2;
        for (c0 = max(ceild(n + ((long long)p) - 1, 32), 0); c0 <= min(floord(w - 1, 32), floord(m + q - 2, 32)); c0++) {
          if (c0 == 0 && q >= 1)
            for (c1 = 1; c1 <= min(m - 1, 31); c1++)
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
          if (c0 == 0 && m >= 1)
            for (c1 = 1; c1 <= min(q - 1, 2); c1++) {
              if (((long long)p) >= 1)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (m >= 2 && ((long long)p) >= 2)
                {
                  double r80 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r80 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r80;
                }
              for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1 && m <= 31)
                {
                  double r81 = V[c1 - 1];
                  for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
                    r81 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r81;
                }
            }
          if (m >= 1)
            for (c1 = max(3, 32 * c0); c1 <= min(q - 1, min(w - 1, 32 * c0 + 31)); c1++) {
              if (((long long)p) >= 1)
                V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              if (((long long)p) >= 1)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (m >= 2 && ((long long)p) >= 2)
                {
                  double r82 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r82 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r82;
                }
              if (((long long)p) <= 0)
                V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1 && m <= 31)
                {
                  double r83 = V[c1 - 1];
                  for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
                    r83 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r83;
                }
            }
          if (m >= 1)
            for (c1 = max(w, 3); c1 <= min(q - 1, 32 * c0 + 31); c1++) {
              if (((long long)p) >= 1)
                V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (m >= 2 && ((long long)p) >= 2)
                {
                  double r84 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r84 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r84;
                }
              for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1 && m <= 31)
                {
                  double r85 = V[c1 - 1];
                  for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
                    r85 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r85;
                }
            }
          if (((long long)p) >= 1 && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && m >= 1 && q >= 32 * c0 + 1)
            V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
          if (((long long)p) >= 1 && q >= 3 && w >= q + 1 && q >= 32 * c0 + 1 && 32 * c0 >= q - 31 && m >= 1)
            V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
          if (((long long)p) <= 0 && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && m >= 1 && q >= 32 * c0 + 1)
            V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
          if (w >= q + 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 + 1 && m >= 1)
            if (((long long)p) >= 2)
              {
                double r86 = V[q - 1];
                for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
                  r86 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r86;
              }
          if (q <= 2 && q >= 32 * c0 + 1 && m >= 1)
            if (((long long)p) >= 1)
              {
                double r87 = V[q - 1];
                for (c1 = 0; c1 <= min(((long long)p) - 1, 31); c1++)
                  r87 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r87;
              }
          if (q >= 32 * c0 + 1 && m >= 1)
            for (c1 = max(3, q + 1); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (q >= w && q >= 3 && m >= 1 && 32 * c0 >= q - 31)
            if (((long long)p) >= 1)
              {
                double r88 = V[q - 1];
                for (c1 = 0; c1 <= min(((long long)p) - 1, 31); c1++)
                  r88 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r88;
              }
          if (m <= 0)
            if (((long long)p) >= 1)
              for (c1 = max(1, 32 * c0); c1 <= 2; c1++)
                {
                  double r89 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
                    r89 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r89;
                }
          if (((long long)p) >= 1 && m <= 0)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (((long long)p) >= 2)
                {
                  double r90 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
                    r90 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r90;
                }
            }
          if (((long long)p) >= 1 && m <= 0)
            for (c1 = q + 1; c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (m <= 0)
            if (((long long)p) >= 1)
              for (c1 = max(w, 3); c1 <= min(q, 32 * c0 + 31); c1++)
                {
                  double r91 = V[c1 - 1];
                  for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
                    r91 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r91;
                }
          if (c0 == 1 && q == 32 * c0 && ((long long)p) >= 1)
            V[((signed char)(32 * c0))] = V[((signed char)(32 * c0)) - 1] + ((signed char)(32 * c0));
          if (c0 == 1 && q == 32 * c0 && ((long long)p) >= 1)
            V[(32 * c0 - 1)] += A[((unsigned long)(0))][(32 * c0 - 1)];
          if (c0 == 1 && q == 32 * c0)
            if (((long long)p) >= 2)
              {
                double r92 = V[32 * c0 - 1];
                for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
                  r92 += A[((unsigned long)(c1))][(32 * c0 - 1)];
                V[32 * c0 - 1] = r92;
              }
          if (q == 32 * c0 && ((long long)p) >= 1)
            for (c1 = max(3, 32 * c0 + 1); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (((long long)p) <= 0 && m <= 0)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (32 * c0 >= q + 1)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (c0 == 1 && q >= 1 && ((long long)p) >= 33)
            for (c1 = 32; c1 <= m - 1; c1++)
              A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
          if (m >= 33 && ((long long)p) >= 33)
            for (c1 = 1; c1 <= min(q - 1, 32 * c0 - 1); c1++) {
              if (m >= 33 && ((long long)p) >= 33)
                {
                  double r93 = V[c1 - 1];
                  for (c2 = 32; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
                    A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
                    r93 += A[((unsigned long)(c2))][(c1 - 1)];
                  }
                  V[c1 - 1] = r93;
                }
              for (c2 = ((long long)p); c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
              if (((long long)p) >= m + 1)
                {
                  double r94 = V[c1 - 1];
                  for (c2 = m; c2 <= ((long long)p) - 1; c2++)
                    r94 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r94;
                }
            }
          if (q >= 1 && m >= 33 && 32 * c0 >= q + 1)
            if (((long long)p) >= 33)
              {
                double r95 = V[q - 1];
                for (c1 = 32; c1 <= ((long long)p) - 1; c1++)
                  r95 += A[((unsigned long)(c1))][(q - 1)];
                V[q - 1] = r95;
              }
          if (q == 32 * c0 && ((long long)p) <= 0)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (c0 == 1 && ((long long)p) <= 32)
            for (c1 = 32 * c0 - 32; c1 <= min(q - 1, 32 * c0 - 1); c1++)
              for (c2 = 32; c2 <= m - 1; c2++)
                A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          if (m <= 32)
            if (((long long)p) >= 33)
              for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
                {
                  double r96 = V[c1 - 1];
                  for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
                    r96 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r96;
                }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((min(floord(m - 1, 32), min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32)))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0)))) + 1 < hedra_threads))
        {
        if (((min(floord(m + q - 2, 32), floord(m - 1, 32))) - (max(floord(((long long)p) + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(floord(-q + 32, 32), 0))))) + 1 < hedra_threads))
        {
        if (((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { hedra_version_15(n, m, p, q, w); }
        }
        else { /* version 2 of 8: loop c1 stays sequential */
          { hedra_version_14(n, m, p, q, w); }
        }
        }
        else if (((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { hedra_version_15(n, m, p, q, w); }
        }
        else { /* version 1 of 8: loop c1 stays sequential */
          { hedra_version_13(n, m, p, q, w); }
        }
        }
        else if (((min(floord(m + q - 2, 32), floord(m - 1, 32))) - (max(floord(((long long)p) + 31, 32), max(floord(-q + 32 * floord(w + 31, 32) + 32, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 32, 32), max(floord(-q + 32, 32), 0))))) + 1 < hedra_threads))
        {
        if (((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { hedra_version_15(n, m, p, q, w); }
        }
        else { /* version 2 of 8: loop c1 stays sequential */
          { hedra_version_14(n, m, p, q, w); }
        }
        }
        else if (((min(floord(m + q - 2, 32), floord(((long long)p) - 1, 32))) - (max(floord(m + 31, 32), 0)) + 1 < hedra_threads))
        { /* version 3 of 8: loop c1 stays sequential */
          { hedra_version_15(n, m, p, q, w); }
        }
        else { /* version 0 of 8: the decisions as taken */
          { hedra_version_12(n, m, p, q, w); }
        }
      }
      {
        long long c0, c1, c2;
        for (c0 = max(ceild(m + q - 1, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(w - 1, 32); c0++) {
          if (((long long)p) >= 1)
            for (c1 = max(1, 32 * c0); c1 <= min(q, 2); c1++)
              {
                double r101 = V[c1 - 1];
                for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
                  r101 += A[((unsigned long)(c2))][(c1 - 1)];
                V[c1 - 1] = r101;
              }
          if (((long long)p) >= 1)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
              V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
              if (((long long)p) >= 2)
                {
                  double r102 = V[c1 - 1];
                  for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
                    r102 += A[((unsigned long)(c2))][(c1 - 1)];
                  V[c1 - 1] = r102;
                }
            }
          if (q >= 32 * c0 && ((long long)p) >= 1)
            for (c1 = max(3, q + 1); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (((long long)p) >= 1)
            for (c1 = max(w, 3); c1 <= min(q, 32 * c0 + 31); c1++)
              {
                double r103 = V[c1 - 1];
                for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
                  r103 += A[((unsigned long)(c2))][(c1 - 1)];
                V[c1 - 1] = r103;
              }
          if (((long long)p) <= 0)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (32 * c0 >= q + 1 && ((long long)p) >= 1)
            for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
              V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (((long long)p) >= 33)
            for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
              {
                double r104 = V[c1 - 1];
                for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
                  r104 += A[((unsigned long)(c2))][(c1 - 1)];
                V[c1 - 1] = r104;
              }
        }
      }
      {
  #ifdef _OPENMP
        extern int omp_get_max_threads(void);
        const long long hedra_threads = omp_get_max_threads();
  #else
        const long long hedra_threads = 1;
  #endif
        if (((min(floord(((long long)p) + q - 1, 32), floord(((long long)p) - 1, 32))) - (max(floord(-q + 32 * floord(w + 31, 32) + 31, 32), max(floord(-q + 32 * floord(m + q + 30, 32) + 31, 32), max(floord(-q + 32 * floord(n + ((long long)p) + 30, 32) + 31, 32), max(floord(-q + 31, 32), 0))))) + 1 < hedra_threads))
        { /* version 1 of 2: loop c1 stays sequential */
          {
            long long c0, c1, c2, c3;
            for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), max(ceild(n + ((long long)p) - 1, 32), 0))); c0 <= floord(((long long)p) + q - 1, 32); c0++)
              for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
                if (((long long)p) >= 32 * c1 + 1)
                  for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                    {
                      double r105 = V[c2 - 1];
                      for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                        r105 += A[((unsigned long)(c3))][(c2 - 1)];
                      V[c2 - 1] = r105;
                    }
          }
        }
        else { /* version 0 of 2: the decisions as taken */
          {
            long long c0, c1, c2, c3;
            for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), max(ceild(n + ((long long)p) - 1, 32), 0))); c0 <= floord(((long long)p) + q - 1, 32); c0++)
              #pragma omp parallel for private(c2, c3)
              for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
                if (((long long)p) >= 32 * c1 + 1)
                  for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
                    {
                      double r105 = V[c2 - 1];
                      for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
                        r105 += A[((unsigned long)(c3))][(c2 - 1)];
                      V[c2 - 1] = r105;
                    }
          }
        }
      }
    }
}
/* hedra opt: generated from the #pragma scop region at line 15 */
  {
    if ((((double)max((n - 1) - (0) + 1, 0) * (double)max((((long long)p) - 1) - (0) + 1, 0) + (double)max((m - 1) - (1) + 1, 0) * (double)max((q - 1) - (0) + 1, 0) + (double)max((w - 1) - (3) + 1, 0) + (double)max((q - 1) - (0) + 1, 0) * (double)max((((long long)p) - 1) - (0) + 1, 0)) < 16384.0))
    { /* version 1 of 2: the original order, sequential, runs */
      {
        long long c0, c1;
        (void)us;
        (void)sc;
        for (c0 = 0; c0 <= n - 1; c0++)
          for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
            A[c0][((unsigned long)(c1))] = A[c0][((unsigned long)(c1))] + c0 * ((unsigned long)(c1));
        for (c0 = 1; c0 <= m - 1; c0++)
          for (c1 = 0; c1 <= q - 1; c1++)
            A[((unsigned short)(c0))][((uint8_t)(c1))] += A[((unsigned short)(c0)) - 1][((uint8_t)(c1))];
        for (c0 = 3; c0 <= w - 1; c0++)
          V[((signed char)(c0))] = V[((signed char)(c0)) - 1] + ((signed char)(c0));
        if (((long long)p) >= 1)
          for (c0 = 0; c0 <= q - 1; c0++)
            {
              double r0 = V[c0];
              for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
                r0 += A[((unsigned long)(c1))][c0];
              V[c0] = r0;
            }
      }
    }
    else { /* version 0 of 2: the decisions as taken */
      { (void)us; (void)sc; hedra_version_20(n, m, p, q, w); }
    }
  }
