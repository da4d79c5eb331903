# The Noddy table. `make run` and `make test` install what they need on
# Debian/Ubuntu (apt-get, with sudo when not root), then run the game or
# every test.
GO ?= go
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# What Ebitengine needs to build on Linux (cgo, OpenGL, X11, ALSA), and to
# run its tests without a screen.
EBITEN_PKGS := gcc libc6-dev pkg-config libgl1-mesa-dev libxcursor-dev libxi-dev \
	libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev
TEST_PKGS := $(EBITEN_PKGS) xvfb xauth xdotool
# Packages whose tests need a display (they import Ebitengine); e2e/ has
# its own target.
WINDOW_PKGS = $$($(GO) list ./... | grep -v -e '/engine' -e 'noddy/ui' -e '/tutorial' -e '/cmd/noddy-cli' -e '/tools/gen-family' -e '/tools/gen-fonts' \
	-e '/server' -e '/client/tableclient' -e '/cmd/noddy-load' -e '/ui/cmdline' -e '/e2e/' -e '/tools/release' -e '/tools/archmap')
# Packages that never import Ebitengine: they test anywhere, fast with -short
# (cmdline must not: it answers the command line before Ebitengine's init).
PURE_PKGS := ./engine/... ./ui/... ./protocol/... ./tutorial/... ./cmd/noddy-cli/... ./tools/release/ ./tools/archmap/
# The linters, pinned, built for this machine into .tools/ once.
STATICCHECK_VERSION := v0.8.2
DEADCODE_VERSION := v0.52.0
STATICCHECK := .tools/staticcheck-$(STATICCHECK_VERSION)/staticcheck
DEADCODE := .tools/deadcode-$(DEADCODE_VERSION)/deadcode
ARGS ?=

.PHONY: test check lint test-short test-pure test-window vet archmap wasm-check ebiten-check bench bench-table \
	run deps-run deps-check deps-test build-cli test-wasm-engine deps-wasm fuzz-engine equity bench-expert \
	bench-family test-e2e

# Everything: what CI runs (.ci/run) before anything lands.
test: deps-test check test-pure build-cli test-wasm-engine test-server test-window test-e2e test-web

# The fast tier, for every change (a few minutes warm): formatting, vet and
# the linters for the desktop and the browser, docs/ARCHITECTURE.md's
# package map against the imports, the pure packages' short tests, the
# browser build, and third_party/ebiten against its script.
check: deps-check vet archmap lint test-short wasm-check ebiten-check

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

# The package map's imports column must be what the packages import
# (tools/archmap says the table's conventions).
archmap:
	$(GO) run ./tools/archmap -check

# staticcheck with no findings, and no function unreachable from a main
# package or a test (deadcode), for the desktop and for the browser.
# Left out: engine/players/baseline, a frozen copy kept only until the new
# expert has been measured against it (its doc.go; its staticcheck.conf
# turns U1000 off there).
lint: $(STATICCHECK) $(DEADCODE)
	@for goos in linux js; do \
		goarch=amd64; [ $$goos = js ] && goarch=wasm; \
		out=$$( { GOOS=$$goos GOARCH=$$goarch $(STATICCHECK) ./...; \
			GOOS=$$goos GOARCH=$$goarch $(DEADCODE) -test ./...; } 2>&1 | \
			grep -v -e '^engine/players/baseline/'); \
		if [ -n "$$out" ]; then echo "staticcheck and deadcode ($$goos):"; echo "$$out"; exit 1; fi; \
	done; echo "staticcheck, deadcode: no findings"

$(STATICCHECK):
	GOOS= GOARCH= GOBIN=$(CURDIR)/$(dir $@) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
$(DEADCODE):
	GOOS= GOARCH= GOBIN=$(CURDIR)/$(dir $@) $(GO) install golang.org/x/tools/cmd/deadcode@$(DEADCODE_VERSION)

test-short:
	CGO_ENABLED=0 $(GO) test -short $(PURE_PKGS)

# Every package must build for the browser too.
wasm-check:
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null ./...

# third_party/ebiten must be the module's zip with tools/ebiten/noddy.patch,
# whose own tests check the patched shader source and the generated IR.
ebiten-check:
	tools/ebiten/copy.sh -check
	cd third_party/ebiten && CGO_ENABLED=0 $(GO) test ./internal/builtinshader/ ./internal/kageir/ ./internal/shaderir/glsl/
	cd third_party/ebiten && CGO_ENABLED=0 $(GO) build -tags=ebitenginedebug ./internal/debug/ ./internal/graphicscommand/

