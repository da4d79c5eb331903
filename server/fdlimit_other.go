//go:build !unix

package server

// fileLimit: a platform without rlimits; Windows' sockets are not files.
func fileLimit() (limit, open int) { return 1 << 16, 0 }
