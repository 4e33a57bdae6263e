#!/usr/bin/env bash
# tc_bench.sh: the Tensor Comprehensions benchmark suite of issue 19 (benchmarks/tc/).
#
# For every kernel KERNEL in benchmarks/tc/ (KERNEL.tc, its naive C reference
# KERNEL_naive.c and its descriptor KERNEL.h for the timing driver driver.c), this script
#   1. builds the naive reference with `gcc -O3 -march=native`;
#   2. emits the untuned code with `hedra tc KERNEL.tc` and builds it with
#      `gcc -O3 -march=native -fopenmp`;
#   3. tunes the def with `hedra tune KERNEL.tc --def KERNEL --sizes S --generations G
#      --population P --threads T --cache WORK/tune.json -v` (its wall time is recorded,
#      and its -v lines, one per candidate, give the best time after each generation), runs
#      the same command again (a cache hit; its wall time is recorded too), then emits the
#      tuned code with `hedra tc KERNEL.tc --tuned --sizes S --threads T --cache
#      WORK/tune.json`. One cache holds every thread count, so that a later tuning (with
#      --threads 2) starts from the options of an earlier one (with 1), as hedra tune does;
#   4. runs every build once on deterministic pseudo-random inputs in [0, 1) and compares
#      its outputs with the naive reference's (benchmarks/tc/cmp.c): "bitwise", or else
#      every element within the relative tolerance TOL (default 1e-4:
#      |a - b| <= TOL * max(|a|, |b|); float reductions may be reordered); a mismatch is
#      reported in the table (and the exit status is 1);
#   5. times every build (median of RUNS calls after one warm-up call, default 5),
#      one after the other, with OMP_NUM_THREADS=1 and with OMP_NUM_THREADS=2 (the naive
#      code is sequential and timed once). The tuned code for the 2-thread column is the one
#      tuned with --threads 2 when --tune-threads includes 2, else the one tuned with 1.
#   For mm it also times numpy.matmul on float32 with one OpenBLAS thread
#   (benchmarks/tc/numpy_mm.py; numpy is installed with `pip install --user numpy` when
#   missing) and checks its result against the naive one.
#
# It writes into the work directory: results.tsv (one line per kernel and build),
# table.md (the markdown table, the tuning times and the convergence data) and
# tc-tune-convergence.svg (best time per generation, one line per kernel, drawn by
# benchmarks/tc/report.py without matplotlib), plus every generated file and log.
#
# Usage: scripts/tc_bench.sh [options]
#   --work DIR          work directory (default /tmp/tc-bench)
#   --hedra BIN         the hedra binary (default target/release/hedra)
#   --only K1,K2        only these kernels (default: all, see KERNELS below)
#   --generations G     hedra tune --generations (default 4)
#   --population P      hedra tune --population (default 8)
#   --tune-threads "T…" the --threads values to tune with, e.g. "1" or "1 2" (default "1")
#   --runs R            timed calls per measurement (default 5)
#   --tol TOL           relative tolerance of the output check (default 1e-4)
#   --no-numpy          skip NumPy
#   --small             tiny sizes, for a quick check of the script itself (not timings)
# Dependencies: bash, gcc, python3, the hedra binary. Run it from anywhere; paths are
# relative to the repository root.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$ROOT/benchmarks/tc"
WORK=/tmp/tc-bench
HEDRA="$ROOT/target/release/hedra"
ONLY=""
GENS=4
POP=8
TUNE_THREADS="1"
RUNS=5
TOL=1e-4
NUMPY=1

# Kernel name and sizes (hedra tune --sizes form). Chosen so that one call of the naive
# reference takes roughly 20-500 ms with gcc -O3 on one core.
KERNELS=(
  "mm M=1024,N=1024,K=1024"
  "bmm Bt=32,M=256,N=256,K=256"
  "conv2d N=4,C=32,H=58,W=58,F=32,KH=3,KW=3"
  "gconv N=4,G=8,C=8,H=58,W=58,F=8,KH=3,KW=3"
  "tmm M=512,N=512,K=512"
  "tbmm Bt=8,M=256,N=256,K=256"
  "mlp B=128,I=1024,O=1024"
  "softmax N=2048,D=4096"
)