# The pure packages' whole tests.
test-pure:
	CGO_ENABLED=0 $(GO) test $(PURE_PKGS)

# Ebitengine packages: inside the game loop under Xvfb, one package at a
# time (they share the display), without sound; built as the browser's is,
# with no Kage compiler, so a scene that needed one would fail here. A
# package the software GL crashed (tools/glretry) runs once more; llvmpipe
# draws on the calling thread (LP_NUM_THREADS=0: its rasterizer threads
# used a freed condition variable, docs/DECISIONS.md).
test-window: wasm-check
	NODDY_MUTE=1 LP_NUM_THREADS=0 GO=$(GO) xvfb-run -a -s "-screen 0 1280x800x24" tools/glretry/run.sh -tags=ebitenginenokage -p=1 -timeout 30m -- $(WINDOW_PKGS)

bench: bench-table
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./engine/...

# The CLI must build without cgo (no Ebitengine).
build-cli:
	CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/noddy-cli

# The engine's tests under WebAssembly (Node runs them through Go's
# go_js_wasm_exec): the pinned deals must come out the same as natively.
# -short skips the exhaustive show check, which takes ~30 s under Node.
WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm
test-wasm-engine: deps-wasm
	PATH="$(WASM_EXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -short ./engine/...

deps-wasm:
	@command -v node >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs; }

# Each engine fuzz target for FUZZTIME (not part of make test).
FUZZTIME ?= 30s
fuzz-engine:
	for f in FuzzMatch FuzzLay FuzzParseCard; do \
		$(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) ./engine || exit 1; \
	done

# The players' generated tables (engine/players/family_tables.go: every game's
# match equity, crib table and means a deal) from self-play;
# TestFamilyTablesRegenerate checks the checked-in file matches.
equity:
	$(GO) generate ./engine/players

# The hint's and review's cost a decision, native and WebAssembly
# (BENCHMARKS.md, "Expert player, one stack").
bench-expert: deps-wasm
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench 'Hint' -benchtime 400x ./engine/players
	GOOS=js GOARCH=wasm $(GO) test -exec "$(WASM_EXEC)/go_js_wasm_exec" -run '^$$' -bench 'Hint' -benchtime 400x ./engine/players
# Every game's decision latency over whole matches, native and WebAssembly
# (BENCHMARKS.md, "Expert player, one stack"); the tables come with `make equity`.
bench-family: deps-wasm
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench FamilyDecision -benchtime 1x ./engine/players
	GOOS=js GOARCH=wasm $(GO) test -exec "$(WASM_EXEC)/go_js_wasm_exec" -run '^$$' -bench FamilyDecision -benchtime 1x ./engine/players
# The table's frame (Update+Draw mid-count; four-hand cribbage at its
# busiest; real frames under Xvfb) and its logic alone.
bench-table: deps-test
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./ui/
	NODDY_MUTE=1 xvfb-run -a -s "-screen 0 1280x800x24" $(GO) test -p=1 -run '^$$' -bench 'TableFrame|FourHandFrame' -benchtime 300x -benchmem ./scenes/

run: deps-run
	$(GO) run . $(ARGS)

# Install missing system packages (nothing is done when all are present).
deps-run:
	@./.ci/apt-install $(EBITEN_PKGS)

deps-test:
	@./.ci/apt-install $(TEST_PKGS)

# make check builds everything, so it needs what the desktop build does.
deps-check:
	@./.ci/apt-install $(EBITEN_PKGS)

# --- Art and sound (scenes/art, scenes/sound) ---
# scenes/art reads pixels back, so its tests run inside the game loop under
# Xvfb; scenes/sound needs cgo (ALSA headers) but no display.
.PHONY: test-art bench-art artsheet
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"

test-art:
	$(GO) vet ./scenes/art/ ./scenes/sound/ ./tools/artsheet/
	$(XVFB) $(GO) test -p=1 ./scenes/art/ ./scenes/sound/

bench-art:
	$(XVFB) $(GO) test -run '^$$' -bench . -benchmem ./scenes/art/

# Contact sheets of every card in every style, and the mock tables, into
# out/; docs/cards.png is the small sample the README shows.
artsheet:
	$(XVFB) $(GO) run ./tools/artsheet -out out/sheet -docs docs/cards.png

