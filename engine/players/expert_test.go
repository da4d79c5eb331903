package players

import (
	"noddy/engine"
	"noddy/engine/players/belief"
	"noddy/engine/players/score"

	"reflect"
	"slices"
	"strings"
	"testing"
)

// countView is a hand-made count view for seat 0, elder (seat 1 deals).
func countView(hand, pile string, pileBy []int, starter string, scores [2]int) engine.View {
	h := engine.MustParseCards(hand)
	p := []engine.Card{}
	if pile != "" {
		p = engine.MustParseCards(pile)
	}
	v := engine.View{
		Seat: 0, Deal: 3, Dealer: 1, Target: 31, Scores: scores[:], Phase: engine.PhaseCount, Turn: 0,
		Hand: h, Starter: engine.MustParseCards(starter)[0], Pile: p, PileBy: pileBy, Count: engine.PileTotal(p),
		Winner: -1,
	}
	v = noddyView(v)
	for _, c := range h {
		if engine.Fits(v.Count, c) {
			v.Legal = append(v.Legal, c)
		}
	}
	return v
}

// famCountSearch is the family's search of count view v (seat 0 to lay)
// with the other seat holding opp, valued by points (eq nil) or by the
// match (du Coeur's generated equity).
func famCountSearch(t *testing.T, v engine.View, opp string, byMatch bool, greed float64) (famSearch, fpos, *score.Scoring) {
	t.Helper()
	sc := score.New(&v.Rules)
	var eq *famEquity
	if byMatch {
		eq = NewFamily(FamilyExpertConfig(), v.Rules, 1).eq
	}
	s, p, ok := newFamSearch(&v, &sc, eq)
	if !ok {
		t.Fatal("cannot search the view")
	}
	s.greed = greed
	p.nh[1] = int8(copy(p.hands[1][:], engine.MustParseCards(opp)))
	return s, p, &sc
}

// famAfter is the search's value for seat 0 of laying card in p.
func famAfter(s *famSearch, p fpos, sc *score.Scoring, card string) float64 {
	c := engine.MustParseCards(card)[0]
	for i := int8(0); i < p.nh[p.turn]; i++ {
		if p.hands[p.turn][i] == c {
			return s.after(&p, famMove{i: i, pts: int16(sc.LayOn(p.pile[:p.np], int(p.count), c, s.starter))}, 64)
		}
	}
	return 0
}

// Hand-worked count: we hold 5H 4C, they hold TC 6S, starter KD, we lead.
// Leading 5H: they answer TC (fifteen 2), we lay 4C (19), they lay 6S (25,
// 2) and we cannot lay (last card 1): −5; answering 6S instead gives us
// 4C for fifteen and a run (4) and them 3: +1, so they take −5.
// Leading 4C: TC (14), 5H (19), 6S (25, 2), last card 1: −3; 6S instead
// lets 5H make fifteen and a run: +1. So 4C is worth −3, 5H −5.
func TestMinimaxPoints(t *testing.T) {
	v := countView("5H 4C", "", nil, "KD", [2]int{0, 0})
	s, p, sc := famCountSearch(t, v, "TC 6S", false, 0)
	for _, c := range []struct {
		card string
		want float64
	}{{"5H", -5}, {"4C", -3}} {
		if got := famAfter(&s, p, sc, c.card); got != c.want {
			t.Errorf("lead %s: %v, want %v", c.card, got, c.want)
		}
	}
}

// The same position with the other seat modelled half-greedy (Greed 0.5):
// after 5H its best reply (TC, −5) is also the one that scores most; after
// 4C the best reply is TC (−3) but the scoring-most reply, on a tie at
// nothing, is the lower card 6S (+1): ½(−3) + ½(+1) = −1.
func TestMinimaxGreed(t *testing.T) {
	v := countView("5H 4C", "", nil, "KD", [2]int{0, 0})
	s, p, sc := famCountSearch(t, v, "TC 6S", false, 0.5)
	for _, c := range []struct {
		card string
		want float64
	}{{"5H", -5}, {"4C", -1}} {
		if got := famAfter(&s, p, sc, c.card); got != c.want {
			t.Errorf("lead %s: %v, want %v", c.card, got, c.want)
		}
	}
}

