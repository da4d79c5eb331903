package players

import (
	"math"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/players/score"
)

// A kept hand's table value is its show averaged over the starter's rank,
// each rank as often as cards of it are left, with his nobs' quarter point
// a jack and no flush: checked against the engine's own show with every
// starter the hand leaves.
func TestKeepTable(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	sc := score.New(&r)
	kt := keepTableFor(&sc, 4)
	for _, h := range []string{"5C 5D TH KS", "AC 2D 3H 4S", "JC QD KH 9S", "7C 8D 8H 9S"} {
		hand := engine.MustParseCards(h)
		sum, n := 0.0, 0.0
		jacks := 0
		for _, c := range hand {
			if c.Rank() == engine.Jack {
				jacks++
			}
		}
		for st := engine.Card(0); st < 52; st++ {
			if slices.Contains(hand, st) {
				continue
			}
			// Rank only: the suit is one no card of the hand makes a
			// flush or his nobs with.
			s := engine.NewCard(st.Rank(), engine.Spades)
			x := engine.CribbagePoints(hand, s, false)
			for _, c := range hand {
				if c.Rank() == engine.Jack && c.Suit() == engine.Spades {
					x--
				}
			}
			sum += float64(x)
			n++
		}
		want := sum/n + 0.25*float64(jacks)
		if got := kt.value(hand); math.Abs(got-want) > 1e-4 {
			t.Errorf("%s: %.4f, want %.4f", h, got, want)
		}
	}
}

// Resampling the other seat's discards keeps what it laid in its hand,
// draws only ways a go allows, and weighs a deal by the model's chance of
// a way that fits: 1 before it has laid anything.
func TestKeepModelResample(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	f := NewFamily(FamilyExpertConfig(), r, 1)
	km := keepModel{on: true, opp: 1, toCrib: 2, keep: keepTableFor(&f.sc, 4), sign: 1}
	km.crib = f.tabs.crib[0:famCribClasses(2)]
	var rng famRand
	rng.seed(3, 4)
	six := engine.MustParseCards("5C 5D TH KS 2C 9D")
	counts := map[engine.Card]int{}
	for i := 0; i < 200; i++ {
		var w famWorld
		w.nh[1] = int8(copy(w.hands[1][:], six[:4]))
		w.ncrib = int8(copy(w.crib[:], six[4:]))
		if wt := km.resample(&w, engine.FullDeck, &rng); wt != 1 {
			t.Fatalf("nothing laid: weight %v, want 1", wt)
		}
		for _, c := range w.crib[:2] {
			counts[c]++
		}
	}
	// Dealing, it keeps 5-5-10-K (12 at least) and lays out 2-9 far more
	// often than it breaks the fifteens.
	if counts[six[4]] < 150 || counts[six[5]] < 150 {
		t.Errorf("laid out %v in 200 draws", counts)
	}
	km.laid = engine.MustParseCards("2C")
	for i := 0; i < 50; i++ {
		var w famWorld
		w.nh[1] = int8(copy(w.hands[1][:], engine.MustParseCards("5C 5D TH")))
		w.ncrib = int8(copy(w.crib[:], engine.MustParseCards("KS 9D")))
		wt := km.resample(&w, engine.FullDeck, &rng)
		if wt <= 0 || wt >= 1 {
			t.Fatalf("having laid the two: weight %v, want between 0 and 1", wt)
		}
		if slices.Contains(w.crib[:2], engine.MustParseCards("2C")[0]) || w.nh[1] != 3 {
			t.Fatalf("the laid two was laid out: crib %v, hand %v", w.crib[:2], w.hands[1][:w.nh[1]])
		}
	}
}

