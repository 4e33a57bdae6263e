#!/usr/bin/env bash
# The kernel suite built through its Makefile twice, with plain `cc` and with `hedra cc`:
# every kernel's checksum must agree (within a relative 1e-9: hedra's schedules may reorder
# floating-point reductions, as in the benchmark), and the median of RUNS runs of each
# binary is timed. hedra's code runs with OMP_NUM_THREADS (default 1).
#
#   kernels/cc-compare.sh [HEDRA_BINARY]      (default: target/release/hedra)
#
# AUTOSCOP=1 strips every `#pragma scop` / `#pragma endscop` line first and builds with
# HEDRA_FLAGS=--autoscop: hedra must find the regions by itself.
set -euo pipefail
cd "$(dirname "$0")"
HEDRA=${1:-../target/release/hedra}
HEDRA=$(cd "$(dirname "$HEDRA")" && pwd)/$(basename "$HEDRA")
RUNS=${RUNS:-3}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp -r . "$WORK/src"
rm -rf "$WORK/src/build" "$WORK/src/build-hedra"
if [ "${AUTOSCOP:-0}" = 1 ]; then
  sed -i '/^[[:space:]]*#pragma[[:space:]]\+\(end\)\?scop/d' "$WORK"/src/*/*.c
  export HEDRA_FLAGS="--autoscop ${HEDRA_FLAGS:-}"
fi
make -s -j2 CC=cc BUILD="$WORK/plain"
make -s -j2 -C "$WORK/src" CC="$HEDRA cc" BUILD="$WORK/hedra" 2> "$WORK/hedra.log" \
  || { cat "$WORK/hedra.log"; exit 1; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
field() { awk -v f="$1" '$1 == f":" { print $2 }'; }
printf '%-16s %10s %10s %8s  %s\n' kernel "cc (s)" "hedra cc" speedup checksum
fail=0
logsum=0
n=0
for exe in "$WORK"/plain/*; do
  k=$(basename "$exe")
  ca=$("$exe" | field checksum); cb=$("$WORK/hedra/$k" | field checksum)
  ok=$(awk -v a="$ca" -v b="$cb" 'BEGIN { d = a - b; if (d < 0) d = -d; m = a < 0 ? -a : a;
        n = b < 0 ? -b : b; if (n > m) m = n; if (m < 1) m = 1; print (d <= 1e-9 * m) ? "equal" : "DIFFERS" }')
  [ "$ok" = equal ] || fail=1
  ta=$(for r in $(seq "$RUNS"); do "$exe" | field time; done | median)
  tb=$(for r in $(seq "$RUNS"); do "$WORK/hedra/$k" | field time; done | median)
  sp=$(awk -v a="$ta" -v b="$tb" 'BEGIN { print a / b }')
  logsum=$(awk -v s="$logsum" -v x="$sp" 'BEGIN { print s + log(x) }')
  n=$((n + 1))
  printf '%-16s %10.4f %10.4f %7.2fx  %s\n' "$k" "$ta" "$tb" "$sp" "$ok"
done
echo "geomean speedup: $(awk -v s="$logsum" -v n="$n" 'BEGIN { printf "%.2fx", exp(s / n) }') over $n kernels"
echo "warnings of the hedra cc build: $(grep -c warning "$WORK/hedra.log" || true)"
grep warning "$WORK/hedra.log" | sed 's/^/  /' || true
exit $fail