// The same position valued by the match at 27–27: 4C loses 3 points
// (27–30, we deal next), 5H loses 5 and the match (they reach 31 with the
// last card). 4C's value is the table's 27–30 with us dealing; 5H's is 0.
func TestMinimaxWinChance(t *testing.T) {
	v := countView("5H 4C", "", nil, "KD", [2]int{27, 27})
	s, p, sc := famCountSearch(t, v, "TC 6S", true, 0)
	if got := famAfter(&s, p, sc, "5H"); got != 0 {
		t.Errorf("lead 5H at 27–27: %v, want 0 (they reach 31)", got)
	}
	want := s.eq.chance2(&[3]int16{27, 30}, 0, 0) // we (seat 0) deal next
	if got := famAfter(&s, p, sc, "4C"); got != want {
		t.Errorf("lead 4C at 27–27: %v, want %v", got, want)
	}
	// At 29–20, leading 5H: were they to answer 6S, our 4C would make
	// fifteen and a run and win mid-count, so they answer TC (fifteen,
	// 22); our 4C makes nothing, their 6S twenty-five (24) and last card
	// (25): 29–25 with us to deal.
	v = countView("5H 4C", "", nil, "KD", [2]int{29, 20})
	s, p, sc = famCountSearch(t, v, "TC 6S", true, 0)
	want = s.eq.chance2(&[3]int16{29, 25}, 0, 0)
	if got := famAfter(&s, p, sc, "5H"); got != want {
		t.Errorf("lead 5H at 29–20: %v, want %v", got, want)
	}
}

// A card that reaches the target is worth 1 whatever would follow, and
// the expert lays it.
func TestExpertTakesTheWin(t *testing.T) {
	v := countView("9H 5C 2D", "TS", []int{1}, "KD", [2]int{29, 30})
	v.Dealer = 0 // they are elder and led
	v.Laid[v.Opp()] = engine.MustParseCards("TS")
	v.Held[v.Opp()] = 2
	v.Dealt = slices.Clone(v.Hand)
	s, p, sc := famCountSearch(t, v, "6S 4D", true, 0)
	if got := famAfter(&s, p, sc, "5C"); got != 1 {
		t.Fatalf("5C makes fifteen at 29: %v, want 1", got)
	}
	if got := NewExpert(ExpertConfig(), 1).Choose(v); got.String() != "5C" {
		t.Fatalf("expert lays %s at 29–30 with a fifteen to make, want 5C", got)
	}
}

// The expert, medium and expert-points lay only legal cards through whole
// matches, against themselves and the others.
func TestExpertAlwaysLegal(t *testing.T) {
	n := uint64(60)
	if testing.Short() {
		n = 15
	}
	names := []string{"expert", "medium", "expert-points", "greedy", "random"}
	for seed := uint64(0); seed < n; seed++ {
		a := names[seed%3]
		b := names[(seed/3)%5]
		m, err := engine.NewMatch(engine.Noddy(), seed)
		if err != nil {
			t.Fatal(err)
		}
		pa, _ := NewPlayer(a, seed)
		pb, _ := NewPlayer(b, seed+1)
		if err := PlayOut(m, [2]Player{pa, pb}); err != nil {
			t.Fatalf("seed %d %s vs %s: %v", seed, a, b, err)
		}
		if m.Phase() != engine.PhaseOver {
			t.Fatalf("seed %d: match not over", seed)
		}
	}
}

// FuzzExpertLegal plays a match from any seed with the expert in both
// seats; every choice must be accepted.
func FuzzExpertLegal(f *testing.F) {
	for _, s := range []uint64{0, 1, 42, 1 << 40} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		m, err := engine.NewMatch(engine.Noddy(), seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := PlayOut(m, [2]Player{NewExpert(ExpertConfig(), seed), NewExpert(FamilyMediumConfig(), ^seed)}); err != nil {
			t.Fatal(err)
		}
	})
}

