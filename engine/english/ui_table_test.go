package english

import "testing"

// A refused pick or lay-out says what to do, in grammar.
func TestPickCountWords(t *testing.T) {
	for _, c := range []struct {
		need, picked int
		want         string
	}{
		{1, 1, "The crib takes one card: click a picked card, or press its key, to put it back, then pick another."},
		{2, 2, "The crib takes two cards: click a picked card, or press its key, to put it back, then pick another."},
		{1, 0, "Pick one card for the crib first, then lay it out."},
		{2, 0, "Pick two cards for the crib first, then lay them out."},
		{2, 1, "Pick one more, then lay them out."},
	} {
		if got := PickCount(c.need, c.picked, false); got != c.want {
			t.Errorf("need %d picked %d: %q, want %q", c.need, c.picked, got, c.want)
		}
	}
	if got := PickCount(2, 2, true); got != "The crib takes two cards: tap a picked card to put it back, then pick another." {
		t.Errorf("touch: %q", got)
	}
}
