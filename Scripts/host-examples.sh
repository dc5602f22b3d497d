#!/usr/bin/env bash
# make host-examples (docs/sdl-host.md, "What is checked"): builds Examples/c-host and
# Examples/swift-host by running the page's own commands, then checks both against the playground
# (screenshots pixel for pixel, replays line for line for every script in Assets/scripts), the C
# example and the bad-calls program under AddressSanitizer, the C example under Valgrind's
# memcheck, and the CPU an idle window uses (under Xvfb). No display: SDL's dummy video driver.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy
bin="$(swift build --show-bin-path)"
[ -x "$bin/playground" ] || swift build --product playground
playground="$bin/playground"
work="$(mktemp -d)"
trap 'rm -rf "$work" chrome-c.png chrome-swift.png' EXIT

echo "== docs/sdl-host.md's commands, as the page writes them"
awk '/^```bash$/ { on = 1; next } /^```$/ { on = 0 } on' docs/sdl-host.md > "$work/page.sh"
cat "$work/page.sh"
bash -euo pipefail "$work/page.sh" > "$work/page.out"
c=Examples/c-host/c-host
s=Examples/swift-host/.build/debug/swift-host

echo "== screenshots: each example against playground screenshot --background plain --content none"
shots=0
for config in "" Assets/snapshots/my-panels.json Assets/presets/maps.json; do
  for state in full half tip; do
    for size in 390x844 800x600; do
      args=(--state "$state" --size "$size")
      [ -n "$config" ] && args+=(--config "$config")
      "$playground" screenshot --out "$work/p.png" --background plain --content none "${args[@]}" > /dev/null
      "$c" --screenshot "$work/c.png" "${args[@]}" > /dev/null
      "$s" --screenshot "$work/s.png" "${args[@]}" > /dev/null
      python3 Scripts/png-same.py "$work/c.png" "$work/p.png"
      python3 Scripts/png-same.py "$work/s.png" "$work/p.png"
      shots=$((shots + 1))
    done
  done
done
echo "screenshots: $shots cases, c-host and swift-host pixel-identical to the playground"

echo "== replays: each example against playground replay"
for script in Assets/scripts/*.json; do
  "$playground" replay "$script" > "$work/p.txt"
  "$c" --replay "$script" > "$work/c.txt"
  "$s" --replay "$script" > "$work/s.txt"
  cmp "$work/c.txt" "$work/p.txt"
  cmp "$work/s.txt" "$work/p.txt"
  echo "replay $script: $(wc -l < "$work/p.txt") lines, identical"
done

echo "== AddressSanitizer + UBSan: the C example and the bad calls"
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
[ -x "$clang" ] || clang=cc
# (the toolchain's gold linker says "Cannot export local symbol" for each of ASan's own helpers: noise)
make -s -C Examples/c-host c-host-asan CC="$clang" 2>&1 | { grep -v "Cannot export local symbol" || true; }
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitizers/lsan.supp:print_suppressions=0"
Examples/c-host/c-host-asan --screenshot "$work/a.png" --config Assets/snapshots/my-panels.json --state full > /dev/null
Examples/c-host/c-host-asan --replay Assets/scripts/swipe-to-remove.json > /dev/null
Examples/c-host/c-host-asan --scroll --quit-after 2 > "$work/scroll.txt"
grep -qx 'search list: scrolled 200 pt' "$work/scroll.txt" || { cat "$work/scroll.txt"; echo "c-host's list did not scroll 200 pt"; exit 1; }
echo "c-host --scroll: its list scrolled 200 pt under a 200-px drag at full"
Examples/c-host/c-host-asan --scroll-modal --quit-after 2 > "$work/scroll-modal.txt"
grep -qx 'modal list: scrolled 150 pt' "$work/scroll-modal.txt" && grep -qx 'search list: scrolled 0 pt' "$work/scroll-modal.txt" \
  || { cat "$work/scroll-modal.txt"; echo "c-host's modal list did not scroll 150 pt on its own"; exit 1; }
echo "c-host --scroll-modal: the modal's list scrolled 150 pt under a 150-px drag, the search list 0"
Examples/c-host/c-host-asan --drag --quit-after 2
export PKG_CONFIG_PATH="$PWD/.build/pkgconfig"
"$clang" -std=c11 -g -fsanitize=address,undefined -o "$work/bad_calls" Tests/HostTests/C/bad_calls.c $(pkg-config --cflags --libs floatingpanel) 2>&1 | { grep -v "Cannot export local symbol" || true; }
"$work/bad_calls" > "$work/bad.txt"
grep -c -- ' -> -' "$work/bad.txt" | sed 's/^/bad calls answered with an error code: /'
tail -1 "$work/bad.txt"
unset ASAN_OPTIONS LSAN_OPTIONS

echo "== Valgrind memcheck: the C example"
command -v valgrind > /dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
vg=(valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite)
"${vg[@]}" "$c" --screenshot "$work/v.png" --config Assets/snapshots/my-panels.json --state half > /dev/null
"${vg[@]}" "$c" --replay Assets/scripts/flick-to-full.json > /dev/null
"${vg[@]}" "$c" --drag --quit-after 3
echo "valgrind: no errors, no definite leaks (screenshot, replay, window with a drag)"

echo "== idle: the window sleeps while nothing moves (under Xvfb: SDL's dummy driver polls its queue every millisecond)"
command -v xvfb-run > /dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xauth; }
SDL_VIDEODRIVER=x11 xvfb-run -a "$c" --idle-check 5 | tee "$work/idle.txt"
awk '/^idle:/ { if ($2 != 0 || $9 + 0 >= 1) { print "an idle c-host drew frames or used 1 % of a core or more"; exit 1 } }' "$work/idle.txt"
grep -q '^idle:' "$work/idle.txt"
echo "host examples: every check passed (load average $(cut -d' ' -f1-3 /proc/loadavg))"