SMALL=(
  "mm M=64,N=48,K=40" "bmm Bt=3,M=20,N=24,K=16" "conv2d N=2,C=3,H=12,W=11,F=4,KH=3,KW=3"
  "gconv N=2,G=3,C=2,H=12,W=11,F=4,KH=3,KW=3" "tmm M=33,N=17,K=20" "tbmm Bt=3,M=9,N=17,K=20"
  "mlp B=7,I=45,O=33" "softmax N=13,D=70"
)

while [ $# -gt 0 ]; do
  case "$1" in
    --work) WORK="$2"; shift 2 ;;
    --hedra) HEDRA="$2"; shift 2 ;;
    --only) ONLY="$2"; shift 2 ;;
    --generations) GENS="$2"; shift 2 ;;
    --population) POP="$2"; shift 2 ;;
    --tune-threads) TUNE_THREADS="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --tol) TOL="$2"; shift 2 ;;
    --no-numpy) NUMPY=0; shift ;;
    --small) KERNELS=("${SMALL[@]}"); shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d'; exit 0 ;;
    *) echo "tc_bench.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

HEDRA="$(cd "$(dirname "$HEDRA")" && pwd)/$(basename "$HEDRA")"
[ -x "$HEDRA" ] || { echo "tc_bench.sh: no hedra binary at $HEDRA (cargo build --release -p hedra)" >&2; exit 2; }
mkdir -p "$WORK"
WORK="$(cd "$WORK" && pwd)"
CFLAGS="-O3 -march=native"
RES="$WORK/results.tsv"
: > "$RES"
status=0

