#!/usr/bin/env bash
# tools/ebiten/copy.sh: third_party/ebiten is Ebitengine's module zip, at the
# version go.mod requires, less what the game never builds (examples, misc,
# test files and test data, CI folders), with noddy.patch applied (its header
# says what it changes and why) and the IR it generates written. go.mod's replace line builds the game on it.
#
#   tools/ebiten/copy.sh          rewrite third_party/ebiten
#   tools/ebiten/copy.sh -check   fail if third_party/ebiten differs (make check)
#
# To move to another release: change the require line in go.mod, set SUM
# below to the new zip's hash (go mod download -json prints it), run this,
# and fix the patch where it no longer applies.
set -euo pipefail
cd "$(dirname "$0")/../.."
MOD=github.com/hajimehoshi/ebiten/v2
# The zip's hash, as in go.sum: the copy is of these bytes and no others.
SUM="h1:VXnv8jHvTHEeLBoPKEvPdywwJdcemur+EoXE/0Gsj78="
DEST=third_party/ebiten
PATCH=tools/ebiten/noddy.patch

version=$(go mod edit -json | sed -n '/"Require"/,/]/p' | grep -A1 "\"Path\": \"$MOD\"" | sed -n 's/.*"Version": "\(.*\)".*/\1/p')
[ -n "$version" ] || { echo "copy.sh: go.mod requires no $MOD" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
# Outside the module, so that go.sum is neither read nor written.
json=$(cd "$tmp" && GOFLAGS=-mod=mod go mod download -json "$MOD@$version")
dir=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
sum=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Sum": "\(.*\)",$/\1/p')
if [ "$sum" != "$SUM" ]; then
	echo "copy.sh: $MOD@$version has hash $sum, want $SUM (set SUM for a new version)" >&2
	exit 1
fi

out="$tmp/ebiten"
cp -R "$dir" "$out"
chmod -R u+w "$out"
(
	cd "$out"
	rm -rf examples misc .github .builds
	find . -type d -name testdata -prune -exec rm -rf {} +
	find . -type f -name '*_test.go' -delete
	find . -type d -empty -delete
	git apply --whitespace=nowarn "$OLDPWD/$PATCH"
	# The IR of Ebitengine's own shaders, from the stock compiler (the patch's parts 2 and 3).
	GOWORK=off GOFLAGS=-mod=readonly go run ./internal/kageir/gen >internal/kageir/kageir.go
)
cat > "$out/NODDY.md" <<END
# Ebitengine $version, patched for Noddy

Written by tools/ebiten/copy.sh from the module's zip ($SUM) and
tools/ebiten/noddy.patch, whose header says what the patch changes and why.
Do not edit: change the patch and run the script (make check compares).
END

if [ "${1:-}" = "-check" ]; then
	if ! diff -r "$out" "$DEST" >"$tmp/diff"; then
		echo "third_party/ebiten is not $MOD@$version with $PATCH (run tools/ebiten/copy.sh):" >&2
		head -40 "$tmp/diff" >&2
		exit 1
	fi
	exit 0
fi
rm -rf "$DEST"
cp -R "$out" "$DEST"
echo "$DEST: $MOD@$version with $PATCH"
