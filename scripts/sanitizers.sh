#!/usr/bin/env bash
# Sanitizer, fuzzing and leak checks (issue 5). Each mode builds into its own scratch folder
# under .build/, so it never disturbs the normal debug build.
#
#   scripts/sanitizers.sh asan        the whole test suite under AddressSanitizer + LeakSanitizer
#   scripts/sanitizers.sh tsan        the concurrency suites under ThreadSanitizer
#   scripts/sanitizers.sh fuzz-smoke  every fixture xib through the fuzz harness once, then
#                                     libFuzzer from the seeds: FUZZ_SECONDS (default 60) in all
#   scripts/sanitizers.sh valgrind    memcheck of viewcheck over every committed fixture
#   scripts/sanitizers.sh hostile-release
#                                     the hostile-input bounds (5 s, 512 MB) on release builds
#                                     (VIEWLOADER_RELEASE_BINARIES names a folder of them, or
#                                     they are built)
#   scripts/sanitizers.sh all         all five, in that order
#
# Each mode prints how long it took. Exit status: non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# Backtraces on a crash take seconds and are noise next to the sanitizers' own reports.
export SWIFT_BACKTRACE=enable=no

# The suites that exercise threads: NibLibrary's single flight, stubs and includes across
# threads, the stress test, concurrent reads, reading ahead on a second thread, and viewcheck's
# parallel checking. Not the hostile cases: each is a child process, ten times slower under
# TSan, which kept this run busy for five minutes with no thread of its own to check (ASan and
# the release builds run them).
tsan_filter='ReadAheadTests|NibLibraryTests|NibLibraryWatchingTests|LanguageServerTests|NibLibraryStressTests|IncludeTests|StubTests|XMLReaderPositionTests|CommandTests|BinaryTests|InstantiationPlanTests'

timed() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== sanitizers: $name"
  "$@"
  echo "== sanitizers: $name took $((SECONDS - start)) s"
}

asan() {
  swift build --build-tests --sanitize=address --scratch-path .build/asan
  # LeakSanitizer is on with ASan on Linux; lsan.supp holds only XCTest's own leaks.
  VIEWLOADER_SANITIZER=address LSAN_OPTIONS="suppressions=$root/lsan.supp" \
    swift test --skip-build --sanitize=address --scratch-path .build/asan
}

tsan() {
  swift build --build-tests --sanitize=thread --scratch-path .build/tsan
  VIEWLOADER_SANITIZER=thread \
    swift test --skip-build --sanitize=thread --scratch-path .build/tsan --filter "$tsan_filter"
}

fuzz_smoke() {
  local seconds=${FUZZ_SECONDS:-60}
  swift build -c debug --product fuzz --scratch-path .build/fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
  local corpus
  corpus=$(mktemp -d)
  local artifacts
  artifacts=$(mktemp -d)
  # First every Interface Builder document of the fixtures (the real ones and the hand-written
  # ones) runs once, whole, through the harness's invariants: the fuzzer itself cuts inputs to
  # -max_len. The replay's seconds come out of the fuzzing time, so the step takes as long.
  local replay_start=$SECONDS
  local replay
  replay=$(mktemp)
  if ! find Fixtures/xib Fixtures/xib-mapping Fixtures/xib-loading Fixtures/xib-app-classes \
    -name '*.xib' -print0 | xargs -0 .build/fuzz/debug/fuzz -rss_limit_mb=2048 \
    >"$replay" 2>&1; then
    grep -v '^Running:\|^Executed' "$replay" | tail -40 >&2
    echo "error: a fixture breaks the fuzz harness's invariants (its report is above)" >&2
    exit 1
  fi
  echo "replayed $(grep -c '^Executed' "$replay") documents in $((SECONDS - replay_start)) s"
  rm -f "$replay"
  seconds=$((seconds - (SECONDS - replay_start)))
  if ((seconds < 20)); then seconds=20; fi
  # New inputs go to the scratch corpus; the seeds are only read.
  if ! .build/fuzz/debug/fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=8192 -dict=Fuzzing/nib.dict -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$corpus" Fuzzing/seeds Fixtures/hostile Examples; then
    echo "error: the fuzzer found a crash: $(ls "$artifacts")" >&2
    echo "reproduce with: swift build --product fuzz && .build/debug/fuzz <crash file>" >&2
    exit 1
  fi
  echo "corpus grew to $(ls "$corpus" | wc -l) new inputs"
  rm -rf "$corpus" "$artifacts"
}

valgrind_check() {
  if ! command -v valgrind >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq valgrind >/dev/null
  fi
  swift build --product viewcheck
  swift build --product fuzz
  local log
  log=$(mktemp)
  # Only definite leaks fail the run: the Swift runtime's metadata caches show up as
  # "possibly lost" and are not shown. 99 means valgrind found an error or a definite leak.
  local flags=(--leak-check=full --show-possibly-lost=no --errors-for-leak-kinds=definite
    --error-exitcode=99 --log-file="$log")
  local status=0
  # viewcheck over every committed fixture (exit 1: the fixtures have findings) …
  valgrind "${flags[@]}" .build/debug/viewcheck --quiet --format json Fixtures Examples \
    >/dev/null || status=$?
  grep -E "definitely lost|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== /viewcheck: /'
  if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    cat "$log" >&2
    echo "error: valgrind found errors or definite leaks in viewcheck (exit $status)" >&2
    exit 1
  fi
  # … and the loader, instantiation, stubs and linter of the fuzz harness over the seeds.
  status=0
  valgrind "${flags[@]}" .build/debug/fuzz Fuzzing/seeds Fixtures/hostile Examples \
    >/dev/null || status=$?
  grep -E "definitely lost|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== /fuzz replay: /'
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    echo "error: valgrind found errors or definite leaks in the fuzz replay (exit $status)" >&2
    exit 1
  fi
  rm -f "$log"
}

hostile_release() {
  # The measured binaries are release builds: those `VIEWLOADER_RELEASE_BINARIES` names (CI
  # passes the build pre-commit made of this tree, `swift build -c release`), else ones built
  # here, linked as BENCHMARKS.md measures them (the Swift runtime inside the binary). The
  # tests themselves are the debug build.
  local binaries=${VIEWLOADER_RELEASE_BINARIES:-}
  if [ -z "$binaries" ]; then
    local release=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld)
    swift build "${release[@]}" --product viewcheck --scratch-path .build/release-hostile
    swift build "${release[@]}" --product fuzz --scratch-path .build/release-hostile
    binaries=$root/.build/release-hostile/release
  fi
  if [ ! -x "$binaries/viewcheck" ] || [ ! -x "$binaries/fuzz" ]; then
    echo "error: no release viewcheck and fuzz in $binaries" >&2
    exit 1
  fi
  echo "measuring the release builds in $binaries"
  swift build --build-tests
  VIEWLOADER_HOSTILE_BINARIES="$binaries" \
    swift test --skip-build --filter 'HostileInputTests|LimitTests'
}

mode=${1:-all}
case "$mode" in
  asan) timed asan asan ;;
  tsan) timed tsan tsan ;;
  fuzz-smoke) timed fuzz-smoke fuzz_smoke ;;
  valgrind) timed valgrind valgrind_check ;;
  hostile-release) timed hostile-release hostile_release ;;
  all)
    timed asan asan
    timed tsan tsan
    timed fuzz-smoke fuzz_smoke
    timed valgrind valgrind_check
    timed hostile-release hostile_release
    ;;
  *)
    echo "usage: scripts/sanitizers.sh asan|tsan|fuzz-smoke|valgrind|hostile-release|all" >&2
    exit 2
    ;;
esac
