// Package version is the release a program was built as: what -version
// prints and the game's title shows. `make release` sets it from git
// (-ldflags "-X noddy/internal/version.Release=v1.2.0"); a plain `go
// build` says its commit, from the build's own stamp.
package version

import "runtime/debug"

// Release is set by the linker; empty in a plain build.
var Release string

// String is Release, else "dev" and the commit ("dev 1a2b3c4d5e6f", with
// "+changes" when the tree had uncommitted changes).
func String() string {
	if Release != "" {
		return Release
	}
	s := "dev"
	if bi, ok := debug.ReadBuildInfo(); ok {
		var rev, dirty string
		for _, kv := range bi.Settings {
			switch kv.Key {
			case "vcs.revision":
				rev = kv.Value
			case "vcs.modified":
				if kv.Value == "true" {
					dirty = "+changes"
				}
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" {
			s += " " + rev + dirty
		}
	}
	return s
}
