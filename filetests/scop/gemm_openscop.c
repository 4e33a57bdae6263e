// test scop
// The OpenScop form of a kernel's model (relations as `e/i` matrices, `<body>`, `<arrays>`,
// `<scatnames>`).
// input: ../../kernels/gemm/gemm.c
// options: --emit openscop
// expected:
<OpenScop>

# =============================================== Global
# Language
C

# Context
CONTEXT
0 5 0 0 0 3
#   e/i _PB_NI _PB_NJ _PB_NK      1

# Parameters are provided
1
<strings>
_PB_NI _PB_NJ _PB_NK
</strings>

# Number of statements
2

# =============================================== Statement 1
# Number of relations describing the statement:
5

# ----------------------------------------------  1.1 Domain
DOMAIN
4 7 2 0 0 3
#   e/i      i      j _PB_NI _PB_NJ _PB_NK      1
      1      1      0      0      0      0      0
      1     -1      0      1      0      0     -1
      1      0      1      0      0      0      0
      1      0     -1      0      1      0     -1

# ----------------------------------------------  1.2 Scattering
SCATTERING
7 14 7 2 0 3
#   e/i     c1     c2     c3     c4     c5     c6     c7      i      j _PB_NI _PB_NJ _PB_NK      1
      0      0      0      0      0      0      0      1      0      0      0      0      0      0
      0      0      0      0      0      0      1      0      0      0      0      0      0      0
      0      0      0      0      0      1      0      0      0      0      0      0      0      0
      0      0      0      1      0      0      0      0      0      0      0      0      0      0
      0      1      0      0      0      0      0      0      0      0      0      0      0      0
      0      0      0      0     -1      0      0      0      0      1      0      0      0      0
      0      0     -1      0      0      0      0      0      1      0      0      0      0      0

# ----------------------------------------------  1.3 Access
WRITE
3 10 3 2 0 3
#   e/i    Arr    [1]    [2]      i      j _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      1
      0      0      0     -1      0      1      0      0      0      0
      0      0     -1      0      1      0      0      0      0      0

READ
1 8 1 2 0 3
#   e/i    Arr      i      j _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      2

READ
3 10 3 2 0 3
#   e/i    Arr    [1]    [2]      i      j _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      1
      0      0      0     -1      0      1      0      0      0      0
      0      0     -1      0      1      0      0      0      0      0

# ----------------------------------------------  1.4 Statement Extensions
# Number of Statement Extensions
1
<body>
# Number of original iterators
2
# List of original iterators
i j
# Statement body expression
C[i][j] = beta * C[i][j];
</body>

# =============================================== Statement 2
# Number of relations describing the statement:
7

# ----------------------------------------------  2.1 Domain
DOMAIN
6 8 3 0 0 3
#   e/i      i      j      k _PB_NI _PB_NJ _PB_NK      1
      1      1      0      0      0      0      0      0
      1     -1      0      0      1      0      0     -1
      1      0      1      0      0      0      0      0
      1      0     -1      0      0      1      0     -1
      1      0      0      1      0      0      0      0
      1      0      0     -1      0      0      1     -1

# ----------------------------------------------  2.2 Scattering
SCATTERING
7 15 7 3 0 3
#   e/i     c1     c2     c3     c4     c5     c6     c7      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0      0      0      0      0      0      0      1      0      0      0      0      0      0      0
      0      0      0      0      0      1      0      0      0      0      0      0      0      0      0
      0      0      0      1      0      0      0      0      0      0      0      0      0      0      0
      0      1      0      0      0      0      0      0      0      0      0      0      0      0     -1
      0      0      0      0      0      0     -1      0      0      0      1      0      0      0      0
      0      0      0      0     -1      0      0      0      0      1      0      0      0      0      0
      0      0     -1      0      0      0      0      0      1      0      0      0      0      0      0

# ----------------------------------------------  2.3 Access
WRITE
3 11 3 3 0 3
#   e/i    Arr    [1]    [2]      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      0      1
      0      0      0     -1      0      1      0      0      0      0      0
      0      0     -1      0      1      0      0      0      0      0      0

READ
3 11 3 3 0 3
#   e/i    Arr    [1]    [2]      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      0      1
      0      0      0     -1      0      1      0      0      0      0      0
      0      0     -1      0      1      0      0      0      0      0      0

READ
1 9 1 3 0 3
#   e/i    Arr      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      3

READ
3 11 3 3 0 3
#   e/i    Arr    [1]    [2]      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      0      4
      0      0      0     -1      0      0      1      0      0      0      0
      0      0     -1      0      1      0      0      0      0      0      0

READ
3 11 3 3 0 3
#   e/i    Arr    [1]    [2]      i      j      k _PB_NI _PB_NJ _PB_NK      1
      0     -1      0      0      0      0      0      0      0      0      5
      0      0     -1      0      0      0      1      0      0      0      0
      0      0      0     -1      0      1      0      0      0      0      0

# ----------------------------------------------  2.4 Statement Extensions
# Number of Statement Extensions
1
<body>
# Number of original iterators
3
# List of original iterators
i j k
# Statement body expression
C[i][j] += alpha * A[i][k] * B[k][j];
</body>

# =============================================== Extensions
<scatnames>
b0 i b1 j b2 k b3
</scatnames>

<arrays>
# Number of arrays
5
# Mapping array-identifiers/array-names
1 C
2 beta
3 alpha
4 A
5 B
</arrays>

</OpenScop>
