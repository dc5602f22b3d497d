#!/usr/bin/env bash
# Usage: Scripts/fuzz.sh TARGET [SECONDS]      (run from anywhere; TARGET: all or one of the list)
# Builds a libFuzzer target of Fuzz/ (coverage instrumentation, AddressSanitizer, libFuzzer without
# its own main; scratch path .build/fuzz, so the normal build is untouched), seeds its corpus from
# Assets/ and the hostile-input generator (`playground fuzz --write-corpus`), and runs it for
# SECONDS (default 60). Prints the executions; exits 1 with the finding's path when it found one
# (crash, leak, invariant broken, out of memory). Replay a finding in the normal build:
# `swift build --product TARGET && .build/debug/TARGET FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS=(FuzzStrictJSON FuzzConfig FuzzReplayScript FuzzManifest FuzzSwiftExport FuzzPNG FuzzSwiftImport)
target="${1:?usage: Scripts/fuzz.sh TARGET|all [SECONDS] (targets: ${TARGETS[*]})}"
seconds="${2:-60}"
if [ "$target" = all ]; then
  # The builds one after another (each uses every core), then the runs FUZZ_JOBS at a time (a
  # libFuzzer run uses one core; default: the number of cores), each run's lines printed whole.
  status=0
  for t in "${TARGETS[@]}"; do FUZZ_PHASE=build "$0" "$t" "$seconds" || status=1; done
  [ $status -eq 0 ] || exit 1
  out=.build/fuzz/runs; rm -rf "$out"; mkdir -p "$out"
  printf '%s\n' "${TARGETS[@]}" | xargs -P "${FUZZ_JOBS:-$(nproc)}" -I{} \
    sh -c 'FUZZ_PHASE=run "$0" "$1" "$2" > "$3/$1.txt" 2>&1 || touch "$3/$1.failed"' "$0" {} "$seconds" "$out"
  for t in "${TARGETS[@]}"; do cat "$out/$t.txt"; [ ! -e "$out/$t.failed" ] || status=1; done
  exit $status
fi
phase="${FUZZ_PHASE:-all}"   # build, run, or both (all)
case " ${TARGETS[*]} " in *" $target "*) ;; *) echo "fuzz.sh: no target $target (targets: ${TARGETS[*]})" >&2; exit 64 ;; esac

swiftc="$(readlink -f "$(command -v swiftc)")"
nomain="$(dirname "$swiftc")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a"
[ -f "$nomain" ] || { echo "fuzz.sh: $nomain not found (libFuzzer of the Swift toolchain)" >&2; exit 1; }
scratch=.build/fuzz
limits=(-rss_limit_mb=2048 -timeout=10)
if [ "$target" = FuzzSwiftImport ]; then
  # Only our modules instrumented, in the debug build `make test` made (Package.swift): swift-syntax
  # is reused as it is, not compiled again with coverage and AddressSanitizer. (The next plain
  # build compiles SwiftImport again, a few seconds.) Each input: 5 s and 1 GiB at most.
  [ "$phase" = run ] || PLAYGROUND_FUZZ_SWIFT_IMPORT="$nomain" swift build --product "$target" 2>&1 \
    | grep -vE "^\[[0-9]+/[0-9]+\]|Cannot export local symbol '__asan" || true
  bin="$(swift build --show-bin-path)/$target"
  limits=(-rss_limit_mb=1024 -timeout=5)
else
  [ "$phase" = run ] || swift build -c release --scratch-path "$scratch" --product "$target" -Xswiftc -DFUZZING \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xlinker "$nomain" -Xlinker -lstdc++ 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
  bin="$scratch/release/$target"
fi
[ -x "$bin" ] || { echo "fuzz.sh: the build of $target failed" >&2; exit 1; }
[ "$phase" != build ] || exit 0

corpus="$scratch/corpus/$target"; findings="$scratch/findings"
mkdir -p "$corpus" "$findings"
if [ -z "$(ls -A "$corpus")" ]; then
  case "$target" in
    FuzzPNG) cp Assets/snapshots/*.png "$corpus/" ;;
    FuzzReplayScript) cp Assets/scripts/*.json Assets/snapshots/flick-card.json "$corpus/" ;;
    FuzzSwiftImport)  # the real apps' code, and the hostile-input suite's shapes
      n=0; while IFS= read -r f; do n=$((n + 1)); cp "$f" "$corpus/fixture-$n.swift"; done \
        < <(find Tests/Fixtures -name '*.swift' | sort)
      Scripts/swift-hostile-seeds.sh "$corpus" ;;
    *) cp Assets/presets/*.json Assets/snapshots/*.json Assets/scripts/*.json "$corpus/" ;;
  esac
  if [ "$target" != FuzzPNG ] && [ "$target" != FuzzSwiftImport ]; then
    tool="$(swift build --show-bin-path)/playground"   # the normal debug build (make test made it)
    [ -x "$tool" ] || swift build --product playground 2>&1 | grep -E 'error|warning' || true
    "$tool" fuzz --seed 11 --cases 300 --write-corpus "$corpus" >/dev/null
  fi
fi
log="$scratch/$target.log"
set +e
began=$SECONDS
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  "$bin" -max_total_time="$seconds" "${limits[@]}" -print_final_stats=1 \
  -artifact_prefix="$findings/$target-" "$corpus" >"$log" 2>&1
status=$?
set -e
runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')"
echo "$target: ${runs:-?} executions in $((SECONDS - began)) s (budget $seconds s), corpus $(ls "$corpus" | wc -l) files, exit $status"
if [ $status -ne 0 ]; then
  grep -E 'ERROR|invariant broken|Test unit written|SUMMARY' "$log" | head -8
  exit 1
fi
