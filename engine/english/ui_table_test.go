package english

import "testing"

// A refused pick or lay-out says what to do, in grammar.
func TestPickCountWords(t *testing.T) {
	for _, c := range []struct {
		need, picked int
		want         string
	}{
		{1, 1, "One is picked: click it, or press its key, to put it back."},
		{2, 2, "Two are picked: click one, or press its key, to put it back."},
		{1, 0, "Pick one card for the crib first, then lay it out."},
		{2, 0, "Pick two cards for the crib first, then lay them out."},
		{2, 1, "Pick one more, then lay them out."},
	} {
		if got := PickCount(c.need, c.picked, false); got != c.want {
			t.Errorf("need %d picked %d: %q, want %q", c.need, c.picked, got, c.want)
		}
	}
	if got := PickCount(2, 2, true); got != "Two are picked: tap one to put it back." {
		t.Errorf("touch: %q", got)
	}
}
