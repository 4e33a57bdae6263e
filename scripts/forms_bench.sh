#!/usr/bin/env bash
# forms_bench.sh: programs written in forms that hedra used to handle badly (issue 15), as
# written and through `hedra opt`, against gcc -O3 on the original, in one run.
#
# Cases (name|source|hedra opt options):
#   strided        benchmarks/strided/strided.c: steps 2, 5 and -3 in a repetition loop
#   redblack_sor   the suite's kernel at LARGE: steps of 2 whose first column depends on the row
#   chain -I       benchmarks/macro_decls/chain.c: two matrix products whose arrays are
#                  declared through macros of a header, with the header's directory as -I
#   chain          the same without -I: hedra does not see the arrays' types (the preprocessor
#                  fails on the missing header and the declarations are read as written)
# Each is built with `gcc -O3 -march=native` as written, and after `hedra opt` with
# `-fopenmp`; the outputs (checksums) must be equal; the time each program prints is the
# median of RUNS runs (default 3), the optimized one with OMP_NUM_THREADS=1 and 2.
# Prints a markdown table (also written to WORK/table.md).
#
# Usage: [HEDRA=path/to/hedra] scripts/forms_bench.sh [--work DIR] [--runs N]
# (cargo build --release -p hedra first; HEDRA compares another build, e.g. an older commit)
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=/tmp/forms-bench
RUNS=3
while [ $# -gt 0 ]; do
  case "$1" in
    --work) WORK=$2; shift 2 ;;
    --runs) RUNS=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
HEDRA=${HEDRA:-target/release/hedra}
[ -x "$HEDRA" ] || { echo "build first: cargo build --release -p hedra" >&2; exit 2; }
CASES=(
  "strided|benchmarks/strided/strided.c|"
  "redblack_sor|kernels/redblack_sor/redblack_sor.c|"
  "chain -I|benchmarks/macro_decls/chain.c|-I benchmarks/macro_decls/include"
  "chain|benchmarks/macro_decls/chain.c|"
)
mkdir -p "$WORK"
CFLAGS=(-O3 -march=native -Ikernels/common -Ibenchmarks/macro_decls/include -DLARGE_DATASET)
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ktime() { env "$@" 2>&1 | awk '/^time:/ {print $2}'; }
sum_of() { "$1" 2>&1 | awk '/^checksum:/ {print $2}'; }
table="$WORK/table.md"
{
  echo "| program | hedra opt options | gcc -O3 (s) | hedra 1T (s) | speedup 1T | hedra 2T (s) | speedup 2T | outputs |"
  echo "|---|---|---:|---:|---:|---:|---:|---|"
} > "$table"
for case in "${CASES[@]}"; do
  IFS='|' read -r name src flags <<< "$case"
  tag=$(echo "$name" | tr -c 'a-zA-Z0-9_\n' '_')
  gcc "${CFLAGS[@]}" "$src" -lm -o "$WORK/$tag.orig"
  # shellcheck disable=SC2086
  "$HEDRA" opt "$src" $flags -o "$WORK/$tag.opt.c" 2> "$WORK/$tag.notes"
  gcc "${CFLAGS[@]}" -fopenmp "$WORK/$tag.opt.c" -lm -o "$WORK/$tag.opt"
  same=equal
  [ "$(sum_of "$WORK/$tag.orig")" = "$(sum_of "$WORK/$tag.opt")" ] || same=DIFFERENT
  o=(); h1=(); h2=()
  for _ in $(seq "$RUNS"); do
    o+=("$(ktime "$WORK/$tag.orig")")
    h1+=("$(ktime OMP_NUM_THREADS=1 "$WORK/$tag.opt")")
    h2+=("$(ktime OMP_NUM_THREADS=2 "$WORK/$tag.opt")")
  done
  mo=$(printf '%s\n' "${o[@]}" | median)
  m1=$(printf '%s\n' "${h1[@]}" | median)
  m2=$(printf '%s\n' "${h2[@]}" | median)
  awk -v n="$name" -v f="${flags:-(none)}" -v o="$mo" -v a="$m1" -v b="$m2" -v s="$same" \
    'BEGIN { printf "| %s | %s | %.3f | %.3f | %.2fx | %.3f | %.2fx | %s |\n", n, f, o, a, o / a, b, o / b, s }' >> "$table"
done
cat "$table"
