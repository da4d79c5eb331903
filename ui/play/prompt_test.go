package play

import (
	"testing"

	"noddy/engine"
)

// The "your turn" line names only what can be laid: it said "press 1-2"
// with card 2 dimmed as past 31.
func TestTurnPromptNamesOnlyPlayableKeys(t *testing.T) {
	for _, c := range []struct {
		k     promptKey
		legal int
		want  string
	}{
		{promptKey{legal: [8]bool{true, true, true}, n: 3}, 3, "Your turn: click a card or press 1–3"},
		{promptKey{legal: [8]bool{true, false, true}, n: 3}, 2, "Your turn: click a card, or press 1 or 3"},
		{promptKey{legal: [8]bool{true, true}, n: 2}, 2, "Your turn: click a card, or press 1 or 2"},
		{promptKey{legal: [8]bool{true}, n: 2, card: engine.MustParseCards("KC")[0]}, 1, "Your turn: click the king of clubs or press 1"},
		{promptKey{legal: [8]bool{false, false, true}, n: 3, card: engine.MustParseCards("2C")[0]}, 1, "Your turn: click the two of clubs or press 3"},
		{promptKey{legal: [8]bool{true}, n: 1, card: engine.MustParseCards("5S")[0]}, 1, "Your turn: click the five of spades or press 1"},
		{promptKey{legal: [8]bool{true, false, true}, n: 3, touch: true}, 2, "Your turn: tap a card"},
		{promptKey{legal: [8]bool{false, true}, n: 2, touch: true, card: engine.MustParseCards("8C")[0]}, 1, "Your turn: tap the eight of clubs"},
	} {
		if got := turnPrompt(c.k, c.legal); got != c.want {
			t.Errorf("%+v: %q, want %q", c.k, got, c.want)
		}
	}
}

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
		if got := pickCountWords(c.need, c.picked, false); got != c.want {
			t.Errorf("need %d picked %d: %q, want %q", c.need, c.picked, got, c.want)
		}
	}
	if got := pickCountWords(2, 2, true); got != "The crib takes two cards: tap a picked card to put it back, then pick another." {
		t.Errorf("touch: %q", got)
	}
}
