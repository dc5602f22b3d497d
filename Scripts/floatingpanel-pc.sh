#!/usr/bin/env bash
# Writes .build/pkgconfig/floatingpanel.pc for the C API built in BIN_DIR (`make c-api`): the
# header in include/, libfloatingpanel.so in BIN_DIR, and run paths to it and to the Swift runtime
# it needs, so `cc main.c $(pkg-config --cflags --libs floatingpanel)` builds a program that runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:?usage: Scripts/floatingpanel-pc.sh BIN_DIR}"
bin="$(cd "$bin" && pwd -P)"
[ -f "$bin/libfloatingpanel.so" ] || { echo "floatingpanel-pc: $bin/libfloatingpanel.so is missing; run make c-api" >&2; exit 1; }
runtime="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeLibraryPaths"][0])')"
mkdir -p .build/pkgconfig
out=.build/pkgconfig/floatingpanel.pc
cat > "$out.tmp" <<PC
prefix=$(pwd -P)
includedir=\${prefix}/include
libdir=$bin
swiftlibdir=$runtime

Name: floatingpanel
Description: FloatingPanel's panels in any SDL2 program (C API: include/floatingpanel.h)
Version: 0.1.0
Requires: sdl2
Cflags: -I\${includedir}
Libs: -L\${libdir} -Wl,-rpath,\${libdir} -Wl,-rpath,\${swiftlibdir} -lfloatingpanel
PC
mv "$out.tmp" "$out"
echo "wrote $out (libdir $bin)"
