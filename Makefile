# The Noddy table. `make test` installs what the tests need on Debian/Ubuntu
# (apt-get, with sudo when not root) and runs every test.
GO ?= go
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: test test-pure vet bench deps-test

test: vet test-pure

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	CGO_ENABLED=0 $(GO) vet ./engine/...

# Packages that never import Ebitengine: they test anywhere.
test-pure:
	CGO_ENABLED=0 $(GO) test ./engine/...

bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./engine/...

# --- Art and sound (scenes/art, scenes/sound) ---
# scenes/art reads pixels back, so its tests run inside the game loop under
# Xvfb; scenes/sound needs cgo (ALSA headers) but no display.
.PHONY: test-art bench-art artsheet
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"

test-art:
	$(GO) vet ./scenes/art/ ./scenes/sound/ ./cmd/artsheet/
	$(XVFB) $(GO) test -p=1 ./scenes/art/ ./scenes/sound/

bench-art:
	$(XVFB) $(GO) test -run '^$$' -bench . -benchmem ./scenes/art/

# Contact sheets of every card in every style, and the mock tables, into
# out/; docs/cards.png is the small sample the README shows.
artsheet:
	$(XVFB) $(GO) run ./cmd/artsheet -out out/sheet -docs docs/cards.png
