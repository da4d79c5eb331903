// Package score is the computer players' own count: what a lay and a show
// make, as totals, without allocating. The engine's scorers name every
// combination and its cards, which the table needs; a search or an
// expected value over every starter needs only the points, many thousands
// of times a decision. Each known rule set has its own arithmetic here,
// held to the engine's Scorer on every game by
// TestFamilyScoringMatchesEngine: the engine's scorers stay the reference.
// A rule set this package does not know is scored through its Scorer,
// slower but right. Its users are engine/players and the measurement
// players beside it (engine/players/classic).
package score

import (
	"math/bits"
	"slices"

	"noddy/engine"
)

// Game is which arithmetic a rule set's scoring uses.
type Game uint8

const (
	Unknown  Game = iota // unknown: Rules.Score itself
	Noddy                // du Coeur, Parlett, MacGregor: noddy.md's tables, twenty-five as tf
	Early                // early cribbage: no twenty-five, flushes in the play, no knave laid
	Costly               // Costly Colours: by the card, no pairs in the play, no runs
	Cribbage             // cribbage: the engine's CribbagePoints, pairs and runs in the play
)

// perCardPts in tf scores a twenty-five a point a card (Parlett).
const perCardPts = engine.PerCard

// Scoring is a rule set's show and lay as totals.
type Scoring struct {
	game Game
	tf   int8 // Noddy family: twenty-five 0 (none), 2, or perCardPts
	sc   engine.Scorer
}

// New returns rule set r's scoring, by the arithmetic its scorer says it
// follows (engine.ScorerArithmetic).
func New(r *engine.Rules) Scoring {
	s := Scoring{sc: r.Score}
	a := engine.ScorerArithmetic(r.Score)
	switch a.Family {
	case engine.FamilyNoddy:
		s.game, s.tf = Noddy, int8(a.TwentyFive)
	case engine.FamilyEarly:
		s.game = Early
	case engine.FamilyCostly:
		s.game = Costly
	case engine.FamilyCribbage:
		s.game = Cribbage
	}
	return s
}

// Game is which arithmetic s uses.
func (s *Scoring) Game() Game { return s.game }

// TwentyFive is what a twenty-five scores in the Noddy family: 0 (none),
// 2, or a point a card (a negative value).
func (s *Scoring) TwentyFive() int8 { return s.tf }

// LaysFlush reports whether a card laid can make a flush in the count (the
// Noddy family and early cribbage); LaysKnave, whether Knave Noddy laid
// scores (the Noddy family).
func (s *Scoring) LaysFlush() bool { return s.game == Noddy || s.game == Early }
func (s *Scoring) LaysKnave() bool { return s.game == Noddy }

// Show is the points of hand (or the crib) with the starter.
func (s *Scoring) Show(hand []engine.Card, starter engine.Card, crib bool) int {
	switch s.game {
	case Cribbage:
		return engine.CribbagePoints(hand, starter, crib)
	case Noddy, Early, Costly:
		if len(hand) == 0 || len(hand) > 5 {
			return 0
		}
		var cs [6]engine.Card
		n := copy(cs[:], hand)
		cs[n] = starter
		return s.showN(&cs, n+1)
	}
	return engine.Total(s.sc.Show(slices.Clone(hand), starter, crib))
}

