#!/usr/bin/env bash
# stride_bench.sh: programs with strided loops (issue 15) as written and through `hedra opt`,
# against gcc -O3 on the original, in one run.
#
# Cases: benchmarks/strided/strided.c (steps 2, 5 and -3 in a repetition loop) and the
# suite's kernels/redblack_sor at LARGE (steps of 2 whose first column depends on the row).
# Each is built with `gcc -O3 -march=native` as written, and after `hedra opt` with
# `-fopenmp`; the outputs (checksums) must be equal; the time each program prints is the
# median of RUNS runs (default 3), the optimized one with OMP_NUM_THREADS=1 and 2.
# Prints a markdown table (also written to WORK/table.md).
#
# Usage: [HEDRA=path/to/hedra] scripts/stride_bench.sh [--work DIR] [--runs N]
# (cargo build --release -p hedra first; HEDRA compares another build, e.g. an older commit)
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=/tmp/stride-bench
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
mkdir -p "$WORK"
CFLAGS=(-O3 -march=native -Ikernels/common -DLARGE_DATASET)
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ktime() { env "$@" 2>&1 | awk '/^time:/ {print $2}'; }
sum_of() { "$1" 2>&1 | awk '/^checksum:/ {print $2}'; }
table="$WORK/table.md"
{
  echo "| program | gcc -O3 (s) | hedra 1T (s) | speedup 1T | hedra 2T (s) | speedup 2T | outputs |"
  echo "|---|---:|---:|---:|---:|---:|---|"
} > "$table"
for src in benchmarks/strided/strided.c kernels/redblack_sor/redblack_sor.c; do
  name=$(basename "$src" .c)
  gcc "${CFLAGS[@]}" "$src" -lm -o "$WORK/$name.orig"
  "$HEDRA" opt "$src" -o "$WORK/$name.opt.c"
  gcc "${CFLAGS[@]}" -fopenmp "$WORK/$name.opt.c" -lm -o "$WORK/$name.opt"
  same=equal
  [ "$(sum_of "$WORK/$name.orig")" = "$(sum_of "$WORK/$name.opt")" ] || same=DIFFERENT
  o=(); h1=(); h2=()
  for _ in $(seq "$RUNS"); do
    o+=("$(ktime "$WORK/$name.orig")")
    h1+=("$(ktime OMP_NUM_THREADS=1 "$WORK/$name.opt")")
    h2+=("$(ktime OMP_NUM_THREADS=2 "$WORK/$name.opt")")
  done
  mo=$(printf '%s\n' "${o[@]}" | median)
  m1=$(printf '%s\n' "${h1[@]}" | median)
  m2=$(printf '%s\n' "${h2[@]}" | median)
  awk -v n="$name" -v o="$mo" -v a="$m1" -v b="$m2" -v s="$same" \
    'BEGIN { printf "| %s | %.3f | %.3f | %.2fx | %.3f | %.2fx | %s |\n", n, o, a, o / a, b, o / b, s }' >> "$table"
done
cat "$table"
