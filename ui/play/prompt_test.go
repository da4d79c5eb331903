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
