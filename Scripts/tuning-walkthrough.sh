#!/usr/bin/env bash
# Usage: Scripts/tuning-walkthrough.sh [OUT]     (needs xvfb, xdotool and imagemagick; about 3
# minutes after `make release`)
# Issue 33's walk-through of a tuning session in the real window (docs/tuning-walkthrough.md),
# repeated by a script: the release binary under Xvfb at 1280x800, driven by xdotool keys as a
# user types them, each point photographed with ImageMagick (`import -window root`) and cropped
# into OUT (default docs/walkthrough): 1-save, 2-resize, 3-clipped, 4-ab, 5-layout, 6-controls,
# 7-dark. It checks what a picture cannot show and fails on it: the files Ctrl+S writes, with no
# edit and after a resize, are byte-identical to the loaded preset, and Q after a resize quits at
# once (no "unsaved" question). The full frames stay in the scratch directory it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || { echo "tuning-walkthrough.sh: $tool is missing: apt-get install xvfb xdotool imagemagick" >&2; exit 1; }
done
out="${1:-docs/walkthrough}"
mkdir -p "$out"
make release >/dev/null
bin="$(make -s release-bin-path)"
work="$(mktemp -d)"
echo "tuning-walkthrough.sh: full frames in $work"
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; kill "$xvfb" 2>/dev/null; true; }
trap cleanup EXIT
export DISPLAY="$display"
sleep 1

wid=""
# open ARGS...: starts the window in the scratch directory and waits for it.
open_window() {
  (cd "$work" && exec "$bin" window --size 1280x800 "$@") >"$work/window.log" 2>&1 &
  pid=$!
  wid=""
  for _ in $(seq 60); do wid=$(xdotool search --name FloatingPanel 2>/dev/null | tail -1 || true); [ -n "$wid" ] && break; sleep 0.5; done
  [ -n "$wid" ] || { echo "tuning-walkthrough.sh: the window did not open ($work/window.log)" >&2; exit 1; }
  sleep 3
}
# keys K...: each key as typed, a little apart.
keys() { for k in "$@"; do xdotool key --window "$wid" "$k"; sleep 0.35; done; }
# shot NAME: the whole screen into the scratch directory.
shot() { sleep "${2:-1}"; import -window root "$work/$1.png"; }
close_window() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=""; }

cp Assets/presets/default.json "$work/x.json"
cp Assets/presets/default.json "$work/loaded.json"

# 1. Ctrl+S with no edit writes the preset back as it was.
open_window --config x.json
keys ctrl+s
shot 1-save
cmp "$work/x.json" "$work/loaded.json" || { echo "tuning-walkthrough.sh: Ctrl+S with no edit changed the file" >&2; exit 1; }
# 2. A resize is not an edit: saved again at 1000x700, the same bytes; Q quits with no question.
xdotool windowsize --sync "$wid" 1000 700 || xdotool windowsize "$wid" 1000 700
sleep 2
keys ctrl+s
shot 2-resize
cmp "$work/x.json" "$work/loaded.json" || { echo "tuning-walkthrough.sh: Ctrl+S after a resize changed the file" >&2; exit 1; }
keys q
sleep 2
if kill -0 "$pid" 2>/dev/null; then echo "tuning-walkthrough.sh: Q after a resize did not quit (an unsaved question?)" >&2; exit 1; fi
pid=""

# 3. A flick toward full with a bouncy spring: the plot says it was clipped at the window's edge.
open_window --config x.json
keys 2 s f
shot 3-clipped 3
# 4. A/B: A pinned, B's response time raised, F; then the card on the moving spring: the warning.
keys 2 bracketleft Right Right Right f
sleep 3
keys 2 Down Down Down Down Down Down Right Right Right Up Up Right Right f
shot 4-ab 3
# 5. The detailed HUD and two presets: the cards stay where they are.
keys Escape 2
keys i alt+1
shot 5a-layout 2
keys alt+2
shot 5b-layout 2
keys i
close_window

# 6. Typed entry, a refused number, undo and redo, and the choice rows (Release rule on rushing).
cp "$work/loaded.json" "$work/x.json"
open_window --config x.json --tuning
keys Return 0 period 5 5 Return
shot 6a-typed 1
keys Return 9 9 Return
shot 6b-typed 1
keys Escape ctrl+z
shot 6c-typed 1
keys ctrl+shift+z
for _ in $(seq 15); do keys Down; done
keys Right
shot 6d-choices 1
close_window

# 7. Maps' imported sheet in the dark appearance.
cp docs/examples/maps.json "$work/maps.json"
open_window --config maps.json
keys shift+d
shot 7-dark 3
close_window
# The pictures of docs/tuning-walkthrough.md, cropped from the full frames.
crop() { convert "$work/$1.png" -crop "$2" +repage "$3"; }
crop 1-save 420x100+860+0 "$out/1-save.png"
convert "$work/2-resize.png" -crop 1000x700+0+0 +repage -resize 64% "$out/2-resize.png"
crop 3-clipped 420x280+446+90 "$out/3-clipped.png"
crop 4-ab 834x380+446+0 "$out/4-ab.png"
convert \( "$work/5a-layout.png" -resize 50% \) \( "$work/5b-layout.png" -resize 50% \) +append "$out/5-layout.png"
for k in a b c; do crop "6$k-typed" 412x190+868+0 "$work/6$k.crop.png"; done
convert \( "$work/6a.crop.png" "$work/6b.crop.png" "$work/6c.crop.png" +append \) \( "$work/6d-choices.png" -crop 412x165+868+625 +repage \) \
  -background white -gravity center -append +repage "$out/6-controls.png"
crop 7-dark 640x400+0+0 "$out/7-dark.png"
echo "tuning-walkthrough.sh: the saved files were byte-identical to the preset; Q after a resize quit at once"
ls -l "$out"/*.png
