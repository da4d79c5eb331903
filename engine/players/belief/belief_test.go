package belief

import (
	"reflect"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// Every show's signature from handSig equals the one read from its full
// itemised Show, over every hand and starter (1,082,900 shows; a sample
// under -short).
func TestHandSigMatchesShow(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 17
	}
	n := 0
	for a := engine.Card(0); a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for s := engine.Card(0); s < 52; s++ {
					if s == a || s == b || s == c {
						continue
					}
					n++
					if n%step != 0 {
						continue
					}
					h := [3]engine.Card{a, b, c}
					if got, want := handSig(h, s), declSig(engine.Show(h, s)); got != want {
						t.Fatalf("%s starter %s: handSig %x, Show gives %x", engine.FormatCards(h[:]), s, got, want)
					}
				}
			}
		}
	}
	if n != 1082900 {
		t.Fatalf("visited %d shows, want 1,082,900", n)
	}
}

// beliefView is a hand-made view for seat 0 (dealer 1, so seat 0 is
// elder): it holds 2C 3D KH, the starter is 7S and the other seat declared
// only a pair royal.
func beliefView() engine.View {
	hand := engine.MustParseCards("2C 3D KH")
	v := noddyView(engine.View{
		Seat: 0, Deal: 1, Dealer: 1, Target: 31, Phase: engine.PhaseCount, Turn: 0,
		Hand: hand, Dealt: slices.Clone(hand), Starter: engine.MustParseCards("7S")[0],
		Legal: hand, Winner: -1,
	})
	v.Shows[1] = []engine.Combo{{Kind: engine.PairRoyal, Points: 6}}
	v.Held[1] = 3
	return v
}

// A pair royal alone with a seven turned. Either two of the three other
// sevens (3 ways) and a card X that adds nothing: not a seven (a double
// pair royal), not an eight (7+8), an ace (1+7+7), a four (4+7+7+7 = 25)
// or the jack of spades (Knave Noddy): 48 − 3 − 4 − 4 − 4 − 1 = 32 cards,
// 96 hands. Or three of a rank in hand that make nothing with the seven:
// aces, tens and queens (4 ways each), twos, threes and kings (we hold
// one: 1 way each), jacks without the jack of spades (1): 16 hands. Fours
// (4+4+7), fives (5+5+5), sixes (6+6+6+7), eights (8+7), nines (9+9+7)
// make a fifteen or twenty-five. 96 + 16 = 112.
func TestBeliefPairRoyal(t *testing.T) {
	v := beliefView()
	b := New(v)
	if got := b.Count(); got != 112 {
		t.Fatalf("pair royal with a seven turned: %d hands, want 112", got)
	}
	if got := len(b.Worlds()); got != 112 {
		t.Fatalf("Worlds: %d hands, want 112", got)
	}

	// The other seat has laid the seven of hearts: it holds one of 7C 7D
	// and one of the same 32 cards.
	v.Laid[v.Opp()] = engine.MustParseCards("7H")
	v.Held[v.Opp()] = 2
	v.Pile = v.Laid[v.Opp()]
	v.PileBy = []int{1}
	v.Count = 7
	b = New(v)
	if got := b.Count(); got != 64 {
		t.Fatalf("after 7H laid: %d hands, want 64", got)
	}
	for _, w := range b.Worlds() {
		if s := engine.SetOf(w...); len(w) != 2 || s&engine.SetOf(engine.MustParseCards("7C 7D")...) == 0 {
			t.Fatalf("world %s: want a seven of clubs or diamonds and one other card", engine.FormatCards(w))
		}
	}

	// After a go at 25 every unplayed card is over 6: X is a nine or a
	// ten-card (4 nines, 4 tens, 3 jacks, 4 queens, 3 kings): 2 × 18 = 36.
	v.Count = 25
	v.WentAt[1] = v.Count
	b = New(v)
	if got := b.Count(); got != 36 {
		t.Fatalf("after a go at 25: %d hands, want 36", got)
	}

	// Declared a double pair royal: the three other sevens, one hand.
	v = beliefView()
	v.Shows[v.Opp()] = []engine.Combo{{Kind: engine.DoublePairRoyal, Points: 12}}
	b = New(v)
	w := b.Worlds()
	if len(w) != 1 || engine.FormatCards(w[0]) != "7C 7D 7H" {
		t.Fatalf("double pair royal: worlds %v, want [7C 7D 7H]", w)
	}
}

