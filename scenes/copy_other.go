//go:build !js

package scenes

import (
	"fmt"
	"os"
)

// copyCode on the desktop prints s on standard output, where a terminal
// lets it be selected and copied (Ebitengine has no clipboard, and a
// clipboard package would bring cgo and X11 libraries of its own); the
// game shows it too.
func copyCode(s string) string {
	fmt.Fprintln(os.Stdout, "match code:", s)
	return "The match's code is printed in the terminal: " + s
}
