package english

import (
	"strings"
	"testing"

	"noddy/engine"
)

// A skunk is measured against the game's total, whatever the winner passed
// it by (docs/games/cribbage.md, "Winning"): the word on No skunks says
// "short of 121", not "behind", which a winner on 123 would make wrong
// (the loser on 92 is 31 behind and not skunked).
func TestNoSkunksHelpMeasuresAgainstTheGame(t *testing.T) {
	for _, tc := range []struct {
		game string
		want string
	}{
		{"cribbage", "a loser 31 or more short of 121 is skunked; 61 or more short, double skunked."},
		{"cribbage-five", "a loser 31 or more short of 61 is skunked; 61 or more short, double skunked."},
		{"cribbage-seven", "a loser 31 or more short of 181 is skunked; 61 or more short, double skunked."},
	} {
		on, err1 := engine.Lookup(tc.game, 2, "no-skunks")
		base, err2 := engine.Lookup(tc.game, 2)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		got := OptionHelp("no-skunks", on, base)
		if !strings.HasSuffix(got, tc.want) {
			t.Errorf("%s: %q, want it to end %q", tc.game, got, tc.want)
		}
	}
}
