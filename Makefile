# FloatingPanel for Linux — the two commands a newcomer needs:
#   make run    builds and opens the playground window (installs SDL2, fonts first)
#   make test   builds and runs every test (installs the same packages first)

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-inter fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
SWIFT ?= swift

.PHONY: run test setup build release replay bench clean

## Installs the Debian packages the build and the tests need (only the missing ones).
setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	else echo "system packages: all present"; fi

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product playground

## Opens the playground window (needs a display; see README for xvfb-run and headless commands).
## Pass options with ARGS, e.g. make run ARGS="--config tuning.json --tuning".
ARGS ?=
run: release
	$$($(SWIFT) build -c release --show-bin-path)/playground $(ARGS)

## Builds and runs the whole test suite.
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

replay: release
	$$($(SWIFT) build -c release --show-bin-path)/playground replay Assets/scripts/flick-to-full.json

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/playground bench engine

clean:
	rm -rf .build
