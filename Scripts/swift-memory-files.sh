#!/bin/sh
# Writes N Swift files of functions, each just under BYTES (default: import-swift's 1-MiB limit), into DIR
# (F1.swift ... FN.swift): a small layout (so the import keeps a panel) and then plain functions.
# The input of import-swift's peak-memory figures in docs/input-rules.md:
#   Scripts/swift-memory-files.sh /tmp/mem 8 && /usr/bin/time -v playground import-swift /tmp/mem/F*.swift --out /tmp/mem.json
set -eu
dir=${1:?usage: swift-memory-files.sh DIR N [BYTES]}
n=${2:?usage: swift-memory-files.sh DIR N [BYTES]}
bytes=${3:-1048576}
mkdir -p "$dir"
i=1
while [ "$i" -le "$n" ]; do
  awk -v f="$i" -v limit="$bytes" 'BEGIN {
    out = "class F" f "Layout: FloatingPanelLayout {\n  let position: FloatingPanelPosition = .bottom\n  let initialState: FloatingPanelState = .half\n  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [\n    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),\n  ]\n}\n\n"
    size = length(out); printf "%s", out
    for (k = 0; ; k++) {
      unit = "func f" f "_" k "(_ x: Int, _ y: Double) -> Double {\n  let a = x * " k " + 7\n  let b = Double(a) / (y + 1.5)\n  if a > 100 { return b - 2 }\n  return b + Double(x) * 0.25\n}\n\n"
      if (size + length(unit) > limit) break
      size += length(unit); printf "%s", unit
    }
  }' >"$dir/F$i.swift"
  i=$((i + 1))
done
