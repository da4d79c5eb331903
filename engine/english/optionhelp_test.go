package english

import (
	"strings"
	"testing"
)

// A skunk is measured against the game's total, whatever the winner passed
// it by (docs/games/cribbage.md, "Winning"): the word on No skunks says
// "short of 121", not "behind", which a winner on 123 would make wrong
// (the loser on 92 is 31 behind and not skunked).
func TestNoSkunksHelpMeasuresAgainstTheGame(t *testing.T) {
	for _, tc := range []struct {
		target int
		want   string
	}{
		{121, "a loser 31 or more short of 121 is skunked, 2 game points; 61 or more short, 3."},
		{61, "a loser 31 or more short of 61 is skunked, 2 game points; 61 or more short, 3."},
		{181, "a loser 31 or more short of 181 is skunked, 2 game points; 61 or more short, 3."},
	} {
		got := OptionHelp("no-skunks", tc.target)
		if !strings.HasSuffix(got, tc.want) {
			t.Errorf("target %d: %q, want it to end %q", tc.target, got, tc.want)
		}
	}
}