// The lay likelihoods of the family's model, worked by hand: the other
// seat (seat 1) holds 5H 9C and lays on our ten (count 10): the five makes
// fifteen (2), the nine nothing. Laying the five is the takers' choice
// (1−0.02 for the three takers, 0.75 for one who mostly takes, ½ for one
// who tells nothing); laying the nine the slip.
func TestFamLayLikelihoods(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	sc := score.New(&r)
	s := famReplaySearch(&r, &sc, engine.MustParseCards("KD")[0], 0)
	var p fpos
	p.won = -1
	p.nh[0] = int8(copy(p.hands[0][:], engine.MustParseCards("TS 2C")))
	p.nh[1] = int8(copy(p.hands[1][:], engine.MustParseCards("5H 9C")))
	for _, c := range []struct {
		pile string
		want famLikelihoods
	}{{"TS 5H", famLikelihoods{0.98, 0.98, 0.75, 0.5, 0.98}}, {"TS 9C", famLikelihoods{0.02, 0.02, 0.25, 0.5, 0.02}}} {
		got := famLayLikelihoods(&s, p, engine.MustParseCards(c.pile), []int8{0, 1}, 1)
		for k := range got {
			if math.Abs(got[k]-c.want[k]) > 1e-12 {
				t.Errorf("%s: %v, want %v", c.pile, got, c.want)
			}
		}
	}
}

// Where nothing scores, the greedy taker lays its lowest card and the
// other kinds any alike: seat 1 holds 9C 4H and leads (count 0): the four
// is the greedy taker's (0.98), the nine its slip (0.02), and so for one
// who mostly takes (0.75, 0.25) and the careful taker (a four led leaves
// a pair, a nine a pair or a fifteen); either is one of two for the
// others.
func TestFamLayLikelihoodsLowest(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	sc := score.New(&r)
	s := famReplaySearch(&r, &sc, engine.MustParseCards("KD")[0], 0)
	var p fpos
	p.won = -1
	p.turn = 1
	p.nh[0] = int8(copy(p.hands[0][:], engine.MustParseCards("TS 2C")))
	p.nh[1] = int8(copy(p.hands[1][:], engine.MustParseCards("9C 4H")))
	for _, c := range []struct {
		pile string
		want famLikelihoods
	}{{"4H", famLikelihoods{0.98, 0.5, 0.75, 0.5, 0.98}}, {"9C", famLikelihoods{0.02, 0.5, 0.25, 0.5, 0.02}}} {
		got := famLayLikelihoods(&s, p, engine.MustParseCards(c.pile), []int8{1}, 1)
		for k := range got {
			if math.Abs(got[k]-c.want[k]) > 1e-12 {
				t.Errorf("%s: %v, want %v", c.pile, got, c.want)
			}
		}
	}
}

// The careful taker leads what leaves the least on average: seat 1 holds
// 5H 9C and leads, having seen KD (the starter) and its own cards, and
// seat 0 holds TS 2C, which seat 1 cannot see. Of the 49 cards it cannot
// see, a five led gives 15 ten-cards a fifteen and three fives a pair (36
// points, 0.73 a card); a nine gives four sixes a fifteen and three nines
// a pair (14, 0.29). So it leads the nine where the greedy taker leads its
// lowest card: 9C is the careful taker's (0.98) and the greedy taker's
// slip.
func TestFamLayLikelihoodsCareful(t *testing.T) {
	r, _ := engine.Lookup("cribbage", 2)
	sc := score.New(&r)
	s := famReplaySearch(&r, &sc, engine.MustParseCards("KD")[0], engine.SetOf(engine.MustParseCards("5H 9C TS 2C")...))
	var p fpos
	p.won = -1
	p.turn = 1
	p.nh[0] = int8(copy(p.hands[0][:], engine.MustParseCards("TS 2C")))
	p.nh[1] = int8(copy(p.hands[1][:], engine.MustParseCards("5H 9C")))
	if r5, r9 := s.risk(&p, engine.MustParseCards("5H")[0]), s.risk(&p, engine.MustParseCards("9C")[0]); math.Abs(r5-36.0/49) > 1e-12 || math.Abs(r9-14.0/49) > 1e-12 {
		t.Fatalf("risk: five %v, nine %v; want 36/49, 14/49", r5, r9)
	}
	for _, c := range []struct {
		pile string
		want famLikelihoods
	}{{"5H", famLikelihoods{0.98, 0.5, 0.75, 0.5, 0.02}}, {"9C", famLikelihoods{0.02, 0.5, 0.25, 0.5, 0.98}}} {
		got := famLayLikelihoods(&s, p, engine.MustParseCards(c.pile), []int8{1}, 1)
		for k := range got {
			if math.Abs(got[k]-c.want[k]) > 1e-12 {
				t.Errorf("%s: %v, want %v", c.pile, got, c.want)
			}
		}
	}
}