// showN scores the n cards of cs, the starter last, by the Noddy family's
// tables (noddy.md, early-cribbage.md) or Costly Colours' (costly-colours.md).
func (s *Scoring) showN(cs *[6]engine.Card, n int) int {
	// Sets adding to 15 and 25: how many, and their cards in all.
	var sums [64]uint8
	var ways15, ways25, cards15, cards25 int
	var byRank [15]int8
	var bySuit [4]int8
	for i := 0; i < n; i++ {
		c := cs[i]
		byRank[c%13+1]++
		bySuit[c/13]++
	}
	full := 1<<n - 1
	for m := 1; m <= full; m++ {
		t := sums[m&(m-1)] + RankPips8[cs[bits.TrailingZeros(uint(m))]%13]
		sums[m] = t
		if t == 15 || t == 25 {
			k := bits.OnesCount(uint(m))
			if t == 15 {
				ways15++
				cards15 += k
			} else {
				ways25++
				cards25 += k
			}
		}
	}
	total := int(sums[full])
	pts := 0
	starter := cs[n-1]
	if s.game == Costly {
		pts += cards15 + cards25
		if n == 4 && total == 31 {
			pts += 4
		}
		for r := 1; r <= 13; r++ {
			pts += [5]int{2: 2, 3: 9, 4: 18}[byRank[r]]
		}
		for i := 0; i < n-1; i++ {
			c := cs[i]
			switch {
			case c%13 == 10 && c/13 == starter/13:
				pts += 4 // right knave
			case c%13 == 10:
				pts += 2
			case c%13 == 1 && c/13 == starter/13:
				pts += 4 // right deuce
			}
		}
		for _, k := range bySuit {
			pts += [5]int{3: 2, 4: 6}[k]
		}
		return pts
	}
	pts += 2 * ways15
	switch s.tf {
	case perCardPts:
		pts += cards25
	case 2:
		pts += 2 * ways25
	}
	for r := 1; r <= 13; r++ {
		pts += [5]int{2: 2, 3: 6, 4: 12}[byRank[r]]
	}
	for lo := 1; lo <= 13; lo++ {
		if byRank[lo] == 0 {
			continue
		}
		hi, mult := lo, int(byRank[lo])
		for byRank[hi+1] != 0 {
			hi++
			mult *= int(byRank[hi])
		}
		if k := hi - lo + 1; k >= 3 {
			pts += noddyRun(k) * mult
		}
		lo = hi
	}
	for _, k := range bySuit {
		if k >= 3 {
			pts += int(k)
		}
	}
	for i := 0; i < n-1; i++ {
		if c := cs[i]; c%13 == 10 && c/13 == starter/13 {
			pts++ // Knave Noddy held
		}
	}
	return pts
}

// noddyRun is a run of k in the Noddy family: three 2, then a point a card.
func noddyRun(k int) int {
	if k == 3 {
		return 2
	}
	return k
}

// Lay is the points card makes laid on pile, this count's or series'
// cards; the go's point is the state machine's, not the card's.
func (s *Scoring) Lay(pile []engine.Card, card, starter engine.Card) int {
	count := 0
	for _, c := range pile {
		count += int(RankPips[c%13])
	}
	return s.LayOn(pile, count, card, starter)
}

// LayOn is Lay with the pile's count already known.
func (s *Scoring) LayOn(pile []engine.Card, count int, card, starter engine.Card) int {
	if s.game == Unknown {
		// A copy, so that the searches' positions stay on the stack.
		return engine.Total(s.sc.Lay(slices.Clone(pile), card, starter))
	}
	n := len(pile) + 1
	count += int(RankPips[card%13])
	pts := 0
	if s.game == Costly {
		if count == 15 || count == 25 || count == 30 || count == 31 {
			pts = n
		}
		return pts
	}
	switch count {
	case 15, 31:
		pts += 2
	case 25:
		switch s.tf {
		case perCardPts:
			pts += n
		case 2:
			pts += 2
		}
	}
	// The pair chain.
	k := 1
	for i := len(pile) - 1; i >= 0 && pile[i]%13 == card%13 && k < 4; i-- {
		k++
	}
	pts += [5]int{2: 2, 3: 6, 4: 12}[k]
	// The longest trailing run of distinct ranks.
	seen := uint16(1) << (card % 13)
	lo, hi := card%13, card%13
	best := 0
	for i, k := len(pile)-1, 2; i >= 0; i, k = i-1, k+1 {
		r := pile[i] % 13
		if seen&(1<<r) != 0 {
			break
		}
		seen |= 1 << r
		lo, hi = min(lo, r), max(hi, r)
		if k >= 3 && int(hi-lo) == k-1 {
			best = k
		}
	}
	if best >= 3 {
		if s.game == Cribbage {
			pts += best
		} else {
			pts += noddyRun(best)
		}
	}
	if !s.LaysFlush() {
		return pts
	}
	// The Noddy family and early cribbage: the trailing flush.
	k = 1
	for i := len(pile) - 1; i >= 0 && pile[i]/13 == card/13; i-- {
		k++
	}
	if k >= 3 {
		pts += k
	}
	if s.LaysKnave() && card%13 == 10 && card/13 == starter/13 {
		pts++ // Knave Noddy laid
	}
	return pts
}

