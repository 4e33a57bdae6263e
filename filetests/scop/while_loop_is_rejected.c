// test scop
// exit: 1
// stderr: <stdin>:10:3: error: `while` loop
// stderr: region left unchanged
// A region outside the static-control subset: the diagnostic names the line and column
// of the loop, nothing is printed, and the exit code is 1.
void f(int n, int x) {
  int A[10];
#pragma scop
  while (n) A[0] = 1;
#pragma endscop
}
// expected:
