package score

import (
	"math/rand/v2"
	"testing"

	"noddy/engine"
)

// familyRules is every registered rule set at every player count, with
// no options and with each option alone (engine.AllSetups).
func familyRules(t testing.TB) []engine.Rules {
	rs, err := engine.AllSetups()
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// The fast totals agree with each game's own Scorer: shows of the kept
// hand's size and the crib's, and cards laid on piles of every length.
func TestFamilyScoringMatchesEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	type key struct {
		name       string
		tf         int8
		kept, crib int
	}
	done := map[key]bool{}
	for _, r := range familyRules(t) {
		sc := New(&r)
		if k := (key{r.Name, sc.tf, r.Kept(), r.CribSize()}); done[k] {
			continue // options that do not change the scoring
		} else {
			done[k] = true
		}
		if sc.game == Unknown {
			t.Fatalf("%s: no fast scoring", r.Name)
		}
		sizes := []int{r.Kept()}
		if r.CribSize() > 0 {
			sizes = append(sizes, r.CribSize())
		}
		for _, k := range sizes {
			crib := k == r.CribSize() && r.CribSize() > 0
			for i := 0; i < 10000; i++ {
				deck := rng.Perm(52)
				hand := make([]engine.Card, k)
				for j := range hand {
					hand[j] = engine.Card(deck[j])
				}
				st := engine.Card(deck[k])
				want := engine.Total(r.Score.Show(hand, st, crib))
				if got := sc.Show(hand, st, crib); got != want {
					t.Fatalf("%s %v: show %s + %s crib %v: %d, want %d", r.Name, r.Options, engine.FormatCards(hand), st, crib, got, want)
				}
			}
		}
		for i := 0; i < 10000; i++ {
			deck := rng.Perm(52)
			st := engine.Card(deck[51])
			var pile []engine.Card
			count := 0
			for _, d := range deck[:20] {
				c := engine.Card(d)
				if rng.IntN(3) == 0 { // pairs and runs come more often
					c = engine.NewCard(engine.Rank(rng.IntN(5)+3), engine.Suit(rng.IntN(4)))
				}
				if !engine.Fits(count, c) {
					continue
				}
				want := engine.Total(r.Score.Lay(pile, c, st))
				if got := sc.Lay(pile, c, st); got != want {
					t.Fatalf("%s: lay %s on %s: %d, want %d", r.Name, c, engine.FormatCards(pile), got, want)
				}
				pile = append(pile, c)
				count += c.Pips()
			}
		}
	}
}

// A three-card hand's signature is that of its show as declared, in every
// game that declares hands before the play.
func TestFamilyHandSigMatchesDeclaration(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, name := range []string{"parlett", "macgregor", "early-cribbage"} {
		for _, opts := range [][]string{nil, {"no-twenty-fives"}} {
			r, err := engine.Lookup(name, 2, opts...)
			if err != nil {
				continue
			}
			sc := New(&r)
			for i := 0; i < 20000; i++ {
				deck := rng.Perm(52)
				h := [3]engine.Card{engine.Card(deck[0]), engine.Card(deck[1]), engine.Card(deck[2])}
				st := engine.Card(deck[3])
				want, ok := DeclSig(engine.Declaration(r.Score.Show(h[:], st, false)))
				if !ok {
					t.Fatalf("%s: show of %v not declarable", name, h)
				}
				if got := sc.HandSig(&h, st); got != want {
					t.Fatalf("%s %v: %s + %s: sig %x, want %x", name, opts, engine.FormatCards(h[:]), st, got, want)
				}
			}
		}
	}
}