# --- The browser build (cmd/noddy-web, web/) ---
# make web: build web/noddy.wasm, copy Go's wasm_exec.js, precompress
# (brotli + gzip) and serve on WEB_ADDR. make dist: a static folder dist/ for
# any static host (hashed .wasm name, brotli at the slowest, smallest level).
# make test-web: the end-to-end test in Debian's headless chromium.
WEB_ADDR ?= 127.0.0.1:8080
# make web keeps its tables here (git-ignored); the binary's default is
# the user's data folder (noddy-web -help).
WEB_DATA ?= $(CURDIR)/.data/tables
WEB_BROTLI ?= 5
DIST_BROTLI ?= 11
.PHONY: web web-build dist test-web deps-web deps-dist bench-web wasm-size icons

# Inlining off in the browser build's cold code: its copies of function
# bodies are 6% of the brotli download (docs/DECISIONS.md, "Inlining").
# Kept where the game spends its time: the runtime and the standard
# library's hot packages, Ebitengine, the engine and its players, the art,
# the pegging board's layout (its least height is searched before the
# first frame).
WASM_GCFLAGS := -gcflags=noddy/...=-l -gcflags=noddy/engine/...= -gcflags=noddy/scenes/art/...= -gcflags=noddy/ui/board= \
	-gcflags=github.com/go-text/...=-l -gcflags=golang.org/x/text/...=-l -gcflags=golang.org/x/image/...=-l \
	-gcflags=go/...=-l -gcflags=regexp/...=-l -gcflags=math/big=-l -gcflags=encoding/json=-l \
	-gcflags=image/jpeg=-l -gcflags=archive/zip=-l
# The browser build: its Ebitengine has no Kage compiler (the game makes no
# shader of its own; tools/ebiten/noddy.patch, part 3).
WASM_FLAGS := -tags=ebitenginenokage $(WASM_GCFLAGS)

web-build:
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_FLAGS) -ldflags="-s -w -X noddy/internal/version.Release=$(VERSION)" -o web/noddy.wasm .
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" web/
	$(GO) run ./cmd/noddy-web -build -dir web -quality $(WEB_BROTLI)

web: web-build
	$(GO) run ./cmd/noddy-web -dir web -addr $(WEB_ADDR) -data $(WEB_DATA)

# The .gz for static hosts is re-encoded with Debian's zopfli: still plain
# gzip, ~4% smaller than gzip -9 (under 4 MB), at about a minute's work.
dist: web-build deps-dist
	$(GO) run ./cmd/noddy-web -dir web -dist dist -quality $(DIST_BROTLI)
	for f in dist/noddy.*.wasm; do zopfli --i1 -c "$$f" > "$$f.gz.tmp" && mv "$$f.gz.tmp" "$$f.gz"; done
	@ls -l dist/noddy.*.wasm*

deps-dist:
	@./.ci/apt-install zopfli

deps-web:
	@./.ci/apt-install chromium

# Screenshots, timings.json and pwa.json land in shots/web/. TestPWA: the
# page opens on a dealt hand, installs its service worker, loads from it,
# takes a new build at the next start and deals offline.
test-web: deps-web web-build
	NODDY_E2E=1 NODDY_SHOTS=$(CURDIR)/shots/web $(GO) test -count=1 -v -timeout 60m -run '^(TestBrowser|TestBrowserFirstGesture|TestBrowserNoWebGL|TestPWA)$$' ./cmd/noddy-web/

# BENCHMARKS.md, "First visit": the static build (make dist) in Chromium with
# the issue's network (20/5 Mbit/s, 40 ms), the first-timer's settings.
bench-web: deps-web dist
	NODDY_E2E=1 NODDY_WEB_DIR=$(CURDIR)/dist NODDY_PWA_SPEED= NODDY_PWA_LOADS_ONLY=1 NODDY_SHOTS=$(CURDIR)/shots/bench-web \
		$(GO) test -count=1 -v -timeout 30m -run '^TestPWA$$' ./cmd/noddy-web/
	@cat shots/bench-web/pwa.json

# What the .wasm is made of, by package (BENCHMARKS.md, "Size").
wasm-size:
	$(GO) run ./tools/wasmsize -flags '$(WASM_FLAGS)' -top 40

# The page's icons (web/icons), drawn by tools/gen-icons.
icons:
	$(GO) run ./tools/gen-icons -o web/icons

# The other end-to-end runs (e2e/): quick presses in Chromium, short clicks
# under Xvfb with xdotool, the game without a display, Play a friend and the
# voice through the view-model against a real table server (sharedtable).
test-e2e: deps-test deps-web
	NODDY_E2E=1 NODDY_MUTE=1 $(XVFB) $(GO) test -count=1 -p=1 -timeout 20m ./e2e/...

# The guided tutorial's script and narration (pure Go: tests anywhere).
.PHONY: test-tutorial bench-tutorial
test: test-tutorial
test-tutorial:
	CGO_ENABLED=0 $(GO) vet ./tutorial/... ./tools/tutorial-seed
	CGO_ENABLED=0 $(GO) test ./tutorial/...
