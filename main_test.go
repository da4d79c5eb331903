package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestBadFlagExit2(t *testing.T) {
	var out, errw bytes.Buffer
	if code := run([]string{"-nosuchflag"}, &out, &errw); code != 2 || !strings.Contains(errw.String(), "flag provided but not defined: -nosuchflag") {
		t.Errorf("exit %d, stderr %q", code, errw.String())
	}
	// -review with a mistyped code: the plain message and status 2, before
	// any window.
	out.Reset()
	errw.Reset()
	if code := run([]string{"-review", "410E88RPNN1AS40Y"}, &out, &errw); code != 2 || !strings.Contains(errw.String(), "noddy: -review: That match code cannot be read: the code's check symbol does not match: a character is mistyped.") {
		t.Errorf("-review with a bad code: exit %d, stderr %q", code, errw.String())
	}
}
