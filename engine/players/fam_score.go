package players

import (
	"math/bits"
	"slices"

	"noddy/engine"
)

// The family players' scoring: totals only, without allocating. The
// engine's scorers name every combination and its cards, which the table
// needs; a search or an expected value over every starter needs only the
// points, many thousands of times a decision. Each known rule set has its
// own arithmetic here, held to the engine's Scorer on every game by
// TestFamilyScoringMatchesEngine; a rule set this file does not know is
// scored through its Scorer, slower but right.

// famGame is which arithmetic a rule set's scoring uses.
type famGame uint8

const (
	gScorer   famGame = iota // unknown: Rules.Score itself
	gNoddy                   // du Coeur, Parlett, MacGregor: noddy.md's tables, twenty-five as tf
	gEarly                   // early cribbage: no twenty-five, flushes in the play, no knave laid
	gCostly                  // Costly Colours: by the card, no pairs in the play, no runs
	gCribbage                // cribbage: the engine's CribbagePoints, pairs and runs in the play
)

// perCardPts in tf scores a twenty-five a point a card (Parlett).
const perCardPts = -1

// scoring is a rule set's show and lay as totals.
type scoring struct {
	game famGame
	tf   int8 // Noddy family: twenty-five 0 (none), 2, or perCardPts
	sc   engine.Scorer
}

// Points is a rule set's show and lay as totals, without allocating: the
// players' own count, lent to measurement players outside the one stack
// (engine/players/classic).
type Points struct{ sc scoring }

// NewPoints returns rule set r's totals.
func NewPoints(r engine.Rules) Points { return Points{newScoring(&r)} }

// Show is what hand makes shown with starter, as the crib with crib.
func (p Points) Show(hand []engine.Card, starter engine.Card, crib bool) int {
	return p.sc.show(hand, starter, crib)
}

// Lay is what card makes laid on pile, whose count is count.
func (p Points) Lay(pile []engine.Card, count int, card, starter engine.Card) int {
	return p.sc.layOn(pile, count, card, starter)
}

// Cribbage reports whether the rule set is scored as cribbage.
func (p Points) Cribbage() bool { return p.sc.game == gCribbage }

func newScoring(r *engine.Rules) scoring {
	s := scoring{sc: r.Score}
	switch r.Name {
	case "noddy":
		s.game, s.tf = gNoddy, 2
	case "parlett":
		s.game, s.tf = gNoddy, perCardPts
	case "macgregor":
		s.game, s.tf = gNoddy, 2
		if r.HasOption("no-twenty-fives") {
			s.tf = 0
		}
	case "early-cribbage":
		s.game = gEarly
	case "costly-colours":
		s.game = gCostly
	case "cribbage", "cribbage-five", "cribbage-seven", "cribbage-three", "cribbage-four":
		s.game = gCribbage
	}
	return s
}

// laysFlush reports whether a card laid can make a flush in the count (the
// Noddy family and early cribbage); laysKnave, whether Knave Noddy laid
// scores (the Noddy family).
func (s *scoring) laysFlush() bool { return s.game == gNoddy || s.game == gEarly }
func (s *scoring) laysKnave() bool { return s.game == gNoddy }

