package players

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"noddy/engine"
	"noddy/engine/players/score"
)

// viewConfigs are the rule sets the view and rule tests play: every game
// and player count, and the options that change what a seat is asked.
func viewConfigs(t testing.TB) []engine.Rules {
	out := engine.AllRules()
	for _, o := range []struct {
		name string
		opts []string
	}{{"macgregor", []string{"claims"}}, {"macgregor", []string{"claims-at-end", "best-of-three"}}, {"cribbage", []string{"muggins"}}} {
		r, err := engine.Lookup(o.name, 0, o.opts...)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// The search lays out a play exactly as the state machine does: from the
// start of real plays, random lines laid in both give the same turns, the
// same points for the cards and the goes, the same end and the same win.
func TestFamilySearchFollowsTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, r := range viewConfigs(t) {
		sc := score.New(&r)
		plays := 0
		for seed := uint64(1); plays < 40 && seed < 400; seed++ {
			m, _ := engine.NewMatch(r, seed)
			seats := make([]Actor, r.Seats)
			for s := range seats {
				seats[s] = Easy{}
			}
			for m.Phase() != engine.PhaseOver && plays < 40 {
				if m.Phase() != engine.PhaseCount || len(m.View(m.Turn()).Pile) != 0 || len(m.View(m.Turn()).Laid[m.Turn()]) != 0 {
					s := m.Waiting()[0]
					if _, err := m.Apply(seats[s].Act(m.View(s))); err != nil {
						t.Fatal(err)
					}
					continue
				}
				plays++
				checkPlay(t, r, &sc, m, rng)
			}
		}
	}
}

// checkPlay lays random cards from a play's start in m and in the search.
func checkPlay(t *testing.T, r engine.Rules, sc *score.Scoring, m *engine.Match, rng *rand.Rand) {
	t.Helper()
	v := m.View(m.Turn())
	s, p, ok := newFamSearch(&v, sc, nil)
	if !ok {
		t.Fatalf("%s: cannot search %+v", r.Name, v)
	}
	for i := 0; i < r.Seats; i++ {
		p.nh[i] = int8(copy(p.hands[i][:], m.Hand(i)))
	}
	deal := v.Deal
	scores := append([]int(nil), v.Scores...)
	wonInPlay := -1
	for {
		seat := m.Turn()
		legal := m.LegalCards(seat)
		c := legal[rng.IntN(len(legal))]
		i := -1
		for k := 0; k < int(p.nh[seat]); k++ {
			if p.hands[seat][k] == c {
				i = k
			}
		}
		if int(p.turn) != seat || i < 0 {
			t.Fatalf("%s: search has seat %d to lay, engine %d laying %s", r.Name, p.turn, seat, c)
		}
		pts := int16(sc.Lay(p.pile[:p.np], c, v.Starter))
		s.apply(&p, famMove{i: int8(i), pts: pts})
		evs, err := m.Apply(engine.Action{Seat: seat, Card: c})
		if err != nil {
			t.Fatal(err)
		}
	events:
		for _, e := range evs {
			switch e := e.(type) {
			case engine.Laid:
				scores[r.SideOf(e.Seat)] += e.Points
			case engine.Scored:
				if e.Combo.Kind == engine.LastCard {
					scores[r.SideOf(e.Seat)] += e.Points
				}
			case engine.Won:
				wonInPlay = e.Side
			case engine.GameWon:
				wonInPlay = e.Side
			case engine.Shown, engine.HandEnded:
				break events
			}
		}
		// A card that reaches the target wins there: the engine stops
		// counting its combinations at the target, the search adds them
		// all; past the target the points do not matter.
		for side := range scores {
			if wonInPlay < 0 && int(p.scores[side]) != scores[side] {
				t.Fatalf("%s %d seats: after %s on %v (count %d, starter %s) scores %v, engine %v", r.Name, r.Seats, c, p.pile[:p.np], p.count, v.Starter, p.scores, scores)
			}
		}
		if wonInPlay >= 0 || p.won >= 0 {
			if !p.over || int(p.won) != wonInPlay {
				t.Fatalf("%s: the engine's play won by %d, the search's by %d (over %v)", r.Name, wonInPlay, p.won, p.over)
			}
			return
		}
		if m.Phase() == engine.PhaseOver || m.Phase() == engine.PhaseGameOver {
			if !p.over {
				t.Fatalf("%s: the engine's game was won after the play, the search's play goes on", r.Name)
			}
			return
		}
		stillPlaying := m.Phase() == engine.PhaseCount && m.View(0).Deal == deal
		if stillPlaying == p.over {
			t.Fatalf("%s: after %s engine playing %v, search over %v", r.Name, c, stillPlaying, p.over)
		}
		if !stillPlaying {
			return
		}
		if int(p.turn) != m.Turn() || int(p.count) != m.View(0).Count {
			t.Fatalf("%s: after %s search turn %d count %d, engine %d %d", r.Name, c, p.turn, p.count, m.Turn(), m.View(0).Count)
		}
	}
}

// No level reads what its view hides: in every game and player count its
// choices are the same when every card it cannot see is dealt again
// (Match.SwapHidden), over many decisions against easy.
func TestFamilyReadsOnlyItsView(t *testing.T) {
	for _, level := range []FamilyConfig{FamilyExpertConfig(), FamilyMediumConfig()} {
		for _, r := range viewConfigs(t) {
			decisions := 0
			for seed := uint64(1); decisions < 40 && seed < 10; seed++ {
				m, _ := engine.NewMatch(r, seed)
				seats := make([]Actor, r.Seats)
				for s := range seats {
					seats[s] = Easy{}
				}
				me := NewFamily(level, r, seed)
				seats[0] = me
				for m.Phase() != engine.PhaseOver {
					s := m.Waiting()[0]
					v := m.View(s)
					if s == 0 && (len(v.Actions) > 1 || len(v.Legal) > 1) {
						decisions++
						want := me.clone().Act(v)
						for k := uint64(0); k < 3; k++ {
							m2 := m.SwapHidden(0, seed*10+k)
							if got := me.clone().Act(m2.View(0)); !got.Equal(want) {
								t.Fatalf("%s %v seed %d: %v with the hidden cards dealt again, %v before", r.Name, r.Options, seed, got, want)
							}
						}
					}
					if _, err := m.Apply(seats[s].Act(v)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// MacGregor's option 2: the expert and medium never call "False" on the
// true declarations of honest players, and do call one no hand could make.
func TestFamilyCallsOnlyTheImpossible(t *testing.T) {
	r, _ := engine.Lookup("macgregor", 2, "claims")
	calls := 0
	for seed := uint64(1); seed <= 60; seed++ {
		m, _ := engine.NewMatch(r, seed)
		seats := []Actor{NewFamily(FamilyExpertConfig(), r, seed), NewFamily(FamilyMediumConfig(), r, seed)}
		if seed%2 == 0 {
			seats[1] = Easy{}
		}
		for m.Phase() != engine.PhaseOver {
			s := m.Waiting()[0]
			a := seats[s].Act(m.View(s))
			if a.Kind == engine.ActCall {
				calls++
				if a.Yes {
					t.Fatalf("seed %d: seat %d called a true declaration", seed, s)
				}
			}
			if _, err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if calls < 100 {
		t.Fatalf("only %d calls answered", calls)
	}
	// The elder declares three double pair royals: no hand holds them.
	m, _ := engine.NewMatch(r, 3)
	for m.Phase() != engine.PhaseClaim {
		s := m.Waiting()[0]
		m.Apply(Easy{}.Act(m.View(s)))
	}
	dpr := engine.Combo{Kind: engine.DoublePairRoyal, Points: 12}
	if _, err := m.Apply(engine.Action{Seat: m.Turn(), Kind: engine.ActClaim, Combos: []engine.Combo{dpr, dpr, dpr}}); err != nil {
		t.Fatal(err)
	}
	caller := m.Turn()
	if m.Phase() != engine.PhaseCall {
		t.Fatalf("phase %v after a declaration", m.Phase())
	}
	for _, cfg := range []FamilyConfig{FamilyExpertConfig(), FamilyMediumConfig()} {
		if a := NewFamily(cfg, r, 1).Act(m.View(caller)); !a.Yes {
			t.Fatal("a declaration of 36 went uncalled")
		}
	}
}

// Costly Colours: when a mog point would end the game, the elder offers
// and the dealer accepts; the right knave is never passed.
func TestFamilyMog(t *testing.T) {
	r, _ := engine.Lookup("costly-colours", 2)
	passes := 0
	for seed := uint64(1); seed <= 200; seed++ {
		m, _ := engine.NewMatch(r, seed)
		f := NewFamily(FamilyExpertConfig(), r, seed)
		for m.Phase() != engine.PhaseOver && m.View(0).Deal < 4 {
			s := m.Waiting()[0]
			v := m.View(s)
			switch v.Actions[0].Kind {
			case engine.ActMogOffer:
				w := v
				w.Scores = []int{60, 60}
				if !f.Act(w).Yes {
					t.Fatalf("seed %d: no offer with the dealer one short", seed)
				}
			case engine.ActMogReply:
				w := v
				w.Scores = []int{60, 60}
				if !f.Act(w).Yes {
					t.Fatalf("seed %d: a refusal with the elder one short", seed)
				}
			case engine.ActMogPass:
				a := f.Act(v)
				if a.Card.Rank() == engine.Jack && a.Card.Suit() == v.Starter.Suit() {
					t.Fatalf("seed %d: passed the right knave %s from %s", seed, a.Card, engine.FormatCards(v.Hand))
				}
				passes++
			}
			if _, err := m.Apply(f.Act(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if passes == 0 {
		t.Fatal("no mog was accepted")
	}
}

// Six-card cribbage: with 5 5 2 Q 3 3 the expert lays the fives out to its
// own crib as dealer, and keeps them out of the dealer's as pone.
func TestFamilyDiscardWeighsTheCrib(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	hand := cards(t, "5C 5D 2H QS 3C 3H")
	for _, dealer := range []int{0, 1} {
		v := engine.View{Seat: 0, Rules: r, Dealer: dealer, Target: 121, Scores: []int{0, 0},
			Phase: engine.PhaseDiscard, Turn: -1, Hand: hand, Kept: hand, Dealt: hand, Starter: engine.NoCard,
			Gave: engine.NoCard, Got: engine.NoCard, Held: []int{6, 6}, Laid: make([][]engine.Card, 2),
			WentAt: []int{-1, -1}, Shows: make([][]engine.Combo, 2), Winner: -1}
		for _, cs := range combinations(hand, 2) {
			v.Actions = append(v.Actions, engine.Action{Seat: 0, Kind: engine.ActDiscard, Cards: cs})
		}
		a := NewFamily(FamilyExpertConfig(), r, 1).Act(v)
		fives := a.Cards[0].Rank() == 5 && a.Cards[1].Rank() == 5
		if fives != (dealer == 0) {
			t.Fatalf("dealer %d: laid out %s", dealer, engine.FormatCards(a.Cards))
		}
	}
}

// Near the end the discard weighs each starter's show, in the order the
// points are counted: the pone at 111 against 104 needs eight once it has
// pegged its mean, and the dealer, whose hand and crib count after it,
// gets home on what they make on average when the crib holds 6-9. Keeping
// A-J-4-K makes the eight with 20 starters of 46, which is its chance.
// Read on expected points alone that discard lost (its mean hand, 6.5,
// falls short, and the dealer's side then gets there), and the expert
// kept 6-A-J-4 (9-K out: most points, hand less the crib it gives), which
// wins less often.
func TestFamilyDiscardNearTheEnd(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	hand := cards(t, "6D AD JC 9S 4C KD")
	v := engine.View{Seat: 0, Rules: r, Dealer: 1, Target: 121, Scores: []int{111, 104},
		Phase: engine.PhaseDiscard, Turn: -1, Hand: hand, Kept: hand, Dealt: hand, Starter: engine.NoCard,
		Gave: engine.NoCard, Got: engine.NoCard, Held: []int{6, 6}, Laid: make([][]engine.Card, 2),
		WentAt: []int{-1, -1}, Shows: make([][]engine.Combo, 2), Winner: -1}
	for _, cs := range combinations(hand, 2) {
		v.Actions = append(v.Actions, engine.Action{Seat: 0, Kind: engine.ActDiscard, Cards: cs})
	}
	f := NewFamily(FamilyExpertConfig(), r, 1)
	vals := f.discardValues(&v)
	best, chances := f.discardPick(&v, vals)
	if got := engine.FormatCards(v.Actions[best].Cards); got != "6D 9S" || chances[best] != 20.0/46 {
		t.Errorf("laid out %s, chance %v; want 6D 9S, 20/46", got, chances[best])
	}
	for i, a := range v.Actions {
		if got := fmt.Sprintf("%.4f", chances[i]); engine.FormatCards(a.Cards) == "9S KD" && got != "0.3695" {
			t.Errorf("9S KD out: chance %s, want 0.3695", got)
		}
	}
}

func combinations(cs []engine.Card, k int) [][]engine.Card {
	if k == 0 {
		return [][]engine.Card{nil}
	}
	var out [][]engine.Card
	for i := 0; i+k <= len(cs); i++ {
		for _, rest := range combinations(cs[i+1:], k-1) {
			out = append(out, append([]engine.Card{cs[i]}, rest...))
		}
	}
	return out
}

// Regenerating the tables with the checked-in settings reproduces
// family_tables.go byte for byte.
func TestFamilyTablesRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating the tables takes about 30 s")
	}
	src, err := FamilyTablesSource(FamilyTablesDeals, FamilyTablesSeed)
	if err != nil {
		t.Fatal(err)
	}
	checked, err := os.ReadFile("family_tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, checked) {
		t.Fatal("family_tables.go does not match a regeneration: run go generate ./engine/players")
	}
}

// Every rule set of the family has its tables; they decode; a side's
// chance grows with its score and falls with the other's (within sampling
// noise), and is 1 at the target.
func TestFamilyTables(t *testing.T) {
	for _, r := range familyRules(t) {
		f := NewFamily(FamilyExpertConfig(), r, 1)
		if f.tabs == nil || f.eq == nil {
			t.Fatalf("%s %v: no tables (%s)", r.Name, r.Options, famKey(&r))
		}
		if r.CribSize() > 0 && len(f.tabs.crib) != famCribRoles(&r)*famCribClasses(r.ToCrib) {
			t.Fatalf("%s: crib table of %d", r.Name, len(f.tabs.crib))
		}
	}
	for i := range famGenerated {
		g := &famGenerated[i]
		q, err := famDecode(g.equity, g.target, g.sides*(g.sides-1)/2)
		if err != nil {
			t.Fatalf("%s: %v", g.key, err)
		}
		e := famEquity{sides: g.sides, target: g.target, q: q}
		T := g.target
		step := max(1, T/12)
		for ri := 1; ri < g.sides; ri++ {
			for rj := 0; rj < ri; rj++ {
				for a := 0; a+step < T; a += step {
					for b := 0; b+step < T; b += step {
						x := e.pair(ri, rj, a, b)
						if e.pair(ri, rj, a+step, b) < x-0.02 || e.pair(ri, rj, a, b+step) > x+0.02 {
							t.Fatalf("%s: roles %d,%d at %d–%d not monotone", g.key, ri, rj, a, b)
						}
					}
				}
				if e.pair(ri, rj, T, 0) != 1 || e.pair(ri, rj, 0, T) != 0 {
					t.Fatalf("%s: not decided at the target", g.key)
				}
			}
		}
	}
}

// famEncode and famDecode round-trip any table, large steps included.
func TestFamilyEquityText(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, T := range []int{1, 5, 31} {
		tab := make([]float64, 3*T*T)
		for i := range tab {
			tab[i] = rng.Float64()
		}
		s, err := famEncode(tab, T)
		if err != nil {
			t.Fatal(err)
		}
		q, err := famDecode(s, T, 3)
		if err != nil {
			t.Fatal(err)
		}
		for i := range q {
			if int(q[i]) != int(tab[i]*4095+0.5) {
				t.Fatalf("T %d entry %d: %d, want %v", T, i, q[i], tab[i]*4095)
			}
		}
	}
}

// famEquityFromDeals on hand-made deals: a deal that always takes the
// elder's side to the target wins for it; one where the dealer's side
// scores first and enough wins for the dealer; three sides whose third
// alone scores leave the pair's race where it is, for ever even.
func TestFamilyEquityFromDeals(t *testing.T) {
	tab, err := famEquityFromDeals([]famDeal{{{role: 1, pts: 31}}}, 2, 31)
	if err != nil {
		t.Fatal(err)
	}
	e := famEquity{sides: 2, target: 31}
	for _, x := range tab {
		e.q = append(e.q, uint16(x*4095+0.5))
	}
	if e.pair(1, 0, 0, 0) != 1 || e.pair(1, 0, 30, 30) != 1 {
		t.Fatal("the elder always makes 31")
	}
	tab, err = famEquityFromDeals([]famDeal{{{role: 0, pts: 5}, {role: 1, pts: 5}}}, 2, 10)
	if err != nil {
		t.Fatal(err)
	}
	// From 5–5 the dealer's side scores first and wins; the elder at 5
	// against 0 wins only when it deals... it scores first next deal.
	if tab[(0*10+5)*10+5] != 0 {
		t.Fatalf("elder at 5–5: %v, want 0", tab[(0*10+5)*10+5])
	}
	tab, err = famEquityFromDeals([]famDeal{{{role: 2, pts: 1}}, {{role: 1, pts: 1}}, {{role: 0, pts: 1}}}, 3, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range tab {
		if x < 0 || x > 1 {
			t.Fatalf("not a chance: %v", x)
		}
	}
	if _, err := famEquityFromDeals([]famDeal{{}}, 2, 31); err == nil {
		t.Fatal("a deal that scores nothing: want an error")
	}
}
