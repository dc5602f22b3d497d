#!/usr/bin/env bash
# Usage: Scripts/hot-functions.sh     (needs valgrind, xvfb-run and xdotool; about 2 minutes after
# `make release`)
# Writes Scripts/hot-functions.order: the release binary's functions that run while the window
# starts and is used (the tuning cards and their pages, help, the modal, the HUD, keys 1-4, Tab,
# F, G, E, two drags), recorded with valgrind's callgrind under Xvfb. The Makefile's release link
# hands the list to lld (--symbol-ordering-file), which puts those functions side by side at the
# front of the code: the window then touches 5.5 MiB of its code pages instead of 11 (the kernel
# maps 64 KiB around each page a process touches, so scattered functions cost whole blocks), and
# RSS after start at 1280x800 goes from 39.6 to 34.1 MiB (docs/measured-costs.md). A function
# renamed or added since the list was written is only placed after the others: run this again
# after large changes and commit the list.
#
# Scripts/hot-functions.sh --check BINARY prints how many of the listed names BINARY defines and
# fails when fewer than 75 % are there: the list has drifted from the code (CI runs it on the
# binary `make install` links).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--check" ]; then
  [ -f "${2:-}" ] || { echo "hot-functions.sh --check: no binary at '${2:-}'; give the path of a release playground" >&2; exit 2; }
  command -v nm >/dev/null || { echo "hot-functions.sh --check: nm is missing: apt-get install binutils" >&2; exit 2; }
  listed=$(sort -u Scripts/hot-functions.order | wc -l)
  found=$(nm --defined-only "$2" | awk '{ print $NF }' | sort -u | comm -12 - <(sort -u Scripts/hot-functions.order) | wc -l)
  percent=$((found * 100 / (listed > 0 ? listed : 1)))
  echo "hot-functions.order: $found of $listed names are in $2 ($percent %)"
  [ "$percent" -ge 75 ] || { echo "hot-functions.sh: the list has drifted from the code; run Scripts/hot-functions.sh and commit the list" >&2; exit 1; }
  exit 0
fi
for tool in valgrind xvfb-run xdotool; do
  command -v "$tool" >/dev/null || { echo "hot-functions.sh: $tool is missing: apt-get install valgrind xvfb xdotool" >&2; exit 1; }
done
make release >/dev/null
bin="$(make -s release-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# In the scratch directory: E writes its export (playground-tuning.swift) there.
cat > "$out/session.sh" <<SESSION
cd "$out"
valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" --compress-strings=no --compress-pos=no --demangle=no "$bin" window --size 1280x800 > "$out/valgrind.log" 2>&1 &
vp=\$!
for _ in \$(seq 60); do wid=\$(xdotool search --name FloatingPanel 2>/dev/null | tail -1); [ -n "\$wid" ] && break; sleep 1; done
[ -n "\$wid" ] || { echo "hot-functions.sh: the window did not open (\$out/valgrind.log)" >&2; kill \$vp; exit 1; }
sleep 10
for k in s a a 2 1 3 s h h h Escape m Escape i i Tab Tab 1 2 3 4 1 f g e; do xdotool key --window \$wid \$k; sleep 1.5; done
xdotool mousemove --window \$wid 640 700 mousedown 1 mousemove --window \$wid 640 500 sleep 0.3 mousemove --window \$wid 640 300 mouseup 1; sleep 4
xdotool mousemove --window \$wid 640 300 mousedown 1 mousemove --window \$wid 640 600 mouseup 1; sleep 4
xdotool key --window \$wid s; sleep 2; xdotool key --window \$wid Right; sleep 1; xdotool key --window \$wid Down; sleep 1; xdotool key --window \$wid s; sleep 2
xdotool key --window \$wid q; sleep 3; xdotool key --window \$wid q; sleep 3
kill \$vp 2>/dev/null || true; wait \$vp || true
SESSION
xvfb-run -a -s "-screen 0 1280x800x24" bash "$out/session.sh"
# The functions of the binary itself (ob= names the object), each once, in callgrind's order.
awk '/^ob=/ { ob = substr($0, 4) } /^fn=/ { name = substr($0, 4); if (ob ~ /\/playground$/ && !(name in seen)) { seen[name] = 1; print name } }' \
  "$out/cg.out" > Scripts/hot-functions.order.new
count=$(wc -l < Scripts/hot-functions.order.new)
[ "$count" -gt 1000 ] || { echo "hot-functions.sh: only $count functions recorded; kept the old list" >&2; rm -f Scripts/hot-functions.order.new; exit 1; }
mv Scripts/hot-functions.order.new Scripts/hot-functions.order
echo "Scripts/hot-functions.order: $count functions"
