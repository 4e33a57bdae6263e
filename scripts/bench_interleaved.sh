#!/usr/bin/env bash
# Interleaved timing of two builds of the same kernels, as hedra-bench leaves them in its
# --work directories (KERNEL/orig and KERNEL/hedra): R rounds (default 5), each running the
# original, then BEFORE's and AFTER's hedra code with 1 and 2 threads; prints the medians.
# Interleaving spreads a machine's drift over both builds alike.
#
#   scripts/bench_interleaved.sh BEFORE_WORK AFTER_WORK KERNEL...
set -euo pipefail
BEFORE=$1 AFTER=$2
shift 2
R=${R:-5}
med() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
secs() { awk '$1 == "time:" { print $2 }'; }
for k in "$@"; do
  log=$(mktemp)
  for _ in $(seq "$R"); do
    echo "orig $("$AFTER/$k/orig" | secs)" >> "$log"
    for v in before after; do
      dir=$BEFORE; [ $v = after ] && dir=$AFTER
      for t in 1 2; do
        echo "$v$t $(OMP_NUM_THREADS=$t "$dir/$k/hedra" | secs)" >> "$log"
      done
    done
  done
  o=$(awk '$1 == "orig" { print $2 }' "$log" | med)
  line="$k orig $o"
  for v in before1 before2 after1 after2; do
    m=$(awk -v v=$v '$1 == v { print $2 }' "$log" | med)
    line="$line | $v $m $(awk -v o="$o" -v m="$m" 'BEGIN { printf "%.2fx", o / m }')"
  done
  echo "$line"
  rm -f "$log"
done
