# FloatingPanel for Linux — the two commands a newcomer needs:
#   make run    builds and opens the playground window (installs SDL2, fonts first)
#   make test   builds and runs every test (installs the same packages first)
#   make docs   builds the DocC documentation (a warning fails) and checks its topic groups
#   make sanitize  runs the tests under AddressSanitizer + UndefinedBehaviorSanitizer and ThreadSanitizer

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev fonts-inter fonts-dejavu-core time python3-jsonschema
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
SWIFT ?= swift

.PHONY: run test setup build release release-bin-path install install-import-swift replay bench docs docs-preview fuzz-targets sanitize $(SANITIZE_STEPS) clean c-api host-examples

## Installs the Debian packages the build and the tests need (only the missing ones): SchemaTests
## validates the formats' examples with python3-jsonschema (draft 2020-12; Debian's 4.10 suffices).
setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	else echo "system packages: all present"; fi

build: setup
	$(SWIFT) build

## The release build of the window (`make release`, and `make install`'s) leaves import-swift out
## (`--traits Playground`, Package.swift): its parser, swift-syntax, would take minutes more to
## compile; `playground import-swift` builds a binary that has it on first use, saying so
## (ImportSwiftLauncher). The Swift runtime and
## Foundation are linked in, as `make install` links them: the window then maps 5.3 MiB less
## (49.7 -> 44.4 MiB after start at 1280x800; docs/measured-costs.md, the window's memory).
## Release binaries are linked by the toolchain's lld (gold's note "the use of `mktemp' is
## dangerous", from the static Foundation, is gone), with packed relative relocations where glibc
## reads them (2.36 and later): the relocation table read at start shrinks from 1.9 MB to 35 KB.
## The functions the window runs come first in its code, side by side (Scripts/hot-functions.sh
## writes the list): it touches 5.5 MiB of code pages instead of 11. RSS after start at 1280x800:
## 39.9 -> 34.1 MiB (docs/measured-costs.md, the window's memory).
RELR := $(shell objdump -T /lib/$(shell uname -m)-linux-gnu/libc.so.6 2>/dev/null | grep -q GLIBC_ABI_DT_RELR && echo -Xlinker -z -Xlinker pack-relative-relocs)
LINK := -Xswiftc -use-ld=lld $(RELR) -Xlinker --symbol-ordering-file=$(CURDIR)/Scripts/hot-functions.order -Xlinker --no-warn-symbol-ordering
RELEASE := -c release --static-swift-stdlib --traits Playground $(LINK)
## The binary `make release` links, where SwiftPM puts it for those flags.
RELEASE_BIN = $$($(SWIFT) build $(RELEASE) --show-bin-path)/playground
release: setup
	$(SWIFT) build $(RELEASE) --product playground

## Opens the playground window (needs a display; see README for xvfb-run and headless commands).
## Pass options with ARGS, e.g. make run ARGS="--config tuning.json --tuning".
## A debug build, in its own scratch path (.build-run, so `make test`'s build is left alone), of
## the window without import-swift, with the drawing modules' pixel loops optimized
## (PLAYGROUND_OPTIMIZED_DRAWING, Package.swift): a fresh clone opens the window after about half
## the build of `make release`, and a frame's step and draw costs what it does there
## (docs/measured-costs.md, the first window). `make release` makes the lean binary.
ARGS ?=
RUN_BUILD := --traits Playground --product playground --scratch-path .build-run
run: setup
	PLAYGROUND_OPTIMIZED_DRAWING=1 $(SWIFT) build $(RUN_BUILD)
	.build-run/debug/playground $(ARGS)

