//go:build !((linux && !android) || freebsd || netbsd || openbsd || dragonfly) && !js

package cmdline

func noDisplay() string { return "" }
