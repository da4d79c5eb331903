//go:build !js

package platform

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"

	"noddy/engine/english"
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
		ch <- errors.New(english.LinkNoTool)
	}()
	return ch
}

// copyCode on the desktop prints s on standard output, where a terminal
// lets it be selected and copied (Ebitengine has no clipboard, and a
// clipboard package would bring cgo and X11 libraries of its own); the
// game shows it too.
func copyCode(s string) string {
	fmt.Fprintln(os.Stdout, "match code:", s)
	return english.CodePrinted(s)
}