now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print('%.3f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$1" "$2"; }
log() { echo "[tc_bench] $*" >&2; }

gcc $CFLAGS -o "$WORK/cmp" "$SRC/cmp.c" -lm || exit 1

# build NAME IMPL.c OUT [extra flags]: the driver with KERNEL.h plus one implementation.
build() {
  local k="$1" impl="$2" out="$3"; shift 3
  gcc $CFLAGS "$@" -c -include "$SRC/$k.h" "$SRC/driver.c" -o "$out.driver.o" &&
    gcc $CFLAGS "$@" -c "$impl" -o "$out.impl.o" &&
    gcc $CFLAGS "$@" "$out.driver.o" "$out.impl.o" -o "$out" -lm
}

# measure KERNEL VARIANT THREADS BINARY SIZES...: one check and one timing, appended to
# results.tsv as: kernel variant threads median_ms check runs...
measure() {
  local k="$1" v="$2" t="$3" bin="$4"; shift 4
  local outbin="$WORK/$k.$v.$t.bin" line check
  line="$(OMP_NUM_THREADS=$t "$bin" -r "$RUNS" -o "$outbin" "$@")" || {
    log "$k $v ${t}T: the run failed"; echo -e "$k\t$v\t$t\tNA\trun failed" >> "$RES"; status=1; return; }
  if [ "$v" = naive ]; then
    check="reference"
  else
    check="$("$WORK/cmp" "$WORK/$k.naive.1.bin" "$outbin" "$TOL" 2>>"$WORK/$k.cmp.err")" || { status=1; check="MISMATCH: $check"; }
    rm -f "$outbin"
  fi
  local med runs
  med="$(echo "$line" | awk '{print $2}')"
  runs="$(echo "$line" | cut -d' ' -f4-)"
  log "$k $v ${t}T: $med ms ($check)"
  echo -e "$k\t$v\t$t\t$med\t$check\t$runs" >> "$RES"
}

for entry in "${KERNELS[@]}"; do
  k="${entry%% *}"; sizes="${entry#* }"
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$k,"* ]]; then continue; fi
  args=(${sizes//,/ })
  log "== $k ($sizes)"
  # Naive reference.
  build "$k" "$SRC/${k}_naive.c" "$WORK/$k.naive" || { log "$k: naive build failed"; status=1; continue; }
  # Untuned.
  "$HEDRA" tc "$SRC/$k.tc" -o "$WORK/$k.untuned.c" 2> "$WORK/$k.untuned.err" || { log "$k: hedra tc failed"; status=1; continue; }
  build "$k" "$WORK/$k.untuned.c" "$WORK/$k.untuned" -fopenmp || { log "$k: untuned build failed"; status=1; continue; }
  # Tuned, once per tuning thread count.
  for tt in $TUNE_THREADS; do
    cache="$WORK/tune.json"
    t0="$(now)"
    "$HEDRA" tune "$SRC/$k.tc" --def "$k" --sizes "$sizes" --generations "$GENS" --population "$POP" \
      --threads "$tt" --cache "$cache" -v > "$WORK/$k.tune${tt}.out" 2> "$WORK/$k.tune${tt}.err"
    rc=$?
    t1="$(now)"
    ttime="$(elapsed "$t0" "$t1")"
    log "$k: hedra tune --threads $tt: exit $rc, $ttime s"
    t0="$(now)"
    "$HEDRA" tune "$SRC/$k.tc" --def "$k" --sizes "$sizes" --generations "$GENS" --population "$POP" \
      --threads "$tt" --cache "$cache" -v > "$WORK/$k.tune${tt}.again.out" 2> "$WORK/$k.tune${tt}.again.err"
    t1="$(now)"
    again="$(elapsed "$t0" "$t1")"
    hit=no; grep -q "found in the tuning cache" "$WORK/$k.tune${tt}.again.err" && hit=yes
    log "$k: second hedra tune --threads $tt: $again s (cache hit: $hit)"
    echo -e "$k\ttune\t$tt\t$ttime\trc=$rc\tagain=$again hit=$hit" >> "$RES"
    [ $rc -eq 0 ] || { status=1; continue; }
    "$HEDRA" tc "$SRC/$k.tc" --tuned --sizes "$sizes" --threads "$tt" --cache "$cache" -o "$WORK/$k.tuned$tt.c" 2> "$WORK/$k.tuned$tt.err" ||
      { log "$k: hedra tc --tuned failed"; status=1; continue; }
    build "$k" "$WORK/$k.tuned$tt.c" "$WORK/$k.tuned$tt" -fopenmp || { log "$k: tuned build failed"; status=1; continue; }
  done
  # Measurements, one after the other.
  measure "$k" naive 1 "$WORK/$k.naive" "${args[@]}"
  for t in 1 2; do
    measure "$k" untuned "$t" "$WORK/$k.untuned" "${args[@]}"
  done
  first="${TUNE_THREADS%% *}"
  for t in 1 2; do
    tt="$first"
    if [ "$t" = 2 ] && [[ " $TUNE_THREADS " == *" 2 "* ]]; then tt=2; fi
    if [ "$t" = 1 ] && [[ " $TUNE_THREADS " == *" 1 "* ]]; then tt=1; fi
    [ -x "$WORK/$k.tuned$tt" ] && measure "$k" "tuned$tt" "$t" "$WORK/$k.tuned$tt" "${args[@]}"
  done
  if [ "$k" = mm ] && [ "$NUMPY" = 1 ]; then
    if ! python3 -c "import numpy" 2>/dev/null; then
      log "installing numpy (pip install --user numpy)"
      pip install --user numpy >&2 || pip install --user --break-system-packages numpy >&2
    fi
    line="$(OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 \
      python3 "$SRC/numpy_mm.py" --runs "$RUNS" --ref "$WORK/mm.naive.1.bin" --tol "$TOL" "${args[@]}")" || status=1
    log "mm numpy: $line"
    echo -e "mm\tnumpy\t1\t$(echo "$line" | awk '{print $2}')\t$(echo "$line" | sed 's/.*check //')\t" >> "$RES"
  fi
done

python3 "$SRC/report.py" --work "$WORK" --tol "$TOL" --runs "$RUNS" \
  --generations "$GENS" --population "$POP" --tune-threads "$TUNE_THREADS" || status=1
log "wrote $WORK/table.md and $WORK/tc-tune-convergence.svg (exit $status)"
exit $status