bench-tutorial:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./tutorial/...

# --- The shared table (server, protocol, noddy-cli play) ---
# Real servers on 127.0.0.1 over real WebSockets and an embedded (or, for
# the cluster test, in-process three-node) NATS JetStream; the kill -9 and
# cluster tests build cmd/noddy-web and run it as processes. Every wait is
# bounded. protocol and noddy-cli play are tested in test-pure.
.PHONY: test-server fuzz-server bench-server
test-server:
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 10m ./server/... ./client/tableclient/... ./cmd/noddy-load/...

# The message decoder's and the intent handler's fuzz targets for FUZZTIME.
fuzz-server:
	$(GO) test -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime $(FUZZTIME) ./protocol
	$(GO) test -run '^$$' -fuzz '^FuzzIntent$$' -fuzztime $(FUZZTIME) -parallel 1 ./server

# BENCHMARKS.md, "Shared table": bounded load runs on 127.0.0.1 (a few
# minutes; not while make test runs).
LOAD_TABLES ?= 2000
bench-server:
	$(GO) build -o /tmp/noddy-web-bench ./cmd/noddy-web
	$(GO) run ./cmd/noddy-load -bin /tmp/noddy-web-bench -mode play -tables $(LOAD_TABLES)
	$(GO) run ./cmd/noddy-load -bin /tmp/noddy-web-bench -mode waiting -tables $(LOAD_TABLES)
	$(GO) run ./cmd/noddy-load -bin /tmp/noddy-web-bench -mode restart -tables 10000

# --- Downloads (tools/release) ---
# make release: the desktop game, noddy-cli and noddy-web (with dist/) for
# Linux (amd64, arm64), Windows (amd64) and macOS (amd64, arm64), in archives
# with a README and SHA256SUMS, in out/release. The version is git
# describe's (VERSION=v1.2.0 to say another). Linux needs cgo: arm64 is
# cross-built with Debian's gcc-aarch64-linux-gnu and the arm64 development
# libraries (deps-release); Windows and macOS build without. The macOS game
# alone is built on stock Ebitengine v2.10.4 (fetched from the module proxy),
# the rest on go.mod's v2.9.11 with the patch (docs/DECISIONS.md).
# make check-windows: the Windows game under Wine in Xvfb, to a dealt
# table and a screenshot (out/release/wine-table.png).
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
.PHONY: release deps-release check-windows
release: deps-release dist
	$(GO) run ./tools/release -version $(VERSION) -web dist -out out/release
	cd out/release && sha256sum -c SHA256SUMS

deps-release: deps-run
	@dpkg --print-foreign-architectures | grep -qx arm64 || $(SUDO) dpkg --add-architecture arm64
	@./.ci/apt-install gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
		libgl1-mesa-dev:arm64 libxcursor-dev:arm64 libxi-dev:arm64 libxinerama-dev:arm64 \
		libxrandr-dev:arm64 libxxf86vm-dev:arm64 libasound2-dev:arm64

# Wine 8 (Debian 12) lacks bcryptprimitives.dll, whose ProcessPrng Go calls
# at start (from system32 only): tools/wine/bcryptprimitives.c stands in
# for it in the check's own Wine prefix (never shipped).
check-windows:
	@./.ci/apt-install wine wine64 xvfb xauth gcc-mingw-w64-x86-64 unzip
	rm -rf out/wine && mkdir -p out/wine
	cd out/wine && unzip -q ../release/noddy-$(VERSION)-windows-amd64.zip
	WINEDEBUG=-all WINEPREFIX=$(CURDIR)/out/wine/prefix wineboot --init
	x86_64-w64-mingw32-gcc -shared -O2 -o out/wine/prefix/drive_c/windows/system32/bcryptprimitives.dll \
		tools/wine/bcryptprimitives.c -ladvapi32
	WINEDEBUG=-all WINEPREFIX=$(CURDIR)/out/wine/prefix xvfb-run -a -s "-screen 0 1280x800x24" \
		wine out/wine/noddy-$(VERSION)-windows-amd64/noddy.exe -version
	WINEDEBUG=-all WINEPREFIX=$(CURDIR)/out/wine/prefix xvfb-run -a -s "-screen 0 1280x800x24" \
		wine out/wine/noddy-$(VERSION)-windows-amd64/noddy.exe -scene table -seed 7 -speed instant \
		-screenshot out/release/wine-table.png -ticks 600
	@ls -l out/release/wine-table.png
