#!/usr/bin/env bash
# rt_bench.sh: the irregular kernels of issue 20 (crates/hedra-rt/kernels/) through the
# speculative runtime, against gcc -O3 on the original code.
#
# For every case (a kernel and its input, listed in CASES below) this script
#   1. builds the original with `gcc -O3` and the optimized program with `hedra opt` then
#      `gcc -O3` linked with target/release/libhedra_rt.a (cargo build --release -p hedra
#      -p hedra-rt first);
#   2. runs both and compares the hashes of their results (bit for bit);
#   3. times the kernel call (the time each kernel prints) as the median of RUNS runs
#      (default 3), the original once per run, the optimized program with
#      HEDRA_RT_THREADS=1 and with HEDRA_RT_THREADS=2, one after the other;
#   4. runs the optimized program once more with HEDRA_RT_LOG=1 and HEDRA_RT_THREADS=2
#      and keeps its summary: the time of each phase as a fraction of the runtime's total
#      (the seed's overhead breakdown) and the scheduling and JIT time spent in the
#      background while the original ran.
# It prints a markdown table (and writes it to WORK/table.md, with every log in WORK).
#
# Usage: scripts/rt_bench.sh [--work DIR] [--runs N] [--only K1,K2]
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=/tmp/rt-bench
RUNS=3
ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --work) WORK=$2; shift 2 ;;
    --runs) RUNS=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
# name|kernel|arguments|linear at run time (yes/no)
CASES=(
  "sor|sor|1000 100|yes"
  "seidel|seidel|1000 60|yes"
  "matmul|matmul|800|yes"
  "spmm square|spmm|2000 256 0|yes"
  "spmm band|spmm|200000 64 1|yes"
  "indirect|indirect|4000 4000|yes"
  "bounds|bounds|1000 300|yes"
  "backprop|backprop|1024 16384|yes"
  "spmm random|spmm|200000 64 2|no"
  "spmm worst|spmm|200000 64 3|no"
)
HEDRA=target/release/hedra
LIB=target/release/libhedra_rt.a
KDIR=crates/hedra-rt/kernels
[ -x "$HEDRA" ] && [ -f "$LIB" ] || { echo "build first: cargo build --release -p hedra -p hedra-rt" >&2; exit 2; }
mkdir -p "$WORK"
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ktime() { "$@" 2>&1 >/dev/null | awk '/^time:/ {print $2}'; }
table="$WORK/table.md"
{
  echo "| kernel | input | gcc -O3 (s) | runtime 1T (s) | speedup 1T | runtime 2T (s) | speedup 2T | outputs |"
  echo "|---|---|---:|---:|---:|---:|---:|---|"
} > "$table"
breakdown="$WORK/breakdown.md"
{
  echo "| kernel | profile | interpolate | program | verify | backup | optimized | rollback | original | scheduling + JIT (background) | slices / mispredictions |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
} > "$breakdown"
for c in "${CASES[@]}"; do
  IFS='|' read -r name kernel args linear <<< "$c"
  if [ -n "$ONLY" ] && ! echo ",$ONLY," | grep -q ",$kernel,"; then continue; fi
  orig="$WORK/$kernel.orig"; opt="$WORK/$kernel.opt"
  if [ ! -x "$opt" ]; then
    gcc -O3 -I"$KDIR" -o "$orig" "$KDIR/$kernel.c"
    "$HEDRA" opt "$KDIR/$kernel.c" -o "$WORK/$kernel.hedra.c"
    gcc -O3 -I"$KDIR" -o "$opt" "$WORK/$kernel.hedra.c" "$LIB" -lpthread -ldl -lm
  fi
  # shellcheck disable=SC2086
  want=$("$orig" $args 2>/dev/null)
  # shellcheck disable=SC2086
  got=$(HEDRA_RT_THREADS=2 "$opt" $args 2>/dev/null)
  same=$([ "$want" = "$got" ] && echo "identical" || echo "DIFFERENT")
  to=(); t1=(); t2=()
  for _ in $(seq "$RUNS"); do
    # shellcheck disable=SC2086
    to+=("$(ktime "$orig" $args)")
    # shellcheck disable=SC2086
    t1+=("$(HEDRA_RT_THREADS=1 ktime "$opt" $args)")
    # shellcheck disable=SC2086
    t2+=("$(HEDRA_RT_THREADS=2 ktime "$opt" $args)")
  done
  mo=$(printf '%s\n' "${to[@]}" | median)
  m1=$(printf '%s\n' "${t1[@]}" | median)
  m2=$(printf '%s\n' "${t2[@]}" | median)
  s1=$(awk -v a="$mo" -v b="$m1" 'BEGIN {printf "%.2fx", a / b}')
  s2=$(awk -v a="$mo" -v b="$m2" 'BEGIN {printf "%.2fx", a / b}')
  echo "| $name | \`$args\` | $mo | $m1 | $s1 | $m2 | $s2 | $same |" >> "$table"
  echo "$name|$linear|$mo|$m1|$m2" >> "$WORK/results.txt.new"
  # shellcheck disable=SC2086
  HEDRA_RT_LOG=1 HEDRA_RT_THREADS=2 "$opt" $args > /dev/null 2> "$WORK/$kernel-$linear.log" || true
  summary=$(grep 'summary:' "$WORK/$kernel-$linear.log" | tail -1)
  pct() { echo "$summary" | sed -n "s/.*$1 [0-9.]* ms (\([0-9.]*%\)).*/\1/p"; }
  bg=$(echo "$summary" | sed -n 's/.*in the background \([0-9.]*\) ms.*/\1 ms/p')
  counts=$(echo "$summary" | sed -n 's/.*; \([0-9]*\) optimized slices, \([0-9]*\) mispredictions.*/\1 \/ \2/p')
  echo "| $name | $(pct profile) | $(pct interpolate) | $(pct program) | $(pct verify) | $(pct backup) | $(pct optimized) | $(pct rollback) | $(pct original) | $bg | $counts |" >> "$breakdown"
done
mv "$WORK/results.txt.new" "$WORK/results.txt" 2>/dev/null || true
geo() { awk -F'|' -v col="$1" -v lin="$2" '$2 == lin {s += log($3 / $col); n++} END {if (n) printf "%.2fx over %d cases", exp(s / n), n}' "$WORK/results.txt"; }
{
  echo
  echo "Geomean speedup, linear inputs: 1 thread $(geo 4 yes), 2 threads $(geo 5 yes)."
  echo "Geomean speedup, random and worst-case inputs: 1 thread $(geo 4 no), 2 threads $(geo 5 no)."
} >> "$table"
cat "$table"
echo
cat "$breakdown"
