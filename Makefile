# The Noddy table. `make test` installs what the tests need on Debian/Ubuntu
# (apt-get, with sudo when not root) and runs every test.
GO ?= go
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: test test-pure vet bench deps-test build-cli test-wasm-engine deps-wasm fuzz-engine equity bench-expert

test: vet test-pure build-cli test-wasm-engine

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	CGO_ENABLED=0 $(GO) vet ./engine/... ./cmd/noddy-cli/... ./cmd/gen-equity/...

# Packages that never import Ebitengine: they test anywhere.
test-pure:
	CGO_ENABLED=0 $(GO) test ./engine/... ./cmd/noddy-cli/...

bench:
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

# The expert's match-equity table (engine/equity_table.go) from self-play;
# TestEquityRegenerates checks the checked-in file matches.
equity:
	$(GO) generate ./engine

# Expert decision latency, native and WebAssembly (BENCHMARKS.md, "Expert player").
bench-expert: deps-wasm
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench 'ExpertDecision|Hint' -benchtime 2000x ./engine
	GOOS=js GOARCH=wasm $(GO) test -exec "$(WASM_EXEC)/go_js_wasm_exec" -run '^$$' -bench 'ExpertDecision|Hint' -benchtime 2000x ./engine