// Two matches whose views for the expert's seat are equal but in which the
// other seat holds different cards get the same choice, so the expert
// cannot be reading hidden cards.
func TestExpertReadsOnlyItsView(t *testing.T) {
	checked := 0
	for seed := uint64(0); seed < 40 && checked < 60; seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		for m.Phase() == engine.PhaseCount {
			seat := m.Turn()
			opp := 1 - seat
			v := m.View(seat)
			// Give the other seat a different hand with the same
			// declaration, or any different hand: its view is unchanged.
			held := m.Hand(opp)
			var other []engine.Card
			b := belief.New(v)
			for _, w := range b.Worlds() {
				if !reflect.DeepEqual(w, sortedCards(held)) {
					other = w
					break
				}
			}
			if other == nil {
				// Only the true hand fits: any other cards will do.
				others := v.Unseen()
				for _, c := range held {
					others = others.Without(c)
				}
				other = others.Cards()[:len(held)]
			}
			m2 := m.Rehand(opp, other)
			v2 := m2.View(seat)
			if !reflect.DeepEqual(v, v2) {
				t.Fatalf("seed %d: views differ", seed)
			}
			c1 := NewExpert(ExpertConfig(), 9).Choose(v)
			c2 := NewExpert(ExpertConfig(), 9).Choose(v2)
			if c1 != c2 {
				t.Fatalf("seed %d: %s with the true hand, %s with another", seed, c1, c2)
			}
			checked++
			if _, err := m.Apply(engine.Action{Seat: seat, Card: c1}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 60 {
		t.Fatalf("checked %d decisions, want 60", checked)
	}
}

func sortedCards(cs []engine.Card) []engine.Card { return engine.SetOf(cs...).Cards() }

// The same seed gives the same match; a player's choice depends on its
// seed and the view only, not on what it was asked before.
func TestExpertDeterministic(t *testing.T) {
	play := func() []engine.Event {
		m, _ := engine.NewMatch(engine.Noddy(), 77)
		a, _ := NewPlayer("expert", 5)
		b, _ := NewPlayer("medium", 6)
		if err := PlayOut(m, [2]Player{a, b}); err != nil {
			t.Fatal(err)
		}
		return m.Events()
	}
	if e1, e2 := play(), play(); !reflect.DeepEqual(e1, e2) {
		t.Fatal("two runs of one seed differ")
	}
	m, _ := engine.NewMatch(engine.Noddy(), 3)
	v := m.View(m.Turn())
	fresh := NewExpert(ExpertConfig(), 11)
	used := NewExpert(ExpertConfig(), 11)
	m2, _ := engine.NewMatch(engine.Noddy(), 4)
	used.Choose(m2.View(m2.Turn()))
	if a, b := fresh.Choose(v), used.Choose(v); a != b {
		t.Fatalf("choice depends on history: %v vs %v", a, b)
	}
}

func TestHint(t *testing.T) {
	v := countView("5H 4C 9D", "TS", []int{1}, "KD", [2]int{10, 12})
	v.Dealer = 0
	v.Laid[v.Opp()] = engine.MustParseCards("TS")
	v.Held[v.Opp()] = 2
	v.Shows[v.Opp()] = []engine.Combo{{Kind: engine.Fifteen, Points: 2}}
	v.Dealt = slices.Clone(v.Hand)
	hs := Hint(v)
	if len(hs) != 3 {
		t.Fatalf("%d hints, want 3", len(hs))
	}
	pts := map[string]int{}
	for i, h := range hs {
		pts[h.Card.String()] = h.Points
		if i > 0 && h.WinChance > hs[i-1].WinChance {
			t.Fatalf("hints not best first: %v", hs)
		}
		if h.Reason == "" || strings.Contains(h.Reason, "\n") {
			t.Fatalf("reason %q", h.Reason)
		}
	}
	if pts["5H"] != 2 || pts["4C"] != 0 || pts["9D"] != 0 {
		t.Fatalf("points %v, want 5H 2, 4C 0, 9D 0", pts)
	}
	for _, h := range hs {
		if h.Card.String() == "5H" && !strings.HasPrefix(h.Reason, "makes fifteen for two; leaves the count at 15") {
			t.Fatalf("5H reason %q", h.Reason)
		}
	}
	if got := NewExpert(ExpertConfig(), 1).Choose(v); got != hs[0].Card {
		t.Fatalf("expert (seed 1, the hint's) lays %s, hint says %s", got, hs[0].Card)
	}
	v.Legal = nil
	if Hint(v) != nil {
		t.Fatal("no legal card: want no hints")
	}
}

func TestLevels(t *testing.T) {
	if got := Levels(); !reflect.DeepEqual(got, []string{"easy", "medium", "expert"}) {
		t.Fatalf("Levels %v", got)
	}
	for _, n := range append(Levels(), "greedy", "random", "expert-points", "expert-greedy") {
		if _, err := NewPlayer(n, 1); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
	}
	if _, err := NewPlayer("peek", 1); err == nil {
		t.Fatal("peek is not a player")
	}
}

// Hand-made views that no match would give (not this seat's turn, a card
// not held, an empty declaration that no hand fits, a bad seat) get an
// answer from Legal, or NoCard, never a panic.
func TestExpertOddViews(t *testing.T) {
	v := countView("5H 4C", "", nil, "KD", [2]int{0, 0})
	v.Turn = -1
	if c := NewExpert(ExpertConfig(), 1).Choose(v); c != v.Legal[0] && c != v.Legal[1] {
		t.Fatalf("turn -1: %s", c)
	}
	v.Legal = append(v.Legal, engine.MustParseCards("9S")[0]) // not held
	NewExpert(ExpertConfig(), 1).Choose(v)
	Hint(v)
	v.Seat = 7
	v.Held[v.Opp()] = 3
	NewExpert(ExpertConfig(), 1).Choose(v)
	Hint(v)
	v.Legal = nil
	if c := NewExpert(ExpertConfig(), 1).Choose(v); c != engine.NoCard {
		t.Fatalf("no legal card: %s", c)
	}
	var zero engine.View
	zero.Legal = engine.MustParseCards("AS 2S")
	if c := NewExpert(ExpertConfig(), 1).Choose(zero); c.String() != "AS" && c.String() != "2S" {
		t.Fatalf("zero view: %s", c)
	}
}

// Expert against expert from match seed 77 (player seeds 5 and 6) lays
// these cards and ends 16–32 (the one stack's expert with world classes;
// before them 15–32; du Coeur's own expert before issue 23 also ended
// 16–32): pinned so that the WebAssembly run of the
// tests (make test-wasm-engine) shows the expert decides the same there.
func TestExpertPinnedMatch(t *testing.T) {
	m, _ := engine.NewMatch(engine.Noddy(), 77)
	a, _ := NewPlayer("expert", 5)
	b, _ := NewPlayer("expert", 6)
	if err := PlayOut(m, [2]Player{a, b}); err != nil {
		t.Fatal(err)
	}
	var laid []engine.Card
	for _, e := range m.Events() {
		if l, ok := e.(engine.Laid); ok {
			laid = append(laid, l.Card)
		}
	}
	const want = "9C 6S KS AH 3C AD 9D 6D TD 3D 7C KC TD 2C 7C 8D TS 3H 2D 2H 2C"
	if got := engine.FormatCards(laid); got != want || !slices.Equal(m.Scores(), []int{16, 32}) || m.Winner() != 1 {
		t.Fatalf("laid %s, scores %v, winner %d; want %s, [16 32], 1", got, m.Scores(), m.Winner(), want)
	}
}
