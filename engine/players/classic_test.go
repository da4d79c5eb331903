package players

import (
	"testing"

	"noddy/engine"
)

// The published crib tables are symmetric, and read as published: 5-5 to
// one's own crib 8.79, to the other's 9.37; K-10 the least to the other's.
func TestSchellTables(t *testing.T) {
	for i := range 13 {
		for j := range 13 {
			if schellOwn[i][j] != schellOwn[j][i] || schellOther[i][j] != schellOther[j][i] {
				t.Fatalf("tables not symmetric at %d,%d", i+1, j+1)
			}
		}
	}
	if schellOwn[4][4] != 8.79 || schellOther[4][4] != 9.37 || schellOther[9][12] != 3.88 {
		t.Errorf("5-5 %v/%v, 10-K %v", schellOwn[4][4], schellOther[4][4], schellOther[9][12])
	}
}

// The classic player pegs greedily: a fifteen when it can; with nothing to
// score, the lead whose best reply scores least on average over the cards
// it cannot see. Leading from 5S 4D KH (we hold them, KD is the starter):
// a five lets any of 16 ten-cards make fifteen and 3 fives pair it; a king
// lets 4 fives make fifteen and 3 kings pair it; a four only lets 3 fours
// pair it. So it leads the four.
func TestClassicPegs(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	v := countView("5S 4D KH", "", nil, "KD", [2]int{0, 0})
	v.Rules, v.Target = r, 121
	v.Held, v.Laid = []int{3, 4}, make([][]engine.Card, 2)
	v.Dealt = v.Hand
	v.Actions = []engine.Action{{Seat: 0, Card: v.Legal[0]}}
	if got := NewClassic(r).Act(v).Card.String(); got != "4D" {
		t.Errorf("lead %s, want 4D", got)
	}
	v = countView("TC 4D", "5H", []int{1}, "KD", [2]int{0, 0})
	v.Rules, v.Target = r, 121
	v.Held, v.Laid = []int{2, 3}, [][]engine.Card{nil, engine.MustParseCards("5H")}
	v.Actions = []engine.Action{{Seat: 0, Card: v.Legal[0]}}
	if got := NewClassic(r).Act(v).Card.String(); got != "TC" {
		t.Errorf("on a five %s, want TC (fifteen)", got)
	}
}
