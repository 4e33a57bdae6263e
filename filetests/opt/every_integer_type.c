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
/* hedra opt: generated from the #pragma scop region at line 15 */
  {
    long long c0, c1, c2, c3;
    (void)us;
    (void)sc;
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
          for (c2 = 1; c2 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 31))); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(n - 1, min(m - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          }
          for (c2 = max(m, 1); c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(((long long)p), m); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(((long long)p), n); c2 <= min(m - 1, 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = max(m, n); c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (n >= 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && w >= q + 1)
        A[0][((unsigned long)(q))] = A[0][((unsigned long)(q))] + 0 * ((unsigned long)(q));
      if (w >= q + 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && n >= 1)
        V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
      if (32 * c0 >= q - 31 && q >= 32 * c0 && ((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && n >= 1)
        V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
      if (((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && q >= 32 * c0 && 32 * c0 >= q - 31)
        for (c1 = 1; c1 <= min(n - 1, min(((long long)p) - 1, 31)); c1++) {
          A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
        }
      if (((long long)p) >= q + 1 && w >= q + 1 && q >= 3 && q >= 32 * c0)
        for (c1 = ((long long)p); c1 <= min(n - 1, 31); c1++)
          A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
      if (w >= q + 1 && q >= 3 && q >= 32 * c0 && 32 * c0 >= q - 31 && ((long long)p) >= q + 1 && n >= 1)
        for (c1 = n; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      for (c1 = max(min(max(q, 1), max(q, max(w, 3))), q); c1 <= min(max(min(q, min(((long long)p) - 1, 2)), min(q, min(((long long)p) - 1, 32 * c0 + 31))), q); c1++) {
        if (c0 == 0 && q == c1 && ((long long)p) >= c1 + 1 && c1 >= 1 && c1 <= 2)
          for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
        if (q == c1 && ((long long)p) >= c1 + 1 && c1 >= w && c1 >= 3 && 32 * c0 >= c1 - 31)
          for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
        if (c0 == 0 && q == c1 && ((long long)p) >= c1 + 1 && c1 >= 1 && c1 <= 2)
          for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        if (q == c1 && ((long long)p) >= c1 + 1 && c1 >= w && c1 >= 3)
          for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
        if (c0 == 0 && q == c1 && c1 >= 1 && c1 <= 2 && ((long long)p) >= c1 + 1 && n >= 1)
          for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        if (q == c1 && c1 >= w && 32 * c0 >= c1 - 31 && c1 >= 3 && ((long long)p) >= c1 + 1 && n >= 1)
          for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
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
          for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(m - 1, 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = max(m, 1); c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (q >= ((long long)p) && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && n >= 1 && ((long long)p) >= 32 * c0 + 1)
        V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
      if (w >= q + 1 && q >= 3 && q >= ((long long)p) && 32 * c0 >= q - 31 && ((long long)p) >= 32 * c0 + 1 && n >= 1)
        V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
      if (q >= ((long long)p) && w >= q + 1 && 32 * c0 >= q - 31 && q >= 3 && n >= 1 && ((long long)p) >= 32 * c0 + 1)
        for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      for (c1 = max(min(max(q, ((long long)p)), max(q, max(w, max(3, ((long long)p))))), q); c1 <= min(max(min(q, 2), min(q, 32 * c0 + 31)), q); c1++) {
        if (c0 == 0 && q == c1 && c1 <= 2 && c1 >= ((long long)p) && n >= 1)
          for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        if (q == c1 && c1 >= w && c1 >= 3 && c1 >= ((long long)p) && 32 * c0 >= c1 - 31 && ((long long)p) >= 32 * c0 + 1 && n >= 1)
          for (c2 = 0; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
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
          for (c2 = 32; c2 <= min(n - 1, min(((long long)p) - 1, m - 1)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(n - 1, m - 1); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          }
          for (c2 = max(m, 32); c2 <= min(n - 1, ((long long)p) - 1); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(((long long)p), m); c2 <= n - 1; c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(((long long)p), n); c2 <= m - 1; c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = max(m, n); c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (q >= 1 && 32 * c0 >= q + 1)
        for (c1 = 32; c1 <= min(n - 1, ((long long)p) - 1); c1++) {
          A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
        }
      if (q >= 1 && ((long long)p) >= 33 && 32 * c0 >= q + 1)
        for (c1 = ((long long)p); c1 <= n - 1; c1++)
          A[c1][((unsigned long)(q))] = A[c1][((unsigned long)(q))] + c1 * ((unsigned long)(q));
      if (q >= 1 && n >= 33 && 32 * c0 >= q + 1)
        for (c1 = n; c1 <= ((long long)p) - 1; c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
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
            for (c3 = 1; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
            }
          if (c1 == 0 && q >= c2 + 1 && c2 >= 1 && 32 * c1 >= n && 32 * c0 >= 32 * c1 + c2 - 31)
            for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          if (c1 == 0 && c2 >= 1 && q >= c2 + 1 && 32 * c1 >= n && 32 * c1 + c2 >= 32 * c0 && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
            for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          if (c1 == 0 && c2 >= w && q >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1)
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
          if (c1 == 0 && q >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0)
            for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
            }
          if (c1 == 0 && q >= c2 + 1 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0)
            for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          if (c1 == 0 && q >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && 32 * c1 + c2 >= 32 * c0 && m >= 32 * c1 + 1)
            for (c3 = m; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
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
            for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          if (c1 == 0 && q == c2 && w >= c2 + 1 && 32 * c0 >= ((long long)p) + 32 * c1 && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
            for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        for (c2 = min(q, min(max(q, max(w, 3)), min(max(q, w), 32 * c0 - 32 * c1))); c2 <= max(min(q, 2), max(min(q, 32 * c0 - 32 * c1 + 31), max(q, max(min(q, w - 1), q - 1)))); c2++) {
          if (c0 == c1 && c0 == 0 && q == c2 && c2 <= 2 && 32 * c1 >= n && q + 32 * c1 >= 32 * c0 + 1 && m >= 32 * c1 + 1)
            for (c3 = 32 * c1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          if (c1 == 0 && q == c2 && c2 >= w && c2 >= 3 && 32 * c1 >= n && 32 * c0 >= 32 * c1 + c2 - 31 && m >= 32 * c1 + 1)
            for (c3 = 32 * c1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          if (c1 == 0 && q == c2 && c2 >= w && 32 * c0 >= ((long long)p) + 32 * c1 && m >= 32 * c1 + 1)
            for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
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
          for (c2 = 1; c2 <= 32 * c1 + 31; c2++)
            V[(32 * c0 - 1)] += A[((unsigned long)(c2))][(32 * c0 - 1)];
        if (c1 == 0 && ((long long)p) >= 32 * c1 + 1 && 32 * c1 >= m && 32 * c0 >= ((long long)p) + 32 * c1)
          for (c2 = 32 * c0 - 32 * c1; c2 <= min(w - 1, q); c2++) {
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
            for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
        if (c1 == 0 && q + 32 * c1 == 32 * c0 && ((long long)p) >= 1 && 32 * c0 >= ((long long)p) + 32 * c1)
          V[((signed char)(32 * c0))] = V[((signed char)(32 * c0)) - 1] + ((signed char)(32 * c0));
        if (c1 == 0 && q + 32 * c1 == 32 * c0 && ((long long)p) >= 1 && 32 * c0 >= ((long long)p) + 32 * c1)
          V[(32 * c0 - 1)] += A[((unsigned long)(0))][(32 * c0 - 1)];
        if (c1 == 0 && q + 32 * c1 == 32 * c0 && 32 * c0 >= ((long long)p) + 32 * c1)
          for (c2 = 1; c2 <= ((long long)p) - 1; c2++)
            V[(32 * c0 - 1)] += A[((unsigned long)(c2))][(32 * c0 - 1)];
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
          for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= 2; c2++)
            for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
          for (c2 = max(3, 32 * c0 - 32 * c1); c2 <= min(w - 1, min(32 * c0 - 32 * c1 + 31, q)); c2++) {
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
            for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
        if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
          for (c2 = q + 1; c2 <= min(w - 1, 32 * c0 + 31); c2++)
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
        if (c1 == 0 && 32 * c1 >= m && 32 * c1 >= n)
          for (c2 = max(w, 3); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
            for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        if (c1 == 0 && 32 * c1 >= m && 32 * c0 >= ((long long)p) + 32 * c1)
          for (c2 = w; c2 <= q; c2++)
            for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
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
          for (c2 = 32; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= m - 1; c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = m; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (q >= 1 && n <= 32 && m >= 33 && 32 * c0 >= q + 1)
        for (c1 = 32; c1 <= ((long long)p) - 1; c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
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
          for (c2 = 1; c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
            for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
    }
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
          for (c3 = max(1, 32 * c1); c3 <= min(n - 1, min(((long long)p) - 1, min(m - 1, 32 * c1 + 31))); c3++) {
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = ((long long)p); c3 <= min(n - 1, min(m - 1, 32 * c1 + 31)); c3++) {
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          }
          for (c3 = max(m, max(1, 32 * c1)); c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = max(((long long)p), m); c3 <= min(n - 1, 32 * c1 + 31); c3++)
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          for (c3 = n; c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = max(((long long)p), n); c3 <= min(m - 1, 32 * c1 + 31); c3++)
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          for (c3 = max(m, n); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = 32 * c1; c2 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c2++) {
            A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
            V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
          }
        if (((long long)p) >= q + 1 && q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = ((long long)p); c2 <= min(n - 1, 32 * c1 + 31); c2++)
            A[c2][((unsigned long)(q))] = A[c2][((unsigned long)(q))] + c2 * ((unsigned long)(q));
        if (q >= 1 && ((long long)p) >= q + 1 && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = n; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
            V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
        if (q == 0)
          for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
            A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
        for (c2 = q + 1; c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
        for (c2 = ((long long)p); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
          if (c1 == 0)
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
          for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        if (q >= ((long long)p) && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
            V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
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
            for (c3 = 1; c3 <= min(m - 1, ((long long)p) - 1); c3++) {
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
            }
            for (c3 = max(1, ((long long)p)); c3 <= min(m - 1, 32 * c1 + 31); c3++)
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            for (c3 = m; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
        if (c1 == 1)
          for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
            for (c3 = 32 * c1; c3 <= m - 1; c3++)
              A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
        for (c2 = 32 * c1; c2 <= ((long long)p) - 1; c2++)
          V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
      }
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(-q + 32 * c0, 32), max(ceild(n, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++) {
        if (c0 == c1 && q >= 1)
          for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
          if (c1 == 0)
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
          for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          for (c3 = max(m, max(1, 32 * c1)); c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
            V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
      }
      if (32 * c0 >= ((long long)p) && m <= 0)
        for (c1 = 32 * c0; c1 <= q; c1++)
          for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (q == 32 * c0 && 32 * c0 >= ((long long)p))
        for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
          V[(32 * c0 - 1)] += A[((unsigned long)(c1))][(32 * c0 - 1)];
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
    for (c0 = max(ceild(m + q - 1, 32), 0); c0 <= min(floord(w - 1, 32), floord(n + ((long long)p) - 2, 32)); c0++) {
      if (c0 == 0 && ((long long)p) >= 1)
        for (c1 = 0; c1 <= min(n - 1, 31); c1++)
          A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
      if (c0 == 0 && n >= 1)
        for (c1 = 1; c1 <= min(((long long)p) - 1, min(q, 2)); c1++) {
          for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= min(31, ((long long)p) - 1); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (n >= 1)
        for (c1 = max(3, 32 * c0); c1 <= min(((long long)p) - 1, min(q, min(w - 1, 32 * c0 + 31))); c1++) {
          A[0][((unsigned long)(c1))] = A[0][((unsigned long)(c1))] + 0 * ((unsigned long)(c1));
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (n >= 1)
        for (c1 = max(w, 3); c1 <= min(((long long)p) - 1, min(q, 32 * c0 + 31)); c1++) {
          for (c2 = 0; c2 <= min(n - 1, min(((long long)p) - 1, 31)); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= min(n - 1, 31); c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
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
        for (c1 = ((long long)p); c1 <= min(2, q); c1++)
          for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (((long long)p) >= 32 * c0 + 1 && n >= 1)
        for (c1 = max(3, ((long long)p)); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (((long long)p) >= 32 * c0 + 1 && n >= 1)
        for (c1 = max(3, max(q + 1, ((long long)p))); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      if (((long long)p) >= 32 * c0 + 1 && n >= 1)
        for (c1 = max(w, max(3, ((long long)p))); c1 <= min(q, 32 * c0 + 31); c1++)
          for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (c0 == 1 && q >= 32 * c0 - 32 && ((long long)p) >= 33)
        for (c1 = 32; c1 <= n - 1; c1++)
          A[c1][((unsigned long)(0))] = A[c1][((unsigned long)(0))] + c1 * ((unsigned long)(0));
      if (n >= 33 && ((long long)p) >= 33)
        for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++) {
          for (c2 = 32; c2 <= min(n - 1, ((long long)p) - 1); c2++) {
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= n - 1; c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
          for (c2 = n; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
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
            for (c3 = 1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
        if (c1 == 0 && q + 32 * c1 >= 32 * c0 && ((long long)p) >= 32 * c1 + 1 && 32 * c0 >= ((long long)p) + 32 * c1)
          for (c2 = q + 1; c2 <= w - 1; c2++)
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
        if (c1 == 0 && 32 * c1 >= n)
          for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 2); c2++)
            for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        if (c1 == 0 && 32 * c1 >= n)
          for (c2 = max(3, 32 * c0 - 32 * c1); c2 <= min(w - 1, min(32 * c0 - 32 * c1 + 31, q)); c2++) {
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
            for (c3 = 1; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
        if (c1 == 0 && q + 32 * c1 >= 32 * c0 && 32 * c1 >= n)
          for (c2 = max(3, q + 1); c2 <= min(w - 1, 32 * c0 + 31); c2++)
            V[((signed char)(c2))] = V[((signed char)(c2)) - 1] + ((signed char)(c2));
        if (c1 == 0 && 32 * c1 >= n)
          for (c2 = max(w, 3); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
            for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        if (c1 == 0 && 32 * c0 >= ((long long)p) + 32 * c1)
          for (c2 = w; c2 <= q; c2++)
            for (c3 = 32 * c1; c3 <= ((long long)p) - 1; c3++)
              V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
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
        for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
          for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
    }
    for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), 0)); c0 <= floord(n + ((long long)p) - 2, 32); c0++) {
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(-((long long)p) + 32 * c0 + 1, 32), 0); c1 <= min(floord(((long long)p) - 1, 32), min(c0, floord(n - 1, 32))); c1++) {
        if (c0 == c1)
          for (c2 = 32 * c1; c2 <= min(n - 1, 32 * c1 + 31); c2++)
            A[c2][((unsigned long)(0))] = A[c2][((unsigned long)(0))] + c2 * ((unsigned long)(0));
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(((long long)p) - 1, min(q, 32 * c0 - 32 * c1 + 31)); c2++) {
          for (c3 = 32 * c1; c3 <= min(n - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = ((long long)p); c3 <= min(n - 1, 32 * c1 + 31); c3++)
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
          for (c3 = n; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        for (c2 = max(q + 1, max(1, 32 * c0 - 32 * c1)); c2 <= min(((long long)p) - 1, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(n - 1, 32 * c1 + 31); c3++)
            A[c3][((unsigned long)(c2))] = A[c3][((unsigned long)(c2))] + c3 * ((unsigned long)(c2));
        for (c2 = ((long long)p); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
      }
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(n, 32), max(ceild(-q + 32 * c0, 32), 0)); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
      if (32 * c0 >= ((long long)p))
        for (c1 = 32 * c0; c1 <= q; c1++)
          for (c2 = 0; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (32 * c0 >= ((long long)p))
        for (c1 = 0; c1 <= ((long long)p) - 1; c1++)
          for (c2 = 32 * c0; c2 <= n - 1; c2++)
            A[c2][((unsigned long)(c1))] = A[c2][((unsigned long)(c1))] + c2 * ((unsigned long)(c1));
    }
    for (c0 = max(ceild(n + ((long long)p) - 1, 32), 0); c0 <= min(floord(w - 1, 32), floord(m + q - 2, 32)); c0++) {
      if (c0 == 0 && q >= 1)
        for (c1 = 1; c1 <= min(m - 1, 31); c1++)
          A[((unsigned short)(c1))][((uint8_t)(0))] += A[((unsigned short)(c1)) - 1][((uint8_t)(0))];
      if (c0 == 0 && m >= 1)
        for (c1 = 1; c1 <= min(q - 1, 2); c1++) {
          if (((long long)p) >= 1)
            V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (m >= 1)
        for (c1 = max(3, 32 * c0); c1 <= min(q - 1, min(w - 1, 32 * c0 + 31)); c1++) {
          if (((long long)p) >= 1)
            V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          if (((long long)p) >= 1)
            V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          if (((long long)p) <= 0)
            V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (m >= 1)
        for (c1 = max(w, 3); c1 <= min(q - 1, 32 * c0 + 31); c1++) {
          if (((long long)p) >= 1)
            V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(m - 1, min(((long long)p) - 1, 31)); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = max(1, ((long long)p)); c2 <= min(m - 1, 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = m; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (((long long)p) >= 1 && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && m >= 1 && q >= 32 * c0 + 1)
        V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
      if (((long long)p) >= 1 && q >= 3 && w >= q + 1 && q >= 32 * c0 + 1 && 32 * c0 >= q - 31 && m >= 1)
        V[(q - 1)] += A[((unsigned long)(0))][(q - 1)];
      if (((long long)p) <= 0 && 32 * c0 >= q - 31 && w >= q + 1 && q >= 3 && m >= 1 && q >= 32 * c0 + 1)
        V[((signed char)(q))] = V[((signed char)(q)) - 1] + ((signed char)(q));
      if (w >= q + 1 && q >= 3 && 32 * c0 >= q - 31 && q >= 32 * c0 + 1 && m >= 1)
        for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      if (q <= 2 && q >= 32 * c0 + 1 && m >= 1)
        for (c1 = 0; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      if (q >= 32 * c0 + 1 && m >= 1)
        for (c1 = max(3, q + 1); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      if (q >= w && q >= 3 && m >= 1 && 32 * c0 >= q - 31)
        for (c1 = 0; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      if (m <= 0)
        for (c1 = max(1, 32 * c0); c1 <= 2; c1++)
          for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (((long long)p) >= 1 && m <= 0)
        for (c1 = max(3, 32 * c0); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (((long long)p) >= 1 && m <= 0)
        for (c1 = q + 1; c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      if (m <= 0)
        for (c1 = max(w, 3); c1 <= min(q, 32 * c0 + 31); c1++)
          for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (c0 == 1 && q == 32 * c0 && ((long long)p) >= 1)
        V[((signed char)(32 * c0))] = V[((signed char)(32 * c0)) - 1] + ((signed char)(32 * c0));
      if (c0 == 1 && q == 32 * c0 && ((long long)p) >= 1)
        V[(32 * c0 - 1)] += A[((unsigned long)(0))][(32 * c0 - 1)];
      if (c0 == 1 && q == 32 * c0)
        for (c1 = 1; c1 <= min(((long long)p) - 1, 31); c1++)
          V[(32 * c0 - 1)] += A[((unsigned long)(c1))][(32 * c0 - 1)];
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
          for (c2 = 32; c2 <= min(m - 1, ((long long)p) - 1); c2++) {
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
          }
          for (c2 = ((long long)p); c2 <= m - 1; c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
          for (c2 = m; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (q >= 1 && m >= 33 && 32 * c0 >= q + 1)
        for (c1 = 32; c1 <= ((long long)p) - 1; c1++)
          V[(q - 1)] += A[((unsigned long)(c1))][(q - 1)];
      if (q == 32 * c0 && ((long long)p) <= 0)
        for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      if (c0 == 1 && ((long long)p) <= 32)
        for (c1 = 32 * c0 - 32; c1 <= min(q - 1, 32 * c0 - 1); c1++)
          for (c2 = 32; c2 <= m - 1; c2++)
            A[((unsigned short)(c2))][((uint8_t)(c1))] += A[((unsigned short)(c2)) - 1][((uint8_t)(c1))];
      if (m <= 32)
        for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
          for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
    }
    for (c0 = max(ceild(w, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(m + q - 2, 32); c0++) {
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(floord(m - 1, 32), min(c0, floord(((long long)p) - 1, 32))); c1++) {
        if (c0 == c1 && q >= 1)
          for (c2 = max(1, 32 * c1); c2 <= min(m - 1, 32 * c1 + 31); c2++)
            A[((unsigned short)(c2))][((uint8_t)(0))] += A[((unsigned short)(c2)) - 1][((uint8_t)(0))];
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++) {
          if (c1 == 0)
            V[(c2 - 1)] += A[((unsigned long)(0))][(c2 - 1)];
          for (c3 = max(1, 32 * c1); c3 <= min(m - 1, min(((long long)p) - 1, 32 * c1 + 31)); c3++) {
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
          }
          for (c3 = ((long long)p); c3 <= min(m - 1, 32 * c1 + 31); c3++)
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
          for (c3 = m; c3 <= min(((long long)p) - 1, 32 * c1 + 31); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
        }
        if (q >= 1 && 32 * c0 >= q + 32 * c1 - 31)
          for (c2 = 32 * c1; c2 <= min(((long long)p) - 1, 32 * c1 + 31); c2++)
            V[(q - 1)] += A[((unsigned long)(c2))][(q - 1)];
      }
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(((long long)p), 32), max(ceild(-q + 32 * c0 + 1, 32), 0)); c1 <= min(c0, floord(m - 1, 32)); c1++)
        for (c2 = 32 * c0 - 32 * c1; c2 <= min(q - 1, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = max(1, 32 * c1); c3 <= min(m - 1, 32 * c1 + 31); c3++)
            A[((unsigned short)(c3))][((uint8_t)(c2))] += A[((unsigned short)(c3)) - 1][((uint8_t)(c2))];
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(m, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
    }
    for (c0 = max(ceild(m + q - 1, 32), max(ceild(n + ((long long)p) - 1, 32), 0)); c0 <= floord(w - 1, 32); c0++) {
      for (c1 = max(1, 32 * c0); c1 <= min(q, 2); c1++)
        for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
          V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (((long long)p) >= 1)
        for (c1 = max(3, 32 * c0); c1 <= min(w - 1, min(q, 32 * c0 + 31)); c1++) {
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
          V[(c1 - 1)] += A[((unsigned long)(0))][(c1 - 1)];
          for (c2 = 1; c2 <= min(((long long)p) - 1, 31); c2++)
            V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
        }
      if (q >= 32 * c0 && ((long long)p) >= 1)
        for (c1 = max(3, q + 1); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      for (c1 = max(w, 3); c1 <= min(q, 32 * c0 + 31); c1++)
        for (c2 = 0; c2 <= min(31, ((long long)p) - 1); c2++)
          V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
      if (((long long)p) <= 0)
        for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      if (32 * c0 >= q + 1 && ((long long)p) >= 1)
        for (c1 = max(3, 32 * c0); c1 <= min(w - 1, 32 * c0 + 31); c1++)
          V[((signed char)(c1))] = V[((signed char)(c1)) - 1] + ((signed char)(c1));
      for (c1 = 1; c1 <= min(q, 32 * c0 - 1); c1++)
        for (c2 = 32; c2 <= ((long long)p) - 1; c2++)
          V[(c1 - 1)] += A[((unsigned long)(c2))][(c1 - 1)];
    }
    for (c0 = max(ceild(w, 32), max(ceild(m + q - 1, 32), max(ceild(n + ((long long)p) - 1, 32), 0))); c0 <= floord(((long long)p) + q - 1, 32); c0++)
      #pragma omp parallel for private(c2, c3)
      for (c1 = max(ceild(-q + 32 * c0, 32), 0); c1 <= min(c0, floord(((long long)p) - 1, 32)); c1++)
        for (c2 = max(1, 32 * c0 - 32 * c1); c2 <= min(q, 32 * c0 - 32 * c1 + 31); c2++)
          for (c3 = 32 * c1; c3 <= min(32 * c1 + 31, ((long long)p) - 1); c3++)
            V[(c2 - 1)] += A[((unsigned long)(c3))][(c2 - 1)];
  }
