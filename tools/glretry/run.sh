#!/usr/bin/env bash
# tools/glretry/run.sh FLAGS... -- PACKAGES...: go test FLAGS PACKAGES, and
# once more for each package whose test process the software GL killed: a
# signal inside a GL call of Mesa's llvmpipe under Xvfb, which twice ended
# the scenes tests mid-run at a commit whose rerun passed
# (docs/DECISIONS.md, "A crash inside the software GL"). A test that fails,
# or a crash anywhere else, fails the run as ever.
set -uo pipefail
flags=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do flags+=("$1"); shift; done
[ "${1:-}" = -- ] && shift
[ $# -gt 0 ] || { echo "usage: $0 FLAGS... -- PACKAGES..." >&2; exit 2; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# verdict LOG: the packages that failed by a GL crash, one a line; exit 1
# if any package failed otherwise.
verdict() {
	awk '
	/^(ok|FAIL|\?)[ \t]+[^ \t]+/ && NF >= 2 && $2 !~ /^[(]/ {
		if ($1 == "FAIL") {
			if (gl && cgo && sig && !failed) print $2; else other = 1
		}
		gl = 0; cgo = 0; sig = 0; failed = 0; next
	}
	/^--- FAIL/ { failed = 1 }
	/^SIG(SEGV|ABRT|BUS): / { sig = 1 }
	/signal arrived during cgo execution/ { cgo = 1 }
	/graphicsdriver\/opengl/ { gl = 1 }
	END { exit other }' "$1"
}

"${GO:-go}" test "${flags[@]}" "$@" 2>&1 | tee "$log"
[ "${PIPESTATUS[0]}" -eq 0 ] && exit 0
crashed=$(verdict "$log") || exit 1
[ -n "$crashed" ] || exit 1
echo "glretry: the software GL crashed in $(echo $crashed); running it once more" >&2
"${GO:-go}" test "${flags[@]}" $crashed
