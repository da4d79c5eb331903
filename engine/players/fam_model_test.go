package players

import (
	"math"
	"reflect"
	"testing"

	"noddy/engine"
	"noddy/engine/players/score"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// famStart is a count's start in du Coeur's Noddy with seat 0 holding ours
// and seat 1 theirs, seat 1 to lead.
func famStart(ours, theirs string) fpos {
	var p fpos
	p.won, p.turn = -1, 1
	p.nh[0] = int8(copy(p.hands[0][:], engine.MustParseCards(ours)))
	p.nh[1] = int8(copy(p.hands[1][:], engine.MustParseCards(theirs)))
	return p
}

// Hand-worked (du Coeur's Noddy, as the model of du Coeur's expert before
// issue 23 was checked): the other seat (1) holds 5H 9C KD, starter 2S.
// Leading 5H, nothing scores: its lowest card, the greedy taker's choice
// (0.98), and mostly the one who mostly takes (0.75); the taker of any top
// card has nothing to choose by and lays it one time in three, as one who
// tells nothing does. On 5H 6S it lays 9C (20, nothing) where KD (21)
// scores nothing either: its lowest again, one of two.
func TestLayLikelihoodsTaker(t *testing.T) {
	r := engine.Noddy()
	sc := score.New(&r)
	s := famReplaySearch(&r, &sc, engine.MustParseCards("2S")[0], 0)
	l := famLayLikelihoods(&s, famStart("6S 3D", "5H 9C KD"), engine.MustParseCards("5H 6S 9C 3D"), []int8{1, 0, 1, 0}, 1)
	want := famLikelihoods{0.98 * 0.98, 1.0 / 6, 0.75 * 0.75, 1.0 / 6}
	for k := range l {
		if !near(l[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, l, want)
		}
	}
	// Leading KD is not the greedy taker's lead: its slip shared by the
	// two cards it did not choose, 0.02/2. Then on KD 5S (15) 5H makes a
	// pair (2) where 9C (24) scores nothing: every taker's lay.
	l = famLayLikelihoods(&s, famStart("5S", "5H 9C KD"), engine.MustParseCards("KD 5S 5H"), []int8{1, 0, 1}, 1)
	want = famLikelihoods{0.01 * 0.98, 0.98 / 3, 0.125 * 0.75, 1.0 / 3 / 2}
	for k := range l {
		if !near(l[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, l, want)
		}
	}
	// A lay with one fitting card tells nothing; our own lays are not
	// weighed.
	p := famStart("TS TH 9C", "KD")
	p.turn = 0
	l = famLayLikelihoods(&s, p, engine.MustParseCards("TS TH 9C KD"), []int8{0, 0, 0, 1}, 1)
	if l != (famLikelihoods{1, 1, 1, 1, 1}) {
		t.Fatalf("forced lay: %v, want 1 1 1 1 1", l)
	}
}

// famKindPrior weighs the kinds by the deals that are over, from seat 0's
// side: after the first hand-worked deal above, (1/6, 1/6, 1/3, 1/3) ×
// (0.9604, 1/6, 0.5625, 1/6) normalised.
func TestKindPrior(t *testing.T) {
	r := engine.Noddy()
	sc := score.New(&r)
	v := countView("3D 7C", "", nil, "2S", [2]int{4, 9})
	if q := famKindPrior(&v, &sc); q != famUniform(false) {
		t.Fatalf("no deal over: %v", q)
	}
	d := engine.FinishedDeal{Deal: 1, Dealer: 0, Starter: engine.MustParseCards("2S")[0]}
	d.Hands = [][]engine.Card{engine.MustParseCards("6S 3D QC"), engine.MustParseCards("5H 9C KD")}
	d.Pile = engine.MustParseCards("5H 6S 9C 3D")
	d.PileBy = []int8{1, 0, 1, 0}
	v.Finished = []engine.FinishedDeal{d}
	q := famKindPrior(&v, &sc)
	w := famLikelihoods{0.9604 / 6, 1.0 / 36, 0.5625 / 3, 1.0 / 18}
	sum := w[0] + w[1] + w[2] + w[3]
	want := famLikelihoods{w[0] / sum, w[1] / sum, w[2] / sum, w[3] / sum}
	for k := range q {
		if !near(q[k], want[k]) {
			t.Fatalf("kind %d: %v, want %v", k, q, want)
		}
	}
	if g, _ := famExpectedGreed(q, false); !near(g, want[0]+want[1]+want[2]*0.5) {
		t.Fatalf("greed %v, want %v", g, want[0]+want[1]+want[2]*0.5)
	}
	// Seat 1 reads seat 0's lays in the same deal: 6S on 5H (11) where
	// 3D (8) and QC (15, fifteen two) fit is no taker's.
	v.Seat = 1
	q = famKindPrior(&v, &sc)
	if !(q[3] > q[2] && q[2] > q[1] && q[2] > q[0]) {
		t.Fatalf("seat 1's view of seat 0: %v, want the kind that tells nothing first", q)
	}
}

// The expert learns its opponent: by the end of a match against greedy it
// holds it the greedy taker, against random a player whose choices tell
// nothing (the expected reply's greed at most 0.15: random's lays fall on
// a top-scoring card often enough that the taker of any such card keeps a
// tenth of the weight after five deals; the model before issue 23, without
// that kind, was held to 0.1).
func TestExpertLearnsItsOpponent(t *testing.T) {
	r := engine.Noddy()
	sc := score.New(&r)
	for _, c := range []struct {
		opp       string
		greed     float64 // at least (greedy) or at most (random)
		kind, not int     // kind most likely, kind below 0.01
	}{{"greedy", 0.9, 0, 3}, {"random", 0.15, 3, 0}} {
		m, _ := engine.NewMatch(r, 3)
		rec := &recorder{p: NewExpert(ExpertConfig(), 1)}
		o, _ := NewPlayer(c.opp, 2)
		if err := PlayOut(m, [2]Player{rec, o}); err != nil {
			t.Fatal(err)
		}
		v := rec.last
		if len(v.Finished) < 3 {
			t.Fatalf("%s: only %d deals over at the expert's last decision", c.opp, len(v.Finished))
		}
		q := famKindPrior(&v, &sc)
		g, _ := famExpectedGreed(q, false)
		for k := range q {
			if q[c.kind] < q[k] {
				t.Fatalf("%s after %d deals: kinds %v", c.opp, len(v.Finished), q)
			}
		}
		if q[c.not] > 0.01 || (c.kind == 0 && g < c.greed) || (c.kind == 3 && g > c.greed) {
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