// CribNext sets pts[r] to what a card of rank r (0-based) makes laid on
// pile (count) in cribbage's play, every rank in one pass over the pile: a
// fifteen or 31, the pair chain, the longest trailing run it completes.
func CribNext(pile []engine.Card, count int, pts *[13]int8) {
	for r := range pts {
		switch count + RankPips[r] {
		case 15, engine.MaxCount:
			pts[r] = 2
		default:
			pts[r] = 0
		}
	}
	n := len(pile)
	if n == 0 {
		return
	}
	top := pile[n-1] % 13
	k := 1
	for k < n && k < 3 && pile[n-1-k]%13 == top {
		k++
	}
	pts[top] += [4]int8{1: 2, 2: 6, 3: 12}[k]
	// The last j cards are distinct, lo to hi: a rank next to them, or in
	// their one gap, makes a run of j+1.
	var run [13]int8 // the longest: a later j overwrites
	seen := uint16(1) << top
	lo, hi := top, top
	for j := 1; ; j++ {
		switch span := int(hi - lo); {
		case j < 2: // two cards make no run
		case span == j-1:
			if lo > 0 {
				run[lo-1] = int8(j + 1)
			}
			if hi < 12 {
				run[hi+1] = int8(j + 1)
			}
		case span == j:
			for r := lo + 1; r < hi; r++ {
				if seen&(1<<r) == 0 {
					run[r] = int8(j + 1)
				}
			}
		}
		if j == n || seen&(1<<(pile[n-1-j]%13)) != 0 {
			break
		}
		r := pile[n-1-j] % 13
		seen |= 1 << r
		lo, hi = min(lo, r), max(hi, r)
	}
	for r, x := range run {
		pts[r] += x
	}
}

// A declared show names kinds and points, never cards (noddy.md,
// "Declarations"). Its signature counts each (kind, points) in a field of
// four bits, so that a possible hand's show can be compared with what was
// declared in one step. Only the Noddy family's three-card hands are ever
// declared before the play (Parlett, MacGregor, early cribbage's hands).
const (
	SigFifteen    = iota
	SigTwentyFive // flat 2, or three cards by the card
	SigTwentyFive4
	SigPair
	SigPairRoyal
	SigDoublePairRoyal
	SigRun3
	SigRun4
	SigFlush3 // the suit fields from here
	SigFlush4
	SigKnave
	SigFields
)

// SigRankMask covers the fields that depend on ranks alone.
const SigRankMask = 1<<(4*SigFlush3) - 1

// sigSlot is the field of a declared combination, or -1 for one a
// three-card show cannot hold.
func sigSlot(k engine.Kind, pts int) int {
	switch {
	case k == engine.Fifteen && pts == 2:
		return SigFifteen
	case k == engine.TwentyFive && (pts == 2 || pts == 3):
		return SigTwentyFive
	case k == engine.TwentyFive && pts == 4:
		return SigTwentyFive4
	case k == engine.Pair && pts == 2:
		return SigPair
	case k == engine.PairRoyal && pts == 6:
		return SigPairRoyal
	case k == engine.DoublePairRoyal && pts == 12:
		return SigDoublePairRoyal
	case k == engine.Run && pts == 2:
		return SigRun3
	case k == engine.Run && pts == 4:
		return SigRun4
	case k == engine.Flush && pts == 3:
		return SigFlush3
	case k == engine.Flush && pts == 4:
		return SigFlush4
	case k == engine.KnaveNoddy && pts == 1:
		return SigKnave
	}
	return -1
}

// DeclSig is the signature of a declared show; ok is false when it names
// something no three-card show holds (a false declaration).
func DeclSig(cs []engine.Combo) (sig uint64, ok bool) {
	for _, c := range cs {
		f := sigSlot(c.Kind, c.Points)
		if f < 0 || sig>>(4*f)&15 == 15 {
			return 0, false
		}
		sig += 1 << (4 * f)
	}
	return sig, true
}

