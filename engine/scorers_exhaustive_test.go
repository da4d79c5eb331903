package engine

import (
	"math/big"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
)

// combosEqual compares two itemised shows exactly: kinds, cards, points.
func combosEqual(a, b []Combo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Kind != b[i].Kind || a[i].Points != b[i].Points || len(a[i].Cards) != len(b[i].Cards) {
			return false
		}
		for j := range a[i].Cards {
			if a[i].Cards[j] != b[i].Cards[j] {
				return false
			}
		}
	}
	return true
}

// showFigures are the facts pinned for one game's exhaustive shows.
type showFigures struct {
	shows, max, atMax, zeros, sum int
}

// figures reads a histogram of totals.
func figures(hist []int) showFigures {
	var f showFigures
	for v, n := range hist {
		f.shows += n
		f.sum += v * n
		if n > 0 {
			f.max, f.atMax = v, n
		}
	}
	f.zeros = hist[0]
	return f
}

// forEachHand calls f for every hand of size cards (in card order) and
// starter not in it, for size 3 C(52,3)·49 = 1,082,900 shows and for 4
// C(52,4)·48 = 12,994,800. The hands are shared among GOMAXPROCS workers
// by their first card; f gets its worker's number, so each worker keeps
// its own counts, and f must not keep h.
func forEachHand(size int, f func(w int, h []Card, s Card)) {
	workers := runtime.GOMAXPROCS(0)
	var next atomic.Int32
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := make([]Card, size)
			var rest func(i int, from Card)
			rest = func(i int, from Card) {
				if i == size {
					for s := Card(0); s < 52; s++ {
						if !slices.Contains(h, s) {
							f(w, h, s)
						}
					}
					return
				}
				for c := from; c < 52; c++ {
					h[i] = c
					rest(i+1, c+1)
				}
			}
			for a := Card(next.Add(1) - 1); a < 52; a = Card(next.Add(1) - 1) {
				h[0] = a
				rest(1, a+1)
			}
		}()
	}
	wg.Wait()
}

// refCache keeps the reference scorer's rank lines for one hand and each
// rank of starter: a hand's 48 or 49 starters have only 13 ranks, and the
// suits, the only difference, are scored for every show.
type refCache struct {
	g     *refGame
	hand  []Card
	lines [14]refTally
	have  [14]bool
}

func (c *refCache) show(hand []Card, starter Card, crib bool) refTally {
	if !slices.Equal(c.hand, hand) {
		c.hand, c.have = append(c.hand[:0], hand...), [14]bool{}
	}
	r := refRank(starter)
	if !c.have[r] {
		c.lines[r], c.have[r] = refRankLines(c.g, hand, starter), true
	}
	s := c.lines[r]
	s.suits = refSuits(c.g, hand, starter, crib)
	s.jacks, s.deuce = refJacks(c.g, hand, starter)
	return s
}

// refCaches makes one cache of game g for each worker.
func refCaches(g *refGame) []refCache {
	cs := make([]refCache, runtime.GOMAXPROCS(0))
	for i := range cs {
		cs[i].g = g
	}
	return cs
}

// errorLimit reports at most ten failures of an exhaustive test, from any
// worker.
type errorLimit struct {
	t   *testing.T
	bad atomic.Int32
}

func (e *errorLimit) Errorf(format string, args ...any) {
	if e.bad.Add(1) <= 10 {
		e.t.Errorf(format, args...)
	}
}

// mergeHists adds the workers' histograms.
func mergeHists[H ~[64]int](hs []H) (out [64]int) {
	for _, h := range hs {
		for v, n := range h {
			out[v] += n
		}
	}
	return out
}

// Every three-card show of each Noddy-family game (C(52,3)·49 = 1,082,900)
// against the reference scorer; MacGregor's with every option off
// against du Coeur's Show, itemised, and Parlett's against Show with its
// twenty-fives paid by the card; MacGregor's without twenty-fives against
// early cribbage's hand, which the rule files make the same.
//
// It runs in -short mode too: about 15 s under WebAssembly (Node), 2 s
// natively on the 2-core box.
func TestFamilyThreeCardShowsExhaustive(t *testing.T) {
	macOn, _ := MacGregorScorers(false)
	macOff, _ := MacGregorScorers(true)
	type hists [4][64]int
	per := make([]hists, runtime.GOMAXPROCS(0))
	refPar, refEar, refCC := refCaches(&refParlett), refCaches(&refEarly), refCaches(&refCostly)
	e := &errorLimit{t: t}
	forEachHand(3, func(w int, h []Card, s Card) {
		du := Show([3]Card(h), s)

		mac := macOn(h, s, false)
		if !combosEqual(mac, du) {
			e.Errorf("MacGregor %v | %v: %s; du Coeur %s", FormatCards(h), s, fmtCombos(mac), fmtCombos(du))
		}

		par := ParlettShow(h, s, false)
		for i := range du { // du Coeur's own, with the twenty-fives by the card
			if du[i].Kind == TwentyFive {
				du[i].Points = len(du[i].Cards)
			}
		}
		if !combosEqual(par, du) {
			e.Errorf("Parlett %v | %v: %s; du Coeur's with 25 by the card %s", FormatCards(h), s, fmtCombos(par), fmtCombos(du))
		}
		if got, ref := tallyOf(par), refPar[w].show(h, s, false); got != ref {
			e.Errorf("Parlett %v | %v: %+v; reference %+v", FormatCards(h), s, got, ref)
		}

		no25, early := macOff(h, s, false), EarlyCribbageShow(h, s, false)
		if !combosEqual(no25, early) {
			e.Errorf("MacGregor no 25 %v | %v: %s; early cribbage %s", FormatCards(h), s, fmtCombos(no25), fmtCombos(early))
		}
		if got, ref := tallyOf(early), refEar[w].show(h, s, false); got != ref {
			e.Errorf("early cribbage %v | %v: %+v; reference %+v", FormatCards(h), s, got, ref)
		}

		cc := CostlyColoursShow(h, s, false)
		if got, ref := tallyOf(cc), refCC[w].show(h, s, false); got != ref {
			e.Errorf("Costly Colours %v | %v: %+v; reference %+v", FormatCards(h), s, got, ref)
		}

		per[w][0][Total(mac)]++
		per[w][1][Total(par)]++
		per[w][2][Total(no25)]++
		per[w][3][Total(cc)]++
	})
	// The pinned figures, measured here: shows, the best total and how
	// many make it, shows worth nothing, the sum of all. MacGregor with
	// every option off is du Coeur's (TestShowExhaustive's); early
	// cribbage's hand is MacGregor's without twenty-fives. The best
	// Parlett shows are 5-10-J-Q of one suit with the knave Knave Noddy
	// (fifteens 6, twenty-fives 3 × 3, run 2, flush 4, Knave Noddy 1);
	// the best Costly Colours shows three knaves with a five turned up
	// (fifteens 6, twenty-fives 9, pair royal 9, knaves 4 + 2 + 2).
	want := []struct {
		name string
		f    showFigures
	}{
		{"macgregor", showFigures{1082900, 20, 4, 224100, 3631456}},
		{"parlett", showFigures{1082900, 22, 36, 224100, 3967776}},
		{"macgregor no-twenty-fives, early cribbage hand", showFigures{1082900, 20, 4, 225732, 3091296}},
		{"costly colours", showFigures{1082900, 32, 12, 169644, 4844144}},
	}
	for i, w := range want {
		var hs [][64]int
		for _, p := range per {
			hs = append(hs, p[i])
		}
		all := mergeHists(hs)
		if got := figures(all[:]); got != w.f {
			t.Errorf("%s: %+v; want %+v", w.name, got, w.f)
		}
		t.Logf("%s: %+v %v", w.name, figures(all[:]), all[:33])
	}
}

// The published distribution of six-card cribbage hand scores (four cards
// and the starter) over all 12,994,800 shows: OEIS A066354, "Number of
// hands that peg n points in the 'show' phase of 6-card cribbage", n = 0
// to 29. The terms as transcribed in the joeis project's A066354.java
// (github.com/archmageirvine/joeis, src/irvine/oeis/a066/) and published
// in the Benaou/CribbageHands README (GitHub): 0 points 1,009,008 (about
// 7.8%), 28 points 76, 29 points 4, none at 19, 25, 26, 27; mean
// 61,974,180 / 12,994,800 ≈ 4.7692. This test derives them anew.
var publishedCribbageHands = [64]int{
	1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324,
	1137236, 361224, 388740, 51680, 317340, 19656, 90100, 9168, 58248,
	11196, 2708, 0, 8068, 2496, 444, 356, 3680, 0, 0, 0, 76, 4,
}

// The same shows counted as the crib (a flush only with all five), as
// this test derives them: 13,200 more score nothing, the hands whose only
// points were a four-card flush.
var derivedCribbageCribs = [64]int{
	1022208, 99792, 2839800, 508908, 2868960, 703496, 1787176, 755320,
	1118336, 358368, 378240, 43880, 310956, 16548, 88132, 9072, 57288,
	11196, 2264, 0, 7828, 2472, 444, 356, 3680, 0, 0, 0, 76, 4,
}

