//go:build !js

package cmdline

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// Ebitengine's desktop UI opens the window system in a package init
// (internal/ui's init calls glfw.Init): without a display the program
// panicked there, with a GLFW stack trace, before main ran. Go initialises
// a package once its imports are, and of the packages ready the first by
// import path; Ebitengine waits for text/template (its shader compiler),
// which sorts after this package and needs nothing this package waits for,
// so this init runs before Ebitengine's. TestNoDisplay (e2e/nodisplay) runs
// the built binary without DISPLAY to keep it so.
func init() {
	if testing.Testing() {
		return // a test binary: its flags are the test's
	}
	c, err := Parse(os.Args[1:], time.Now())
	if err != nil {
		os.Exit(Answer(err, os.Stdout, os.Stderr))
	}
	if msg := noDisplay(); msg != "" {
		fmt.Fprintln(os.Stderr, "noddy:", msg)
		os.Exit(ExitFail)
	}
	early, earlyOK = c, true
}
