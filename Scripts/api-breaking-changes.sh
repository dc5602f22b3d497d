#!/usr/bin/env bash
# Reports the API-breaking changes of the engine (the FloatingPanel library product) since the
# previous release: the newest `vX.Y.Z` tag that is an ancestor of HEAD^ (so that on a release
# commit itself, tagged vX.Y.Z, it compares with the release before). 0.x semantic versioning
# lets a minor release break the engine's API (README, "Versions and stability"): this reports,
# it does not fail, unless the comparison itself cannot run. With no earlier release tag (the
# first release, or a clone without tags: `git fetch --tags`) there is nothing to compare, and
# it says so.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
base="$(git describe --tags --abbrev=0 --match 'v[0-9]*.[0-9]*.[0-9]*' HEAD^ 2>/dev/null || true)"
if [ -z "$base" ]; then
  echo "api: no earlier release tag (v*.*.*) before HEAD in this clone; nothing to compare (the first release, or run git fetch --tags)"
  exit 0
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if swift package diagnose-api-breaking-changes "$base" --products FloatingPanel >"$log" 2>&1; then
  echo "api: the engine's public API has no breaking change since $base ($((SECONDS - start)) s)"
elif grep -q "API breakage" "$log"; then
  grep "API breakage" "$log" | sed 's/^/api: /'
  echo "api: $(grep -c 'API breakage' "$log") breaking change(s) of the engine since $base: list them in CHANGELOG.md (Changed/Removed) and release them as a new minor version ($((SECONDS - start)) s)"
else
  cat "$log"; echo "api: the comparison with $base failed"; exit 1
fi