// RankSig is the rank fields of a three-card hand's show with the starter,
// from the four 0-based ranks, starter last.
func (s *Scoring) RankSig(r *[4]uint8) uint64 {
	a, b, c, d := RankPips8[r[0]], RankPips8[r[1]], RankPips8[r[2]], RankPips8[r[3]]
	var f15, f25, all25 uint64
	for _, t := range [10]uint8{a + b, a + c, a + d, b + c, b + d, c + d, a + b + c, a + b + d, a + c + d, b + c + d} {
		switch t {
		case 15:
			f15++
		case 25:
			f25++
		}
	}
	switch a + b + c + d {
	case 15:
		f15++
	case 25:
		all25 = 1
	}
	sig := f15 << (4 * SigFifteen)
	switch s.tf {
	case perCardPts:
		sig |= f25<<(4*SigTwentyFive) | all25<<(4*SigTwentyFive4)
	case 2:
		sig |= (f25 + all25) << (4 * SigTwentyFive)
	}
	var cnt [14]uint8
	var present uint16
	for _, x := range r {
		cnt[x]++
		present |= 1 << x
	}
	for m := present; m != 0; m &= m - 1 {
		switch cnt[bits.TrailingZeros16(m)] {
		case 2:
			sig += 1 << (4 * SigPair)
		case 3:
			sig += 1 << (4 * SigPairRoyal)
		case 4:
			sig += 1 << (4 * SigDoublePairRoyal)
		}
	}
	// Runs: a stretch of three or four ranks present, once for every
	// choice of a card of each rank.
	for lo := 0; lo < 13; lo++ {
		if present>>lo&1 == 0 {
			continue
		}
		hi, mult := lo, uint64(cnt[lo])
		for hi+1 < 13 && present>>(hi+1)&1 != 0 {
			hi++
			mult *= uint64(cnt[hi])
		}
		switch hi - lo + 1 {
		case 3:
			sig += mult << (4 * SigRun3)
		case 4:
			sig += mult << (4 * SigRun4)
		}
		lo = hi
	}
	return sig
}

// RankPips8 is the pips of each 0-based rank; RankPips the same as ints.
var RankPips8 = [13]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

var RankPips = [13]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

// SuitSig is the suit fields of hand's show with the starter: the flush
// and Knave Noddy held.
func SuitSig(hand *[3]engine.Card, starter engine.Card) uint64 {
	var bySuit [4]uint8
	bySuit[starter/13]++
	var sig uint64
	for _, c := range hand {
		bySuit[c/13]++
		if c%13 == 10 && c/13 == starter/13 {
			sig += 1 << (4 * SigKnave)
		}
	}
	for _, k := range bySuit {
		switch k {
		case 3:
			sig += 1 << (4 * SigFlush3)
		case 4:
			sig += 1 << (4 * SigFlush4)
		}
	}
	return sig
}

// HandSig is the signature of a three-card hand's show with the starter.
func (s *Scoring) HandSig(hand *[3]engine.Card, starter engine.Card) uint64 {
	r := [4]uint8{uint8(hand[0] % 13), uint8(hand[1] % 13), uint8(hand[2] % 13), uint8(starter % 13)}
	return s.RankSig(&r) | SuitSig(hand, starter)
}

// SigPoints is what the combinations of a three-card show's signature
// score.
func (s *Scoring) SigPoints(sig uint64) int {
	f := func(i int) int { return int(sig >> (4 * i) & 15) }
	tf := 2
	if s.tf == perCardPts {
		tf = 3
	}
	return 2*f(SigFifteen) + tf*f(SigTwentyFive) + 4*f(SigTwentyFive4) + 2*f(SigPair) + 6*f(SigPairRoyal) +
		12*f(SigDoublePairRoyal) + 2*f(SigRun3) + 4*f(SigRun4) + 3*f(SigFlush3) + 4*f(SigFlush4) + f(SigKnave)
}
