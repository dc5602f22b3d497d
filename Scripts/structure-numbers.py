#!/usr/bin/env python3
"""Prints the structure numbers of issue 29's "What must show" for Sources/ (run from the
package root): types declared or extended (at the top level of a file) in more than 3 files
outside the engine, `internal(set)`/`package(set)` outside the engine (the engine's own are listed apart), lines per module, Swift files over
350 lines, and the files outside SDLKit that name keys (`.letter(`, `.digit(`)."""
import os, re, sys
from collections import defaultdict

root = sys.argv[1] if len(sys.argv) > 1 else "."
src = os.path.join(root, "Sources")
decl = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|indirect)\s+)*"
                  r"(class|struct|enum|protocol|actor|extension)\s+([A-Za-z_][\w.]*)")
files_of = defaultdict(set)
setters, engine_setters, module_lines, long_files, key_files = [], [], defaultdict(int), [], []
for dirpath, _, names in os.walk(src):
    for name in names:
        if not name.endswith(".swift"):
            continue
        path = os.path.join(dirpath, name)
        rel = os.path.relpath(path, root)
        module = rel.split(os.sep)[1]
        text = open(path, encoding="utf-8").read()
        lines = text.split("\n")
        n = len(lines) - (1 if text.endswith("\n") else 0)
        module_lines[module] += n
        if n > 350:
            long_files.append((rel, n))
        for i, line in enumerate(lines):
            if "internal(set)" in line or "package(set)" in line:
                (engine_setters if module == "FloatingPanel" else setters).append(f"{rel}:{i + 1}")
            m = decl.match(line)
            if m and module != "FloatingPanel":
                # `extension A.B` and `extension A where …` count for A.B / A
                files_of[m.group(2).split("<")[0]].add(rel)
        if module != "SDLKit" and (".letter(" in text or ".digit(" in text):
            key_files.append(rel)

spread = sorted(((len(f), t) for t, f in files_of.items() if len(f) > 3), reverse=True)
print(f"types declared/extended in more than 3 files (outside the engine): {len(spread)}")
for n, t in spread:
    print(f"  {t}: {n} files")
print(f"internal(set)/package(set) outside the engine: {len(setters)}")
for s in setters:
    print(f"  {s}")
print(f"internal(set)/package(set) in the engine (FloatingPanel, not counted): {len(engine_setters)}")
print("lines per module:")
for m, n in sorted(module_lines.items(), key=lambda kv: -kv[1]):
    print(f"  {m}: {n}{'  (over 5000)' if n > 5000 else ''}")
print(f"Swift files over 350 lines: {len(long_files)}")
for f, n in long_files:
    print(f"  {f}: {n}")
print(f"files outside SDLKit with key literals (.letter( / .digit(): {len(key_files)}")
for f in sorted(key_files):
    print(f"  {f}")
