package engine

import (
	"sync"
	"sync/atomic"
)

// Cribbage (docs/games/cribbage.md), one rule set with parameters: the
// hand is three cards (five-card cribbage), four (six-card, three- and
// four-hand) or five (seven-card), and the crib always four. His heels,
// three for last, go and muggins are the state machine's.

var cribbageShowRules = showRules{
	fifteen: 2, pairs: [5]int8{2: 2, 3: 6, 4: 12}, runs: cribbageRun, flush: cribbageFlush, knave: hisNobs,
}

var cribbageLayRules = layRules{
	fifteen: 2, thirtyOne: 2, pairs: true, runs: cribbageRun,
}

// cribbageSize reports whether a hand of n cards is one cribbage counts:
// a hand of 3, 4 or 5, a crib of 4.
func cribbageSize(n int, crib bool) bool {
	if crib {
		return n == 4
	}
	return n >= 3 && n <= 5
}

// CribbageShow scores a hand, or with crib true the crib, with the starter
// (cribbage.md, "The show"): every set adding to 15, 2; a pair group 2, 6
// or 12; for each maximal stretch of 3+ ranks present, every run through it,
// a point a card (so length × the product of the ranks' multiplicities, and
// two stretches in one hand both score); a hand flush of every hand card, a
// point each and one more with the starter, and a crib flush only with all
// five (decision "crib ... a five-card flush only"); his nobs 1. Any other
// size, or a card not valid, is nil.
func CribbageShow(hand []Card, starter Card, crib bool) []Combo {
	if !cribbageSize(len(hand), crib) {
		return nil
	}
	return showCombos(hand, starter, crib, &cribbageShowRules)
}

// CribbageLay scores a card laid in the play, on this series' cards
// (cribbage.md, "The play"): 15 and 31 for 2; the pair chain 2, 6, 12; the
// longest run of the last k ≥ 3 cards, k distinct consecutive ranks in any
// order, k points. No flushes and no nobs in the play; go is the state
// machine's.
func CribbageLay(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &cribbageLayRules)
}

// CribbageShowPoints is the total of CribbageShow for a four-card hand or
// crib without allocating: fifteens, pairs and runs are looked up by the
// hand's ranks and the starter's, flush and nobs come from per-card tables.
// For cards that are not valid the total means nothing, but it does not
// panic.
func CribbageShowPoints(hand [4]Card, starter Card, crib bool) int {
	a, b, c, d, e := hand[0], hand[1], hand[2], hand[3], starter
	t := cribTab()
	id := int(t.multiset[t.place[0][a]+t.place[1][b]+t.place[2][c]+t.place[3][d]])
	pts := int(t.rank[(id*13+int(t.rankOf[e]))&(len(t.rank)-1)])

	// The suits counted in nibbles: a nibble of 4 is a four-card flush,
	// and the starter's nibble being the full one makes it five.
	if n := t.suit[a] + t.suit[b] + t.suit[c] + t.suit[d]; n&0x4444 != 0 {
		switch {
		case t.suit[e]<<2&n != 0:
			pts += 5
		case !crib:
			pts += 4
		}
	}
	if k := t.nobs[e]; a == k || b == k || c == k || d == k {
		pts++
	}
	return pts
}

// CribbagePoints is the total of CribbageShow without allocating, for any
// size it takes (0 for the others): the four-card hand and crib by
// CribbageShowPoints, three and five cards by arithmetic.
func CribbagePoints(hand []Card, starter Card, crib bool) int {
	if !cribbageSize(len(hand), crib) {
		return 0
	}
	if len(hand) == 4 {
		return CribbageShowPoints([4]Card(hand), starter, crib)
	}
	var ranks [maxShowCards]Rank
	for i, c := range hand {
		ranks[i] = c.Rank()
	}
	ranks[len(hand)] = starter.Rank()
	pts := cribbageRankPoints(ranks[:len(hand)+1])
	s, flush := hand[0].Suit(), true
	for _, c := range hand {
		flush = flush && c.Suit() == s
		if c.Rank() == Jack && c.Suit() == starter.Suit() {
			pts++
		}
	}
	if flush {
		pts += len(hand)
		if starter.Suit() == s {
			pts++
		}
	}
	return pts
}

