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

# The guided tutorial's script and narration (pure Go: tests anywhere).
.PHONY: test-tutorial bench-tutorial
test: test-tutorial
test-tutorial:
	CGO_ENABLED=0 $(GO) vet ./tutorial/... ./cmd/tutorial-seed
	CGO_ENABLED=0 $(GO) test ./tutorial/...
bench-tutorial:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./tutorial/...
