package players

import (
	"math/rand/v2"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/players/score"
)

// declaredWhole lists exactly declaredHands' whole hands, in its order.
func TestFamilyDeclaredWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	r, _ := engine.Lookup("parlett", 2)
	sc := score.New(&r)
	for i := 0; i < 300; i++ {
		deck := rng.Perm(52)
		st := engine.Card(deck[0])
		var pool []engine.Card
		for _, d := range deck[1:40] {
			pool = append(pool, engine.Card(d))
		}
		slices.Sort(pool)
		h := [3]engine.Card{pool[rng.IntN(13)], pool[13+rng.IntN(13)], pool[26+rng.IntN(13)]}
		if i%3 == 0 { // flushes, with the starter's suit
			var same []engine.Card
			for _, c := range pool {
				if c.Suit() == st.Suit() {
					same = append(same, c)
				}
			}
			if len(same) >= 3 {
				h = [3]engine.Card{same[0], same[1], same[len(same)-1]}
			}
		}
		want := sc.HandSig(&h, st)
		a := declaredWhole(&sc, pool, st, want)
		b := declaredHands(&sc, nil, 3, pool, engine.FullDeck, st, want)
		if !slices.Equal(a, b) || len(a) == 0 {
			t.Fatalf("declaredWhole %d hands, declaredHands %d", len(a), len(b))
		}
	}
}

// callStats counts as countAtLeast and famContains on every hand.
func TestFamilyCallStats(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, opts := range [][]string{{"claims"}, {"claims", "no-twenty-fives"}} {
		r, _ := engine.Lookup("macgregor", 2, opts...)
		sc := score.New(&r)
		for i := 0; i < 6; i++ {
			deck := rng.Perm(52)
			st := engine.Card(deck[0])
			var pool []engine.Card
			for _, d := range deck[4:] {
				pool = append(pool, engine.Card(d))
			}
			slices.Sort(pool)
			h := [3]engine.Card{pool[rng.IntN(16)], pool[16+rng.IntN(16)], pool[32+rng.IntN(16)]}
			want := sc.HandSig(&h, st)
			d := sc.SigPoints(want) + rng.IntN(3)
			total, atLeast, possible := callStats(&sc, pool, st, d, want)
			wt, wa := countAtLeast(&sc, pool, 3, st, d)
			if total != wt || atLeast != wa || !possible {
				t.Fatalf("callStats %d %d %v, want %d %d true", total, atLeast, possible, wt, wa)
			}
			if got := sc.Show(h[:], st, false); got != sc.SigPoints(want) {
				t.Fatalf("sigPoints %d, show %d", sc.SigPoints(want), got)
			}
		}
	}
}
