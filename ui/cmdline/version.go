package cmdline

import "runtime/debug"

// Release is the game's version, set by `make release` from git (-ldflags
// "-X noddy/ui/cmdline.Release=v1.2.0"); empty in a plain build.
var Release string

// Version is Release, else "dev" and the commit of a plain build ("dev
// 1a2b3c4d5e6f", "+changes" when the tree had uncommitted changes): what
// -version prints and the title shows. (cmd/internal/version says the
// same for noddy-cli and noddy-web, which do not import this package.)
func Version() string {
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
