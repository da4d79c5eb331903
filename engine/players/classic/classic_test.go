package classic

import (
	"math"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
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

// The crib table the players made by their model of the other seat's
// discards (engine/players' famModelCrib, read through DiscardValues)
// reproduces the published one, made by other hands with other methods,
// within 0.4 of a point for every pair of ranks and 0.15 on the whole
// (root mean square; measured 0.35 and 0.117). Each pair is laid out, in
// two suits, from a six-card hand of both roles.
func TestModelCribMatchesPublishedTable(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	worst, ss, n := 0.0, 0.0, 0
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			x, y := engine.NewCard(engine.Rank(a+1), engine.Clubs), engine.NewCard(engine.Rank(b+1), engine.Diamonds)
			hand := []engine.Card{x, y}
			for c := engine.Card(0); len(hand) < 6; c++ {
				if c.Suit() == engine.Hearts || c.Suit() == engine.Spades {
					if c.Rank() != x.Rank() && c.Rank() != y.Rank() {
						hand = append(hand, c)
					}
				}
			}
			for role, pub := range [2]float64{schellOwn[a][b], schellOther[a][b]} {
				v := engine.View{Rules: r, Seat: 0, Dealer: role, Target: 121, Scores: []int{0, 0},
					Phase: engine.PhaseDiscard, Hand: hand, Winner: -1}
				for i := range hand {
					for j := i + 1; j < len(hand); j++ {
						v.Actions = append(v.Actions, engine.Action{Kind: engine.ActDiscard, Cards: []engine.Card{hand[i], hand[j]}})
					}
				}
				d := players.DiscardValues(v)[0].Crib - pub
				worst = max(worst, math.Abs(d))
				ss += d * d
				n++
			}
		}
	}
	if rms := math.Sqrt(ss / float64(n)); n != 182 || worst > 0.4 || rms > 0.15 {
		t.Errorf("%d pairs: the model's crib table is %.2f from the published one at worst, %.3f rms", n, worst, rms)
	}
	t.Logf("%.3f at worst, %.4f rms", worst, math.Sqrt(ss/float64(n)))
}

// The classic player pegs greedily: a fifteen when it can; with nothing to
// score, the lead whose best reply scores least on average over the cards
// it cannot see. Leading from 5S 4D KH (we hold them, KD is the starter):
// a five lets any of 16 ten-cards make fifteen and 3 fives pair it; a king
// lets 4 fives make fifteen and 3 kings pair it; a four only lets 3 fours
// pair it. So it leads the four.
func TestClassicPegs(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	v := countView(r, "5S 4D KH", "", nil)
	v.Held, v.Laid = []int{3, 4}, make([][]engine.Card, 2)
	v.Dealt = v.Hand
	if got := New(r).Act(v).Card.String(); got != "4D" {
		t.Errorf("lead %s, want 4D", got)
	}
	v = countView(r, "TC 4D", "5H", []int{1})
	v.Held, v.Laid = []int{2, 3}, [][]engine.Card{nil, engine.MustParseCards("5H")}
	if got := New(r).Act(v).Card.String(); got != "TC" {
		t.Errorf("on a five %s, want TC (fifteen)", got)
	}
}

// countView is seat 0's view in the play of a match of r to 121, KD the
// starter, no points yet: hand held, pile laid (by pileBy).
func countView(r engine.Rules, hand, pile string, pileBy []int) engine.View {
	v := engine.View{Rules: r, Seat: 0, Deal: 3, Dealer: 1, Target: 121, Scores: []int{0, 0},
		Phase: engine.PhaseCount, Turn: 0, Hand: engine.MustParseCards(hand),
		Starter: engine.MustParseCards("KD")[0], PileBy: pileBy, Winner: -1,
		Shows: make([][]engine.Combo, 2), WentAt: []int{-1, -1}}
	if pile != "" {
		v.Pile = engine.MustParseCards(pile)
	}
	v.Count = engine.PileTotal(v.Pile)
	for _, c := range v.Hand {
		if engine.Fits(v.Count, c) {
			v.Legal = append(v.Legal, c)
		}
	}
	v.Actions = []engine.Action{{Seat: 0, Card: v.Legal[0]}}
	return v
}