// show is the points of hand (or the crib) with the starter.
func (s *scoring) show(hand []engine.Card, starter engine.Card, crib bool) int {
	switch s.game {
	case gCribbage:
		return engine.CribbagePoints(hand, starter, crib)
	case gNoddy, gEarly, gCostly:
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
func (s *scoring) showN(cs *[6]engine.Card, n int) int {
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
		t := sums[m&(m-1)] + rankPips8[cs[bits.TrailingZeros(uint(m))]%13]
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
	if s.game == gCostly {
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

// lay is the points card makes laid on pile, this count's or series'
// cards; the go's point is the state machine's, not the card's.
func (s *scoring) lay(pile []engine.Card, card, starter engine.Card) int {
	count := 0
	for _, c := range pile {
		count += int(rankPips[c%13])
	}
	return s.layOn(pile, count, card, starter)
}

// layOn is lay with the pile's count already known.
func (s *scoring) layOn(pile []engine.Card, count int, card, starter engine.Card) int {
	if s.game == gScorer {
		// A copy, so that the searches' positions stay on the stack.
		return engine.Total(s.sc.Lay(slices.Clone(pile), card, starter))
	}
	n := len(pile) + 1
	count += int(rankPips[card%13])
	pts := 0
	if s.game == gCostly {
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
		if s.game == gCribbage {
			pts += best
		} else {
			pts += noddyRun(best)
		}
	}
	if !s.laysFlush() {
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
	if s.laysKnave() && card%13 == 10 && card/13 == starter/13 {
		pts++ // Knave Noddy laid
	}
	return pts
}

// A declared show names kinds and points, never cards (noddy.md,
// "Declarations"). Its signature counts each (kind, points) in a field of
// four bits, so that a possible hand's show can be compared with what was
// declared in one step. Only the Noddy family's three-card hands are ever
// declared before the play (Parlett, MacGregor, early cribbage's hands).
const (
	sigFifteen    = iota
	sigTwentyFive // flat 2, or three cards by the card
	sigTwentyFive4
	sigPair
	sigPairRoyal
	sigDoublePairRoyal
	sigRun3
	sigRun4
	sigFlush3 // the suit fields from here
	sigFlush4
	sigKnave
	sigFields
)

// sigRankMask covers the fields that depend on ranks alone.
const sigRankMask = 1<<(4*sigFlush3) - 1

// sigSlot is the field of a declared combination, or -1 for one a
// three-card show cannot hold.
func sigSlot(k engine.Kind, pts int) int {
	switch {
	case k == engine.Fifteen && pts == 2:
		return sigFifteen
	case k == engine.TwentyFive && (pts == 2 || pts == 3):
		return sigTwentyFive
	case k == engine.TwentyFive && pts == 4:
		return sigTwentyFive4
	case k == engine.Pair && pts == 2:
		return sigPair
	case k == engine.PairRoyal && pts == 6:
		return sigPairRoyal
	case k == engine.DoublePairRoyal && pts == 12:
		return sigDoublePairRoyal
	case k == engine.Run && pts == 2:
		return sigRun3
	case k == engine.Run && pts == 4:
		return sigRun4
	case k == engine.Flush && pts == 3:
		return sigFlush3
	case k == engine.Flush && pts == 4:
		return sigFlush4
	case k == engine.KnaveNoddy && pts == 1:
		return sigKnave
	}
	return -1
}

// famDeclSig is the signature of a declared show; ok is false when it names
// something no three-card show holds (a false declaration).
func famDeclSig(cs []engine.Combo) (sig uint64, ok bool) {
	for _, c := range cs {
		f := sigSlot(c.Kind, c.Points)
		if f < 0 || sig>>(4*f)&15 == 15 {
			return 0, false
		}
		sig += 1 << (4 * f)
	}
	return sig, true
}

// rankSig is the rank fields of a three-card hand's show with the starter,
// from the four 0-based ranks, starter last.
func (s *scoring) rankSig(r *[4]uint8) uint64 {
	a, b, c, d := rankPips8[r[0]], rankPips8[r[1]], rankPips8[r[2]], rankPips8[r[3]]
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
	sig := f15 << (4 * sigFifteen)
	switch s.tf {
	case perCardPts:
		sig |= f25<<(4*sigTwentyFive) | all25<<(4*sigTwentyFive4)
	case 2:
		sig |= (f25 + all25) << (4 * sigTwentyFive)
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
			sig += 1 << (4 * sigPair)
		case 3:
			sig += 1 << (4 * sigPairRoyal)
		case 4:
			sig += 1 << (4 * sigDoublePairRoyal)
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
			sig += mult << (4 * sigRun3)
		case 4:
			sig += mult << (4 * sigRun4)
		}
		lo = hi
	}
	return sig
}

// rankPips8 is the pips of each 0-based rank; rankPips the same as ints.
var rankPips8 = [13]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

var rankPips = [13]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

// famSuitSig is the suit fields of hand's show with the starter: the flush
// and Knave Noddy held.
func famSuitSig(hand *[3]engine.Card, starter engine.Card) uint64 {
	var bySuit [4]uint8
	bySuit[starter/13]++
	var sig uint64
	for _, c := range hand {
		bySuit[c/13]++
		if c%13 == 10 && c/13 == starter/13 {
			sig += 1 << (4 * sigKnave)
		}
	}
	for _, k := range bySuit {
		switch k {
		case 3:
			sig += 1 << (4 * sigFlush3)
		case 4:
			sig += 1 << (4 * sigFlush4)
		}
	}
	return sig
}

// handSig is the signature of a three-card hand's show with the starter.
func (s *scoring) handSig(hand *[3]engine.Card, starter engine.Card) uint64 {
	r := [4]uint8{uint8(hand[0] % 13), uint8(hand[1] % 13), uint8(hand[2] % 13), uint8(starter % 13)}
	return s.rankSig(&r) | famSuitSig(hand, starter)
}
