#!/usr/bin/env bash
# Reports the API-breaking changes of the engine (the FloatingPanel library product) since the
# previous release: the newest `vX.Y.Z` tag that is an ancestor of HEAD^ (so that on a release
# commit itself, tagged vX.Y.Z, it compares with the release before). 0.x semantic versioning
# lets a minor release break the engine's API (README, "Versions and stability"): this reports,
# it does not fail, unless the comparison itself cannot run. With no earlier release tag (the
# first release, or a clone without tags: `git fetch --tags`) there is nothing to compare, and
# it says so.
#
# What `swift package diagnose-api-breaking-changes` does, for the engine alone: it builds the
# whole package at both revisions (swift-syntax and the tests included, minutes each); this
# builds only the FloatingPanel target at the tag (in a scratch directory) and here, and compares
# the two modules' API with the toolchain's swift-api-digester.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
base="$(git describe --tags --abbrev=0 --match 'v[0-9]*.[0-9]*.[0-9]*' HEAD^ 2>/dev/null || true)"
if [ -z "$base" ]; then
  echo "api: no earlier release tag (v*.*.*) before HEAD in this clone; nothing to compare (the first release, or run git fetch --tags)"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { [ ! -f "$work/log" ] || tail -20 "$work/log"; echo "api: the comparison with $base failed: $1"; exit 1; }
mkdir -p "$work/base"
git archive "$base" | tar -x -C "$work/base" || fail "git archive $base"
swift build --package-path "$work/base" --scratch-path "$work/base-build" --target FloatingPanel >"$work/log" 2>&1 \
  || fail "the engine at $base does not build"
swift build --target FloatingPanel >"$work/log" 2>&1 || fail "the engine does not build here"
triple="$(uname -m)-unknown-linux-gnu"
digest() {  # MODULES_DIR OUTPUT: the engine's public API as swift-api-digester's JSON
  swift-api-digester -dump-sdk -module FloatingPanel -I "$1" -o "$2" -target "$triple" -abort-on-module-fail >"$work/log" 2>&1 \
    || fail "swift-api-digester could not read the engine's module in $1"
}
digest "$(swift build --package-path "$work/base" --scratch-path "$work/base-build" --show-bin-path)/Modules" "$work/base.json"
digest "$(swift build --show-bin-path)/Modules" "$work/head.json"
swift-api-digester -diagnose-sdk -input-paths "$work/base.json" -input-paths "$work/head.json" -o "$work/report.txt" >"$work/log" 2>&1 \
  || fail "swift-api-digester -diagnose-sdk"
# The report: section headers (/* Removed Decls */ …) and one line per change.
grep -vE '^\s*$|^/\*.*\*/$' "$work/report.txt" > "$work/changes.txt" || true
if [ ! -s "$work/changes.txt" ]; then
  echo "api: the engine's public API has no breaking change since $base ($((SECONDS - start)) s)"
else
  sed 's/^/api: API breakage: /' "$work/changes.txt"
  echo "api: $(wc -l < "$work/changes.txt") breaking change(s) of the engine since $base: list them in CHANGELOG.md (Changed/Removed) and release them as a new minor version ($((SECONDS - start)) s)"
fi
