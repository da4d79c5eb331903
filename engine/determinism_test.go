package engine

import (
	"fmt"
	"reflect"
	"testing"
)

// The opening of seeds 1 and 2, pinned: the cut, the deal and the starter
// must be the same natively, in WebAssembly and across Go releases, or
// saved matches and the tutorial's scripts would replay differently.
var pinnedOpenings = map[uint64][]string{
	1: {"cut 2H 2C dealer -1", "cut TH 8C dealer 1", "deal 1 dealer 1 hands [9D 2H QH] [KH TS 4D]", "starter 2D"},
	2: {"cut 8H 8S dealer -1", "cut 3D 2D dealer 1", "deal 1 dealer 1 hands [7H 3H AC] [AH 7C QS]", "starter KS"},
}

func TestPinnedDeals(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		m, err := NewMatch(Noddy(), seed)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range m.Events() {
			got = append(got, fmtEvent(e))
			if _, ok := e.(StarterTurned); ok {
				break
			}
		}
		if !reflect.DeepEqual(got, pinnedOpenings[seed]) {
			t.Errorf("seed %d opening:\n%#v", seed, got)
		}
	}
}

// A whole match, greedy against greedy, from seed 1: every later shuffle
// too must come out the same everywhere.
func TestPinnedGreedyMatch(t *testing.T) {
	m, err := NewMatch(Noddy(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := PlayOut(m, [2]Player{Greedy{}, Greedy{}}); err != nil {
		t.Fatal(err)
	}
	var deals []string
	for _, e := range m.Events() {
		switch e := e.(type) {
		case Dealt:
			deals = append(deals, FormatCards(append(e.Hands[0][:], e.Hands[1][:]...)))
		case StarterTurned:
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
