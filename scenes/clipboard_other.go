//go:build !js

package scenes

import (
	"errors"
	"os/exec"
	"runtime"
	"strings"
)

// copyText puts s on the system's clipboard with its own tool (Ebitengine
// has no clipboard): pbcopy on macOS, clip on Windows, wl-copy, xclip or
// xsel elsewhere; where none is found it says so (the link is printed on
// the game's standard output too).
func copyText(s string) <-chan error {
	ch := make(chan error, 1)
	tools := [][]string{{"wl-copy"}, {"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}}
	switch runtime.GOOS {
	case "darwin":
		tools = [][]string{{"pbcopy"}}
	case "windows":
		tools = [][]string{{"clip"}}
	}
	go func() {
		for _, t := range tools {
			path, err := exec.LookPath(t[0])
			if err != nil {
				continue
			}
			cmd := exec.Command(path, t[1:]...)
			cmd.Stdin = strings.NewReader(s)
			if cmd.Run() == nil {
				ch <- nil
				return
			}
		}
		//lint:ignore ST1005 the error is the sentence the player reads
		ch <- errors.New("No clipboard tool here: the link is printed where the game was started.")
	}()
	return ch
}
