package cmdline

import "noddy/internal/version"

// Version is the game's version (package version): what -version prints
// and the title shows.
func Version() string { return version.String() }
