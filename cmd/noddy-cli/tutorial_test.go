package main

import (
	"os"
	"strings"
	"testing"
)

func TestTutorial(t *testing.T) {
	want, err := os.ReadFile("../../tutorial/testdata/tutorial.golden")
	if err != nil {
		t.Fatal(err)
	}
	if code, out, errs := cli("tutorial"); code != 0 || out != string(want) || errs != "" {
		t.Errorf("tutorial: status %d, stderr %q; output differs from tutorial/testdata/tutorial.golden", code, errs)
	}
	code, out, _ := cli("tutorial", "--step", "25")
	if code != 0 || !strings.HasPrefix(out, "Step 25 of 38: Go: 1 for last card\n") || !strings.Contains(out, "You laid the last card: 1 for last card.") {
		t.Errorf("tutorial --step 25: status %d\n%s", code, out)
	}
	for _, args := range [][]string{{"tutorial", "--step", "39"}, {"tutorial", "--step", "-1"},
		{"tutorial", "extra"}, {"tutorial", "--steps", "2"}} {
		if code, out, errs := cli(args...); code != exitBadInput || out != "" || !strings.Contains(errs, "noddy-cli tutorial:") {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and an error", args, code, out, errs)
		}
	}
}

// --game cribbage prints the cribbage tutorial, its golden text; a game
// without a tutorial is refused.
func TestTutorialCribbage(t *testing.T) {
	want, err := os.ReadFile("../../tutorial/testdata/cribbage.golden")
	if err != nil {
		t.Fatal(err)
	}
	if code, out, errs := cli("tutorial", "--game", "cribbage"); code != 0 || out != string(want) || errs != "" {
		t.Errorf("tutorial --game cribbage: status %d, stderr %q; output differs from tutorial/testdata/cribbage.golden", code, errs)
	}
	if code, out, errs := cli("tutorial", "--game", "parlett"); code != exitBadInput || out != "" || !strings.Contains(errs, "has no tutorial") {
		t.Errorf("tutorial --game parlett: status %d, out %q, stderr %q", code, out, errs)
	}
}
