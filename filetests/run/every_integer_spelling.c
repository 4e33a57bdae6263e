// test run
// An iterator declared inside the region with each spelling of a C integer type that the
// front end knows (the basic types, <stdint.h> and <stddef.h> names, qualifiers); every one
// must compile and give the original's results (issue 13).
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
double V[40][8];
void kernel(void) {
#pragma scop
  for (char a = 0; a < 8; a++) V[0][a] += a;
  for (signed char a = 0; a < 8; a++) V[1][a] += a;
  for (unsigned char a = 0; a < 8; a++) V[2][a] += a;
  for (short a = 0; a < 8; a++) V[3][a] += a;
  for (short int a = 0; a < 8; a++) V[4][a] += a;
  for (unsigned short a = 0; a < 8; a++) V[5][a] += a;
  for (int a = 0; a < 8; a++) V[6][a] += a;
  for (signed a = 0; a < 8; a++) V[7][a] += a;
  for (unsigned a = 0; a < 8; a++) V[8][a] += a;
  for (unsigned int a = 0; a < 8; a++) V[9][a] += a;
  for (long a = 0; a < 8; a++) V[10][a] += a;
  for (long int a = 0; a < 8; a++) V[11][a] += a;
  for (unsigned long a = 0; a < 8; a++) V[12][a] += a;
  for (long long a = 0; a < 8; a++) V[13][a] += a;
  for (unsigned long long int a = 0; a < 8; a++) V[14][a] += a;
  for (register int a = 0; a < 8; a++) V[15][a] += a;
  for (int8_t a = 0; a < 8; a++) V[16][a] += a;
  for (uint8_t a = 0; a < 8; a++) V[17][a] += a;
  for (int16_t a = 0; a < 8; a++) V[18][a] += a;
  for (uint16_t a = 0; a < 8; a++) V[19][a] += a;
  for (int32_t a = 0; a < 8; a++) V[20][a] += a;
  for (uint32_t a = 0; a < 8; a++) V[21][a] += a;
  for (int64_t a = 0; a < 8; a++) V[22][a] += a;
  for (uint64_t a = 0; a < 8; a++) V[23][a] += a;
  for (int_least8_t a = 0; a < 8; a++) V[24][a] += a;
  for (uint_least16_t a = 0; a < 8; a++) V[25][a] += a;
  for (int_fast8_t a = 0; a < 8; a++) V[26][a] += a;
  for (uint_fast32_t a = 0; a < 8; a++) V[27][a] += a;
  for (int_fast64_t a = 0; a < 8; a++) V[28][a] += a;
  for (intmax_t a = 0; a < 8; a++) V[29][a] += a;
  for (uintmax_t a = 0; a < 8; a++) V[30][a] += a;
  for (intptr_t a = 0; a < 8; a++) V[31][a] += a;
  for (uintptr_t a = 0; a < 8; a++) V[32][a] += a;
  for (ptrdiff_t a = 0; a < 8; a++) V[33][a] += a;
  for (size_t a = 0; a < 8; a++) V[34][a] += a;
  for (ssize_t a = 0; a < 8; a++) V[35][a] += a;
  for (off_t a = 0; a < 8; a++) V[36][a] += a;
#pragma endscop
}
int main(void) {
  kernel();
  double s = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 8; j++)
      s += V[i][j] * (i + 1) * (j + 3);
  printf("%.1f\n", s);
  return 0;
}