## Installs the playground into PREFIX/bin (default ~/.local/bin): the binary with the Swift
## runtime and Foundation linked in (--static-swift-stdlib: it runs on a machine without the
## toolchain; it needs SDL2's runtime libraries and a font) and its resource bundle beside it
## (presets, example scripts, schemas: `playground replay --example flick-to-full`). Built in
## its own scratch path (.build-install) like `make run`'s, without import-swift; `make
## install-import-swift` adds it as PREFIX/bin/playground-import-swift, which the installed
## `playground import-swift` runs.
PREFIX ?= $(HOME)/.local
INSTALL_BUILD := -c release --static-swift-stdlib $(LINK) --scratch-path .build-install
BUNDLE := FloatingPanelPlayground_PlaygroundAssets.resources
install: setup
	$(SWIFT) build $(INSTALL_BUILD) --traits Playground --product playground
	mkdir -p "$(PREFIX)/bin"
	install -m 755 .build-install/release/playground "$(PREFIX)/bin/playground"
	rm -rf "$(PREFIX)/bin/$(BUNDLE)"
	cp -R .build-install/release/$(BUNDLE) "$(PREFIX)/bin/"
	@echo "installed $(PREFIX)/bin/playground $$("$(PREFIX)/bin/playground" --version) and $(PREFIX)/bin/$(BUNDLE)"

install-import-swift: setup
	$(SWIFT) build $(INSTALL_BUILD)-import-swift --product playground
	mkdir -p "$(PREFIX)/bin"
	install -m 755 .build-install-import-swift/release/playground "$(PREFIX)/bin/playground-import-swift"
	@echo "installed $(PREFIX)/bin/playground-import-swift"

## The C API (docs/sdl-host.md): libfloatingpanel.so, built as `make test` builds it (debug), and
## its pkg-config file .build/pkgconfig/floatingpanel.pc (`make -C Examples/c-host` runs this).
c-api: setup
	$(SWIFT) build --product floatingpanel
	Scripts/floatingpanel-pc.sh "$$($(SWIFT) build --show-bin-path)"

## The two host examples built and compared with the playground: screenshots pixel for pixel,
## replays line for line, bad calls and the C example under ASan and Valgrind, an idle window's CPU.
host-examples: c-api
	Scripts/host-examples.sh

## Builds and runs the whole test suite.
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Runs the whole suite under AddressSanitizer (with its leak checker) and UndefinedBehaviorSanitizer
## (swiftc takes only -sanitize=address on Linux; UBSan instruments the C the Swift code calls inline,
## CSDL2's shim, while Swift's own overflow, bounds and unwrap checks trap in this debug build), then
## the tests that use threads (the map prepaint, the inotify file watcher, SIGTERM, the window's
## child processes) under ThreadSanitizer. Each in its own scratch path (.build-asan, .build-tsan);
## the child processes the tests start are the sanitized binary too. Suppressions, for other
## people's code only: Scripts/sanitizers/. ASan's quarantine of freed memory is 8 MiB (256 MiB by
## default) so that the tests' peak-RSS bounds (README's memory table) hold under it too.
SAN_DIR := $(CURDIR)/Scripts/sanitizers
ASAN_FLAGS := --scratch-path .build-asan --sanitize=address -Xcc -fsanitize=undefined
TSAN_FLAGS := --scratch-path .build-tsan --sanitize=thread
## Run apart from the rest under ASan: their peak RSS is the largest child's (getrusage of the
## children), which another test's sanitized child running at the same time exceeds, and a copy of
## the binary that another test's fork can hold open ("Text file busy").
ALONE_TESTS := OutputSizeTests|SnapshotMemoryTests|MotionMemoryTests|AnimateCommandTests|BackgroundImageTests|FuzzAnywhereTests|InstalledBinaryTests
## Not run under ASan: they build a separate package with the toolchain (`swift build` of exported
## or documented code, our library compiled there without a sanitizer), so no sanitized code of
## ours runs in them beyond what the export and snapshot suites run; they cost minutes under ASan.
## The upstream exports' type-check only runs swiftc (the exporter itself runs under ASan in
## ExportUpstreamTests and ExportUpstreamInjectionTests); the engine-alone package and the
## exported-Swift package (ExportSwiftTests' compilesAndReplaysIdentically) build only the
## engine, whose code the sanitized suite runs in process.
PACKAGE_TESTS := UserPackageTests|ArticlePackageTests|ExportUpstreamTypeCheckTests|MotionStrategyPackageTests|EnginePackageTests|compilesAndReplaysIdentically
TSAN_TESTS := FontLockContentionTests|MapPrepaintTests|ConfigWatcherTests|SaveSafetyTests|WindowStartupAndSignalTests|TerminationSignalTests|TuningSessionTests|SDLPlatformTests|BenchWindowCLITests|BenchSoakTests
## import-swift is left out of these builds (see Package.swift, importsSwift): swift-syntax would
## be compiled twice more; its tests run in `make test`.
## `make sanitize` is the four steps below, which CI times one by one.
SANITIZE_STEPS := sanitize-address-build sanitize-address-test sanitize-thread-build sanitize-thread-test
$(SANITIZE_STEPS): export PLAYGROUND_WITHOUT_IMPORT_SWIFT = 1
sanitize: $(SANITIZE_STEPS)
sanitize-address-build: setup
	$(SWIFT) build --build-tests $(ASAN_FLAGS)
