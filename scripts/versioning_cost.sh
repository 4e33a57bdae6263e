#!/usr/bin/env bash
# versioning_cost.sh: the compile-time cost of versioning (issue 17) on the kernel suite.
#
# For every kernel of kernels/, runs `hedra opt` with the default options (versioning on)
# and with --no-versioning, RUNS times each (median of the wall times), and reports per
# kernel: the versions of its regions (from the `-v` notes: the region family and the
# parallel-placement families), the hedra time of both, the size of both outputs (lines),
# and the time gcc -O3 -march=native -fopenmp takes to compile each output (once). Writes a
# markdown table on standard output, with the totals.
#
# Usage: scripts/versioning_cost.sh [--hedra BIN] [--runs R] [--work DIR]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HEDRA="$ROOT/target/release/hedra"
RUNS=3
WORK=/tmp/hedra-versioning-cost
while [ $# -gt 0 ]; do
  case "$1" in
    --hedra) HEDRA="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --work) WORK="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$WORK"

now() { date +%s.%N; }
# Median wall time of RUNS runs of "$@" (seconds).
median_time() {
  local ts=()
  for _ in $(seq "$RUNS"); do
    local t0 t1
    t0="$(now)"; "$@" > /dev/null 2>&1; t1="$(now)"
    ts+=("$(echo "$t1 - $t0" | bc -l)")
  done
  printf '%s\n' "${ts[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
gcc_time() {
  local t0 t1
  t0="$(now)"
  gcc -O3 -march=native -fopenmp -c -I "$ROOT/kernels/common" "$1" -o "$WORK/x.o" 2>/dev/null
  t1="$(now)"
  echo "$t1 - $t0" | bc -l
}

echo "| kernel | versions (region; parallel placement) | hedra opt (s) | --no-versioning (s) | ratio | lines | lines without | gcc -O3 (s) | gcc without (s) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
tot_v=0; tot_n=0; tot_gv=0; tot_gn=0; tot_lv=0; tot_ln=0
for dir in "$ROOT"/kernels/*/; do
  k="$(basename "$dir")"
  src="$dir/$k.c"
  [ -f "$src" ] || continue
  "$HEDRA" opt -v "$src" -o "$WORK/$k.v.c" 2> "$WORK/$k.notes" || true
  "$HEDRA" opt --no-versioning "$src" -o "$WORK/$k.n.c" 2> /dev/null || true
  region="$( (grep -o 'versioning (the region): [0-9]* versions' "$WORK/$k.notes" || true) | awk '{s += $4} END {print s + 0}')"
  placed="$( (grep -o 'versioning (parallel loops): [0-9]* versions' "$WORK/$k.notes" || true) | awk '{printf "%s%s", (n++ ? "+" : ""), $4} END {if (!n) printf "-"}')"
  tv="$(median_time "$HEDRA" opt "$src" -o "$WORK/$k.t.c")"
  tn="$(median_time "$HEDRA" opt --no-versioning "$src" -o "$WORK/$k.t.c")"
  lv="$(wc -l < "$WORK/$k.v.c")"; ln="$(wc -l < "$WORK/$k.n.c")"
  gv="$(gcc_time "$WORK/$k.v.c")"; gn="$(gcc_time "$WORK/$k.n.c")"
  printf '| %s | %s; %s | %.3f | %.3f | %.2fx | %d | %d | %.2f | %.2f |\n' \
    "$k" "${region:-0}" "$placed" "$tv" "$tn" "$(echo "$tv / $tn" | bc -l)" "$lv" "$ln" "$gv" "$gn"
  tot_v="$(echo "$tot_v + $tv" | bc -l)"; tot_n="$(echo "$tot_n + $tn" | bc -l)"
  tot_gv="$(echo "$tot_gv + $gv" | bc -l)"; tot_gn="$(echo "$tot_gn + $gn" | bc -l)"
  tot_lv=$((tot_lv + lv)); tot_ln=$((tot_ln + ln))
done
printf '| **total** | | %.2f | %.2f | %.2fx | %d | %d | %.1f | %.1f |\n' \
  "$tot_v" "$tot_n" "$(echo "$tot_v / $tot_n" | bc -l)" "$tot_lv" "$tot_ln" "$tot_gv" "$tot_gn"
