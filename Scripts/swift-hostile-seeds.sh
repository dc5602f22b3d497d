#!/usr/bin/env bash
# Usage: Scripts/swift-hostile-seeds.sh DIR — writes small Swift files of the shapes that once
# crashed or hung import-swift (issue 35) into DIR, as seeds for Scripts/fuzz.sh FuzzSwiftImport:
# deep generic arguments, try chains, #if, function types, square brackets, interpolations and
# long postfix chains, each just past and just within its budget.
set -euo pipefail
dir="${1:?usage: swift-hostile-seeds.sh DIR}"
rep() { local s="$1" n="$2" out=""; for ((k = 0; k < n; k++)); do out+="$s"; done; printf '%s' "$out"; }
layout='class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }'
for n in 12 13 200; do
  printf '%s\nlet a: %sInt%s = 1\n' "$layout" "$(rep 'A<' $n)" "$(rep '>' $n)" >"$dir/generic-$n.swift"
  printf '%s\nlet b = %sf()\n' "$layout" "$(rep 'try ' $n)" >"$dir/try-$n.swift"
  printf '%s\n%s\n%s\n' "$layout" "$(rep $'#if X\n' $n)" "$(rep $'#endif\n' $n)" >"$dir/if-$n.swift"
  printf '%s\nlet c: %sInt\n' "$layout" "$(rep '() -> ' $n)" >"$dir/arrow-$n.swift"
  printf '%s\nvar x = %s%s\n' "$layout" "$(rep '[' $n)" "$(rep ']' $n)" >"$dir/square-$n.swift"
  printf '%s\nlet s = %s1%s\n' "$layout" "$(rep '"\(' $n)" "$(rep ')"' $n)" >"$dir/interpolation-$n.swift"
  printf '%s\nlet d = a%s\nlet e = a%s\nlet f = f%s\nlet g: Int%s\n' "$layout" "$(rep '!' $n)" "$(rep '.b' $n)" "$(rep '()' $n)" "$(rep '?' $n)" >"$dir/postfix-$n.swift"
  printf '%s\nfunc h() { if a {} %s }\n' "$layout" "$(rep 'else if a {} ' $n)" >"$dir/else-$n.swift"
done
printf 'class BLayout: FloatingPanelLayout {\n  var position: FloatingPanelPosition { .bottom }\n  func f() { let a = SurfaceAppearance(); a.cornerRadius = 10 + 2; a.borderWidth = 1e308 * 10 }\n}\n' >"$dir/operators.swift"