// On views from real matches, the belief holds exactly the hands whose
// declaration, counted independently with Show, is the one declared, and
// always the true hand.
func TestBeliefMatchesBruteForce(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m, err := engine.NewMatch(engine.Noddy(), seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 4 && m.Phase() == engine.PhaseCount; step++ {
			seat := m.Turn()
			v := m.View(seat)
			b := New(v)
			want := 0
			pool := v.Unseen().Cards()
			var pick func(from int, h []engine.Card)
			pick = func(from int, h []engine.Card) {
				if len(h) == v.Held[v.Opp()] {
					full := [3]engine.Card{}
					copy(full[:], append(append([]engine.Card(nil), v.Laid[v.Opp()]...), h...))
					if reflect.DeepEqual(engine.Declaration(engine.Show(full, v.Starter)), v.Shows[v.Opp()]) {
						want++
					}
					return
				}
				for i := from; i < len(pool); i++ {
					pick(i+1, append(h, pool[i]))
				}
			}
			pick(0, nil)
			if got := b.Count(); got != want {
				t.Fatalf("seed %d step %d: belief has %d hands, brute force %d", seed, step, got, want)
			}
			truth := engine.SetOf(m.Hand(1 - seat)...)
			found := false
			for _, w := range b.Worlds() {
				if engine.SetOf(w...) == truth {
					found = true
				}
			}
			if !found {
				t.Fatalf("seed %d step %d: true hand %s not in the belief", seed, step, engine.FormatCards(m.Hand(1-seat)))
			}
			if _, err := m.Apply(engine.Action{Seat: seat, Card: players.Greedy{}.Choose(v)}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Before any card is laid the other seat's hand is one of C(48,3) =
// 17,296; in match seed 1 it declared nothing with the two of diamonds
// turned, which 3,770 of them do (the brute force above agrees).
func TestBeliefOpeningCount(t *testing.T) {
	m, err := engine.NewMatch(engine.Noddy(), 1)
	if err != nil {
		t.Fatal(err)
	}
	v := m.View(m.Turn())
	if len(v.Unseen().Cards()) != 48 || binom(48, 3) != 17296 {
		t.Fatalf("unseen cards %d, want 48", len(v.Unseen().Cards()))
	}
	if v.Starter.String() != "2D" || len(v.Shows[v.Opp()]) != 0 {
		t.Fatalf("match seed 1 opens with starter %s and declaration %q; the test expects 2D and nothing", v.Starter, english.Announce(v.Shows[v.Opp()]))
	}
	b := New(v)
	if got := b.Count(); got != 3770 {
		t.Fatalf("opening view: %d hands, want 3,770", got)
	}
}

func binom(n, k int) int {
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// each (rank first) finds exactly the hands that consistent accepts one
// by one, with cards laid and after a go.
func TestEachMatchesConsistent(t *testing.T) {
	views := []engine.View{beliefView()}
	v := beliefView()
	v.Laid[v.Opp()] = engine.MustParseCards("7H")
	v.Held[v.Opp()] = 2
	v.Count = 25
	v.WentAt[1] = v.Count
	views = append(views, v)
	for seed := uint64(10); seed < 16; seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		for m.Phase() == engine.PhaseCount {
			views = append(views, m.View(m.Turn()))
			m.Apply(engine.Action{Seat: m.Turn(), Card: players.Greedy{}.Choose(m.View(m.Turn()))})
			if m.View(0).Deal > 2 {
				break
			}
		}
	}
	for i, v := range views {
		b := New(v)
		want := map[[3]engine.Card]bool{}
		pool := b.pool
		var pick func(from int, h [3]engine.Card, n int)
		pick = func(from int, h [3]engine.Card, n int) {
			if n == b.held {
				if b.consistent(h) {
					want[h] = true
				}
				return
			}
			for j := from; j < len(pool); j++ {
				h[n] = pool[j]
				pick(j+1, h, n+1)
			}
		}
		pick(0, [3]engine.Card{}, 0)
		got := map[[3]engine.Card]bool{}
		b.each(func(h [3]engine.Card) bool {
			if got[h] {
				t.Fatalf("view %d: %v twice", i, h)
			}
			got[h] = true
			return true
		})
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("view %d: each finds %d hands, consistent %d", i, len(got), len(want))
		}
	}
}

// noddyView gives a hand-made view of du Coeur's Noddy what the engine
// fills in: the rules, two seats' scores, held and laid cards, shows and
// goes (nobody gone).
func noddyView(v engine.View) engine.View {
	v.Rules = engine.Noddy()
	if v.Scores == nil {
		v.Scores = make([]int, 2)
	}
	if v.Held == nil {
		v.Held = make([]int, 2)
	}
	if v.Laid == nil {
		v.Laid = make([][]engine.Card, 2)
	}
	if v.Shows == nil {
		v.Shows = make([][]engine.Combo, 2)
	}
	if v.WentAt == nil {
		v.WentAt = []int{-1, -1}
	}
	return v
}