// cribbageRankPoints scores what depends on ranks alone (cribbage.md, "The
// show"): fifteens, pairs, and runs as length × multiplicities over each
// maximal stretch. The ranks must be Ace..King, as Card.Rank always is.
func cribbageRankPoints(ranks []Rank) int {
	var ways [16]uint8 // ways[s]: sets of the cards so far adding to s
	var cnt [King + 2]uint8
	ways[0] = 1
	for _, r := range ranks {
		p := r.Pips()
		for s := 15; s >= p; s-- {
			ways[s] += ways[s-p]
		}
		cnt[r]++
	}
	pts := 2 * int(ways[15])
	for r := Ace; r <= King; r++ {
		pts += int(cnt[r]) * int(cnt[r]-1) // 2 × C(k, 2)
	}
	for lo := Ace; lo <= King; lo++ {
		if cnt[lo] == 0 {
			continue
		}
		hi, ways := lo, int(cnt[lo])
		for cnt[hi+1] != 0 {
			hi++
			ways *= int(cnt[hi])
		}
		if k := int(hi-lo) + 1; k >= 3 {
			pts += k * ways
		}
		lo = hi
	}
	return pts
}

// cribTables are CribbageShowPoints' lookup tables, filled when first
// asked for (du Coeur's Noddy, the game a page opens on, needs none of
// them: filling them cost the start about 0.1 s in a browser) and only
// read afterwards.
type cribTables struct {
	// place[i][card] is the card's 0-based rank times 13^(3-i), so the four
	// hand cards index multiset by their ranks in order.
	place [4][256]uint16
	// multiset numbers the 1,820 multisets of four ranks: the same for a
	// hand's ranks in any order.
	multiset [13 * 13 * 13 * 13]uint16
	// rank[id*13+r] is cribbageRankPoints of multiset id with a starter of
	// 0-based rank r; sized to a power of two so that a mask bounds it.
	rank [1 << 15]uint8
	// rankOf is the 0-based rank; suit is 1 << (4*suit), so that four
	// added count each suit in a nibble; nobs[starter] is the jack of the
	// starter's suit. Entries past 51 are zero (NoCard for nobs).
	rankOf [256]uint8
	suit   [256]uint16
	nobs   [256]Card
}

// cribTab is the tables, filled the first time (inlined: a load and a
// test on the scorers' hot path).
func cribTab() *cribTables {
	if t := cribTabs.Load(); t != nil {
		return t
	}
	return fillCribTab()
}

var (
	cribTabs    atomic.Pointer[cribTables]
	cribTabOnce sync.Once
)

func fillCribTab() *cribTables {
	cribTabOnce.Do(func() { cribTabs.Store(newCribTables()) })
	return cribTabs.Load()
}

func newCribTables() *cribTables {
	t := new(cribTables)
	var sorted [13 * 13 * 13 * 13]int32 // multiset id + 1 at each sorted index
	id := 0
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			for c := b; c < 13; c++ {
				for d := c; d < 13; d++ {
					id++
					sorted[((a*13+b)*13+c)*13+d] = int32(id)
					for e := 0; e < 13; e++ {
						ranks := []Rank{Rank(a + 1), Rank(b + 1), Rank(c + 1), Rank(d + 1), Rank(e + 1)}
						t.rank[(id-1)*13+e] = uint8(cribbageRankPoints(ranks))
					}
				}
			}
		}
	}
	for i := range t.multiset {
		r := [4]int{i / 2197, i / 169 % 13, i / 13 % 13, i % 13}
		for j := 1; j < 4; j++ { // insertion sort of four
			for k := j; k > 0 && r[k] < r[k-1]; k-- {
				r[k], r[k-1] = r[k-1], r[k]
			}
		}
		t.multiset[i] = uint16(sorted[((r[0]*13+r[1])*13+r[2])*13+r[3]] - 1)
	}
	for i := range t.nobs {
		t.nobs[i] = NoCard
	}
	for c := Card(0); c < 52; c++ {
		r := uint16(c % 13)
		t.place[0][c], t.place[1][c], t.place[2][c], t.place[3][c] = r*2197, r*169, r*13, r
		t.rankOf[c] = uint8(r)
		t.suit[c] = 1 << (4 * (c / 13))
		t.nobs[c] = NewCard(Jack, c.Suit())
	}
	return t
}
