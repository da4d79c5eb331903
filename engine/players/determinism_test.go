package players

import (
	"fmt"
	"testing"

	"noddy/engine"
)

// A whole match, greedy against greedy, from seed 1: every later shuffle
// too must come out the same everywhere.
func TestPinnedGreedyMatch(t *testing.T) {
	m, err := engine.NewMatch(engine.Noddy(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := PlayOut(m, [2]Player{Greedy{}, Greedy{}}); err != nil {
		t.Fatal(err)
	}
	var deals []string
	for _, e := range m.Events() {
		switch e := e.(type) {
		case engine.Dealt:
			deals = append(deals, engine.FormatCards(append(e.Hands[0][:], e.Hands[1][:]...)))
		case engine.StarterTurned:
			deals[len(deals)-1] += " | " + e.Card.String()
		}
	}
	got := fmt.Sprintf("winner %d scores %v events %d deals %q", m.Winner(), m.Scores(), len(m.Events()), deals)
	if got != pinnedGreedyMatch {
		t.Errorf("seed 1 greedy match:\n%s", got)
	}
}

const pinnedGreedyMatch = `winner 1 scores [30 32] events 60 deals ["9D 2H QH KH TS 4D | 2D" ` +
	`"6H JH 9C JS 6S KD | 7D" "JH 8S 5S 5H 3S QS | 6S" "9D 3D 9C 7C 3H AS | 6D" "KC KS 8D JS 6S 3S | AC" "3H 9S JD KH QH 5D | QC"]`
