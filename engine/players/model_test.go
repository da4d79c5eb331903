package players

import (
	"noddy/engine"
	"reflect"

	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// Hand-worked: the other seat (1) holds 5H 9C KD, starter 2S. Leading 5H
// is a taker's lead (nothing scores; its lowest card) of three fitting:
// 0.98, 0.75, 1/3. On 5H 6S it lays 9C (20, nothing) where KD (21) scores
// nothing either: its lowest again, of two: 0.98², 0.75², 1/6.
func TestLayLikelihoodsTaker(t *testing.T) {
	hand, starter := cards(t, "5H 9C KD"), card(t, "2S")
	l := layLikelihoods(startPos(t, "6S 3D", hand, starter), cards(t, "5H 6S 9C 3D"), []int8{1, 0, 1, 0}, 1)
	want := likelihoods{0.98 * 0.98, 0.75 * 0.75, 1.0 / 6}
	for k := range l {
		if !near(l[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, l, want)
		}
	}
	// Leading KD is not a taker's lead: its slip shared by the two cards
	// it did not choose, 0.02/2 and 0.25/2. Then on KD 5S (15) 5H makes a
	// pair (2) where 9C (24) scores nothing: a taker's lay.
	l = layLikelihoods(startPos(t, "5S", hand, starter), cards(t, "KD 5S 5H"), []int8{1, 0, 1}, 1)
	want = likelihoods{0.01 * 0.98, 0.125 * 0.75, 1.0 / 3 / 2}
	for k := range l {
		if !near(l[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, l, want)
		}
	}
	// A lay with one fitting card tells nothing; our own lays are not
	// weighed.
	l = layLikelihoods(startPos(t, "TS TH 9C", cards(t, "KD"), starter), cards(t, "TS TH 9C KD"), []int8{0, 0, 0, 1}, 1)
	if l != (likelihoods{1, 1, 1}) {
		t.Fatalf("forced lay: %v, want 1 1 1", l)
	}
}

// startPos is a count's start with seat 0 holding ours and seat 1 theirs.
func startPos(t *testing.T, ours string, theirs []engine.Card, starter engine.Card) countPos {
	return countStartPos([2][]engine.Card{cards(t, ours), theirs}, starter)
}

// countLikelihoods reads the same from a view: the other seat has laid
// 5H and 9C and holds (in this world) KD.
func TestCountLikelihoodsFromView(t *testing.T) {
	v := countView("3D 7C", "5H 6S 9C", []int{1, 0, 1}, "2S", [2]int{4, 9})
	v.Laid[v.Opp()], v.Held[v.Opp()] = cards(t, "5H 9C"), 1
	got := countLikelihoods(&v, cards(t, "KD"))
	want := likelihoods{0.98 * 0.98, 0.75 * 0.75, 1.0 / 6}
	for k := range got {
		if !near(got[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, got, want)
		}
	}
	// Holding a 2 instead, neither 5H nor 9C was its lowest card (slips
	// of 0.02/2 then 0.02/1, 0.25/2 then 0.25/1).
	got = countLikelihoods(&v, cards(t, "2H"))
	want = likelihoods{0.01 * 0.02, 0.125 * 0.25, 1.0 / 6}
	for k := range got {
		if !near(got[k], want[k]) {
			t.Fatalf("with 2H, kind %d: %v, want %v", k, got, want)
		}
	}
}

// kindPrior weighs the kinds by the deals that are over, from seat 0's
// side: after the first hand-worked deal above, 1/3 × (0.9604, 0.5625,
// 1/6) normalised.
func TestKindPrior(t *testing.T) {
	v := countView("3D 7C", "", nil, "2S", [2]int{4, 9})
	if q := kindPrior(&v); q != (likelihoods{1.0 / 3, 1.0 / 3, 1.0 / 3}) {
		t.Fatalf("no deal over: %v", q)
	}
	d := engine.FinishedDeal{Deal: 1, Dealer: 0, Starter: card(t, "2S")}
	d.Hands = [][]engine.Card{cards(t, "6S 3D QC"), cards(t, "5H 9C KD")}
	d.Pile = cards(t, "5H 6S 9C 3D")
	d.PileBy = []int8{1, 0, 1, 0}
	v.Finished = []engine.FinishedDeal{d}
	q := kindPrior(&v)
	sum := 0.9604 + 0.5625 + 1.0/6
	want := likelihoods{0.9604 / sum, 0.5625 / sum, 1.0 / 6 / sum}
	for k := range q {
		if !near(q[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, q, want)
		}
	}
	if g := expectedGreed(q); !near(g, want[0]+want[1]*0.5) {
		t.Fatalf("greed %v, want %v", g, want[0]+want[1]*0.5)
	}
	// Seat 1 reads seat 0's lays in the same deal: 6S on 5H (11) where
	// 3D (8) and QC (15, fifteen two) fit is not a taker's.
	v.Seat = 1
	q = kindPrior(&v)
	if !(q[2] > q[1] && q[1] > q[0]) {
		t.Fatalf("seat 1's view of seat 0: %v, want the kind that tells nothing first", q)
	}
}

// The expert learns its opponent: by the end of a match against greedy it
// holds it a taker (the one who mostly takes stays possible, as every lay
// of greedy's fits both), against random a player whose choices tell
// nothing.
func TestExpertLearnsItsOpponent(t *testing.T) {
	for _, c := range []struct {
		opp       string
		greed     float64 // at least (greedy) or at most (random)
		kind, not int     // kind most likely, kind below 0.01
	}{{"greedy", 0.9, 0, 2}, {"random", 0.1, 2, 0}} {
		m, _ := engine.NewMatch(engine.Noddy(), 3)
		rec := &recorder{p: NewExpert(ExpertConfig(), 1)}
		o, _ := NewPlayer(c.opp, 2)
		if err := PlayOut(m, [2]Player{rec, o}); err != nil {
			t.Fatal(err)
		}
		v := rec.last
		if len(v.Finished) < 3 {
			t.Fatalf("%s: only %d deals over at the expert's last decision", c.opp, len(v.Finished))
		}
		q := kindPrior(&v)
		g := expectedGreed(q)
		if q[c.kind] < q[0] || q[c.kind] < q[1] || q[c.kind] < q[2] || q[c.not] > 0.01 ||
			(c.kind == 0 && g < c.greed) || (c.kind == 2 && g > c.greed) {
			t.Fatalf("%s after %d deals: kinds %v, greed %.3f", c.opp, len(v.Finished), q, g)
		}
	}
}

type recorder struct {
	p    Player
	last engine.View
}

func (r *recorder) Choose(v engine.View) engine.Card { r.last = v; return r.p.Choose(v) }

// The view's finished deals are the deals as the events tell them: both
// hands dealt, the starter and every lay in order. A clone keeps its own.
func TestViewFinishedDeals(t *testing.T) {
	m, _ := engine.NewMatch(engine.Noddy(), 1)
	g := [2]Player{Greedy{}, Greedy{}}
	for m.Phase() == engine.PhaseCount && len(m.View(0).Finished) < 2 {
		s := m.Turn()
		if _, err := m.Apply(engine.Action{Seat: s, Card: g[s].Choose(m.View(s))}); err != nil {
			t.Fatal(err)
		}
	}
	var want []engine.FinishedDeal
	var cur engine.FinishedDeal
	for _, e := range m.Events() {
		switch e := e.(type) {
		case engine.Laid:
			cur.Pile, cur.PileBy = append(cur.Pile, e.Card), append(cur.PileBy, int8(e.Seat))
		case engine.HandEnded:
			cur.Deal, cur.Dealer, cur.Starter, cur.Hands, cur.Crib = e.Deal, e.Dealer, e.Starter, e.Hands, e.Crib
			want = append(want, cur)
			cur = engine.FinishedDeal{}
		}
	}
	for seat := 0; seat < 2; seat++ {
		got := m.View(seat).Finished
		if len(got) != 2 || !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d: finished %+v, want %+v", seat, got, want)
		}
	}
	c := m.Clone()
	m.View(0).Finished[0].Deal = 99 // a view's copy, not the match's
	if m.View(0).Finished[0].Deal != 1 || !reflect.DeepEqual(c.View(0).Finished[0], want[0]) {
		t.Fatal("a view or a clone shares the match's finished deals")
	}
}
