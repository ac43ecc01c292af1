#!/usr/bin/env bash
# Reproduces BENCHMARKS.md's tables from this repository alone: builds the release viewcheck and
# the contenders (libxml2's SAX parse and DOM in C, a Foundation XMLParser loader in Swift),
# writes the inputs, and runs every measurement side by side (bench.py). Prints Markdown on
# standard output; progress goes to standard error.
#
#   Benchmarks/run.sh                  # everything: 100 to 100,000 views, lint, start-up (~6 min)
#   Benchmarks/run.sh --quick          # a smoke run: 100 to 10,000 views, few rounds (~1 min)
#   Benchmarks/run.sh --sizes 10000,100000 --no-lint --no-startup
#   Benchmarks/run.sh --report /tmp/report.md    # also write the report to a file
#   Benchmarks/run.sh --instructions 10000       # also count instructions (valgrind), which a
#                                                # busy machine does not move
#
# Other options go to bench.py (--rounds, --budget, --lint-rounds, --startup-runs, --seed).
# Everything it makes goes under $BENCH_WORK (default /tmp/viewloader-bench), and the release
# build under .build/. Needs gcc, libxml2-dev, python3 and GNU time; xmllint (libxml2-utils)
# for the start-up comparison.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
work=${BENCH_WORK:-/tmp/viewloader-bench}
sizes=100,1000,10000,100000
report=
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick)
      sizes=100,1000,10000
      args+=(--rounds 100:5,1000:5,10000:3 --budget 5 --lint-rounds 2 --startup-runs 10)
      shift ;;
    --sizes) sizes=$2; shift 2 ;;
    --report) report=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

need() { command -v "$1" >/dev/null || { echo "missing: $1 ($2)" >&2; exit 1; }; }
need gcc "apt-get install gcc"
need xml2-config "apt-get install libxml2-dev"
need swiftc "the Swift toolchain"
need python3 "apt-get install python3"
[ -x /usr/bin/time ] || { echo "missing: /usr/bin/time (apt-get install time)" >&2; exit 1; }

# The release viewcheck: what BENCHMARKS.md measures (the Swift runtime linked in statically).
echo "building the release viewcheck" >&2
swift build -c release --static-swift-stdlib -Xswiftc -use-ld=lld --product viewcheck \
  --package-path "$root" >&2
viewcheck="$root/.build/release/viewcheck"

# The contenders, rebuilt only when their source changed.
bin=$work/bin
mkdir -p "$bin"
build() {  # build OUT SOURCE... -- COMMAND...
  local out=$1 sources=() sum
  shift
  while [ "$1" != -- ]; do sources+=("$1"); shift; done
  shift
  sum=$({ printf '%s\n' "$*"; cat "${sources[@]}"; } | sha1sum | cut -d' ' -f1)
  [ -x "$out" ] && [ "$(cat "$out.sum" 2>/dev/null)" = "$sum" ] && return 0
  echo "building $(basename "$out")" >&2
  "$@" && echo "$sum" > "$out.sum"
}
contenders=$here/Contenders
for name in sax dom; do
  # shellcheck disable=SC2046
  build "$bin/$name" "$contenders/$name.c" "$contenders/common.h" -- \
    gcc -O2 -Wall -o "$bin/$name" "$contenders/$name.c" $(xml2-config --cflags --libs)
done
build "$bin/naive-loader" "$contenders/NaiveLoader.swift" -- \
  swiftc -O -o "$bin/naive-loader" "$contenders/NaiveLoader.swift"

# The inputs, written afresh each run (the same N always gives the same file).
data=$work/data
rm -rf "$data"
python3 "$here/generate.py" "$data" ${sizes//,/ }

{
  echo "# Benchmark run, $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
    "$(swiftc --version 2>&1 | head -1); libxml2 $(xml2-config --version);" \
    "viewcheck at $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')"
  echo
  python3 "$here/bench.py" --bin "$bin" --viewcheck "$viewcheck" --data "$data" --work "$work" \
    --sizes "$sizes" "${args[@]}"
} | tee "$work/last-run.md"
[ -z "$report" ] || cp "$work/last-run.md" "$report"
echo "report: $work/last-run.md${report:+ and $report}" >&2