// Every six-card cribbage show, as a hand and as a crib, by CribbageShow
// (itemised), CribbageShowPoints and CribbagePoints, against the reference
// scorer; the hands' totals against A066354.
func TestCribbageShowsExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive cribbage shows skipped in -short mode (about 60 s under WebAssembly)")
	}
	type hists struct{ hands, cribs [64]int }
	per := make([]hists, runtime.GOMAXPROCS(0))
	refs := refCaches(&refCribbage)
	e := &errorLimit{t: t}
	forEachHand(4, func(w int, h []Card, s Card) {
		ref, refCrib := refs[w].show(h, s, false), refs[w].show(h, s, true)
		hand, crib := CribbageShow(h, s, false), CribbageShow(h, s, true)
		hp, cp := CribbageShowPoints([4]Card(h), s, false), CribbageShowPoints([4]Card(h), s, true)
		if tallyOf(hand) != ref || hp != ref.total() || CribbagePoints(h, s, false) != hp {
			e.Errorf("hand %v | %v: %s (%d); reference %+v", FormatCards(h), s, fmtCombos(hand), hp, ref)
		}
		if tallyOf(crib) != refCrib || cp != refCrib.total() || CribbagePoints(h, s, true) != cp {
			e.Errorf("crib %v | %v: %s (%d); reference %+v", FormatCards(h), s, fmtCombos(crib), cp, refCrib)
		}
		per[w].hands[hp]++
		per[w].cribs[cp]++
	})
	var hs, cs [][64]int
	for _, p := range per {
		hs, cs = append(hs, p.hands), append(cs, p.cribs)
	}
	hands, cribs := mergeHists(hs), mergeHists(cs)
	if hands != publishedCribbageHands {
		t.Errorf("hand totals\n got %v\nwant %v (A066354)", hands[:30], publishedCribbageHands[:30])
	}
	if cribs != derivedCribbageCribs {
		t.Errorf("crib totals\n got %v\nwant %v", cribs[:30], derivedCribbageCribs[:30])
	}
	hf, cf := figures(hands[:]), figures(cribs[:])
	hm := new(big.Rat).SetFrac64(int64(hf.sum), int64(hf.shows))
	cm := new(big.Rat).SetFrac64(int64(cf.sum), int64(cf.shows))
	if hf.shows != 12994800 || hf.sum != 61974180 || hm.FloatString(4) != "4.7692" || cf.sum != 61528020 {
		t.Errorf("%d shows; hand sum %d, mean %s; crib sum %d", hf.shows, hf.sum, hm.FloatString(6), cf.sum)
	}
	t.Logf("hands: sum %d, mean %s = %s; cribs: sum %d, mean %s = %s", hf.sum, hm.RatString(), hm.FloatString(6),
		cf.sum, cm.RatString(), cm.FloatString(6))
}

// Every early-cribbage crib (four cards and the starter) against the
// reference scorer.
func TestEarlyCribbageCribsExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive early cribbage cribs skipped in -short mode (about 33 s under WebAssembly)")
	}
	per := make([][64]int, runtime.GOMAXPROCS(0))
	refs := refCaches(&refEarly)
	e := &errorLimit{t: t}
	forEachHand(4, func(w int, h []Card, s Card) {
		crib := EarlyCribbageShow(h, s, true)
		if got, ref := tallyOf(crib), refs[w].show(h, s, true); got != ref {
			e.Errorf("crib %v | %v: %s; reference %+v", FormatCards(h), s, fmtCombos(crib), ref)
		}
		per[w][Total(crib)]++
	})
	hist := mergeHists(per)
	if got, want := figures(hist[:]), (showFigures{12994800, 29, 4, 621984, 73479180}); got != want {
		t.Errorf("early cribbage cribs %+v; want %+v", got, want)
	}
	t.Logf("early cribbage cribs: %v", hist[:30])
}

// Every five-card-cribbage hand (three cards and the starter), and a
// sample of seven-card hands (five and the starter), against the
// reference scorer and CribbagePoints. About 4 s under WebAssembly.
func TestCribbageOtherHandSizes(t *testing.T) {
	e := &errorLimit{t: t}
	check := func(h []Card, s Card) int {
		cs := CribbageShow(h, s, false)
		ref := refShow(&refCribbage, h, s, false)
		if tallyOf(cs) != ref || CribbagePoints(h, s, false) != ref.total() {
			e.Errorf("%v | %v: %s, CribbagePoints %d; reference %+v", FormatCards(h), s, fmtCombos(cs), CribbagePoints(h, s, false), ref)
		}
		return ref.total()
	}
	per := make([][64]int, runtime.GOMAXPROCS(0))
	forEachHand(3, func(w int, h []Card, s Card) { per[w][check(h, s)]++ })
	hist := mergeHists(per)
	// The best five-card hand is 5-5-5 with the fourth five: four
	// fifteens and a double pair royal, 20.
	if got, want := figures(hist[:]), (showFigures{1082900, 20, 4, 260220, 2807256}); got != want {
		t.Errorf("five-card cribbage hands %+v; want %+v", got, want)
	}
	t.Logf("five-card cribbage hands: %v", hist[:24])
	r := newTestRand(7)
	for i := 0; i < 20000; i++ {
		deck := r.Perm(52)
		h := []Card{Card(deck[0]), Card(deck[1]), Card(deck[2]), Card(deck[3]), Card(deck[4])}
		check(h, Card(deck[5]))
	}
}