sanitize-address-test: sanitize-address-build
	ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:quarantine_size_mb=8:thread_local_quarantine_size_kb=64 LSAN_OPTIONS=suppressions=$(SAN_DIR)/lsan.supp:print_suppressions=0 \
	  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(SWIFT) test --skip-build $(ASAN_FLAGS) --skip '$(ALONE_TESTS)|$(PACKAGE_TESTS)'
	ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:quarantine_size_mb=8:thread_local_quarantine_size_kb=64 LSAN_OPTIONS=suppressions=$(SAN_DIR)/lsan.supp:print_suppressions=0 \
	  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(SWIFT) test --skip-build $(ASAN_FLAGS) --filter '$(ALONE_TESTS)'
## The TSan build compiles only PlaygroundTests and SDLKitTests, where its suites are (Package.swift).
sanitize-thread-build sanitize-thread-test: export PLAYGROUND_TEST_TARGETS = PlaygroundTests,SDLKitTests
sanitize-thread-build: setup
	$(SWIFT) build --build-tests $(TSAN_FLAGS)
sanitize-thread-test: sanitize-thread-build
	TSAN_OPTIONS=halt_on_error=1:suppressions=$(SAN_DIR)/tsan.supp $(SWIFT) test --skip-build $(TSAN_FLAGS) --filter '$(TSAN_TESTS)'

## Builds the documentation of the modules in DOC_TARGETS with DocC (swift-docc-plugin) into
## .build/plugins/Swift-DocC/outputs/TARGET.doccarchive; any DocC warning (an unresolved symbol link,
## a bad directive) fails. Then checks that every public symbol is listed under a topic group.
DOC_TARGETS := FloatingPanel FloatingPanelSnapshotTesting
docs:
	$(SWIFT) package generate-documentation $(foreach t,$(DOC_TARGETS),--target $(t)) --warnings-as-errors
	$(SWIFT) Scripts/check-doc-topics.swift $(foreach t,$(DOC_TARGETS),.build/plugins/Swift-DocC/outputs/$(t).doccarchive)

## Serves the engine's documentation at http://localhost:8080/documentation/floatingpanel and
## rebuilds it when a file changes (Ctrl+C stops). DOC_TARGET=… previews another module.
DOC_TARGET ?= FloatingPanel
docs-preview:
	$(SWIFT) package --disable-sandbox preview-documentation --target $(DOC_TARGET)

## Builds each libFuzzer target of Fuzz/ (AddressSanitizer, coverage; into .build/fuzz) and runs
## it for FUZZ_SECONDS (see README, "Input rules and limits"); fails on a finding.
FUZZ_SECONDS ?= 60
fuzz-targets: setup
	Scripts/fuzz.sh all $(FUZZ_SECONDS)

replay: release
	$(RELEASE_BIN) replay Assets/scripts/flick-to-full.json

bench: release
	$(RELEASE_BIN) bench engine

## Prints the path of the binary `make release` links (for Scripts/hot-functions.sh and
## Scripts/tuning-walkthrough.sh, so the flags are said once, here).
release-bin-path:
	@echo "$(RELEASE_BIN)"

## Removes every build: the tests' (.build), the window's (.build-run), the installs', the
## sanitizers' and import-swift's own.
clean:
	rm -rf .build .build-run .build-install .build-install-import-swift .build-asan .build-tsan .build-import-swift
