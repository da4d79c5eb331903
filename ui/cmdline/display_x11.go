//go:build (linux && !android) || freebsd || netbsd || openbsd || dragonfly

package cmdline

import "os"

// noDisplay explains why no window can open, or is "". Ebitengine's GLFW
// speaks X11 only (under Wayland, XWayland sets DISPLAY).
func noDisplay() string {
	if os.Getenv("DISPLAY") == "" {
		return "no display: DISPLAY is not set (start the game from a desktop, or under xvfb-run)"
	}
	return ""
}
