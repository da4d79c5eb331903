// Package nodisplay runs the built game without a display: it must still
// answer its command line, before Ebitengine's init could panic.
package nodisplay

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Without a display the built game still answers its command line (it
// panicked in Ebitengine's init with a GLFW stack trace): the usage for
// -h, the mistake and status 2 for a bad flag, and for a good one a plain
// message and status 1.
func TestNoDisplay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("DISPLAY is X11's")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the game with")
	}
	bin := filepath.Join(t.TempDir(), "noddy")
	if out, err := exec.Command(goTool, "build", "-o", bin, "noddy").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, c := range []struct {
		args      []string
		code      int
		out, errw string
		noOut     bool
	}{
		{[]string{"-h"}, 0, "usage: noddy [flags]", "", false},
		{[]string{"-seed", "x"}, 2, "", "noddy: invalid value \"x\" for flag -seed: parse error\nRun 'noddy -h' for usage.\n", true},
		{[]string{"-nosuchflag"}, 2, "", "noddy: flag provided but not defined: -nosuchflag\nRun 'noddy -h' for usage.\n", true},
		{[]string{"-scene", "table"}, 1, "", "noddy: no display: DISPLAY is not set (start the game from a desktop, or under xvfb-run)\n", true},
	} {
		cmd := exec.Command(bin, c.args...)
		cmd.Env = withoutDisplay(os.Environ())
		var out, errw bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errw
		err := cmd.Run()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || !strings.Contains(out.String(), c.out) || (c.errw != "" && errw.String() != c.errw) || (c.errw == "" && errw.Len() != 0) || (c.noOut && out.Len() != 0) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d, stdout with %q, stderr %q", c.args, code, out.String(), errw.String(), c.code, c.out, c.errw)
		}
	}
}

func withoutDisplay(env []string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			out = append(out, e)
		}
	}
	return out
}
