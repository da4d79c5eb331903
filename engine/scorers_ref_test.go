package engine

// The reference scorers the family's ShowFuncs and LayFuncs are checked
// against. They are written from the rule files' tables alone and share no
// code with scorers.go or score_*.go: every combination is found by listing
// card sets (shows) or trailing windows of the pile (lays), the slow way.

// refGame is one rule file's show and count tables, as the reference reads
// them.
type refGame struct {
	name string
	// Show: points for a set adding to 15 or 25 (-1: a point per card in
	// the set); all the cards adding to 31; pair groups by size; runs by
	// length (nil: no runs); "largest" (suit group of 3+, a point a card),
	// "cribbage" (every hand card, +1 starter; a crib all five), "colours"
	// (three 2, four 6) or ""; "noddy" (Knave Noddy 1), "nobs" (1),
	// "costly" (knave 2, right knave 4, right deuce 4) or "".
	fifteen, twentyFive, all31 int
	pairs                      [5]int
	runs                       func(k int) int
	flush, jacks               string
	// Count: points when the total becomes 15, 25, 30, 31 (-1: a point
	// per card on the pile); pair chain; trailing run by length (nil:
	// none); trailing flush; Knave Noddy laid.
	lay15, lay25, lay30, lay31 int
	layPairs                   bool
	layRuns                    func(k int) int
	layFlush, layKnave         bool
}

func noddyRunTable(k int) int {
	return [...]int{3: 2, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, 11: 11, 12: 12, 13: 13}[k]
}

func cribbageRunTable(k int) int { return k }

var (
	refNoddy = refGame{name: "noddy", fifteen: 2, twentyFive: 2, pairs: [5]int{2: 2, 3: 6, 4: 12},
		runs: noddyRunTable, flush: "largest", jacks: "noddy",
		lay15: 2, lay25: 2, lay31: 2, layPairs: true, layRuns: noddyRunTable, layFlush: true, layKnave: true}
	refParlett = refGame{name: "parlett", fifteen: 2, twentyFive: -1, pairs: [5]int{2: 2, 3: 6, 4: 12},
		runs: noddyRunTable, flush: "largest", jacks: "noddy",
		lay15: 2, lay25: -1, lay31: 2, layPairs: true, layRuns: noddyRunTable, layFlush: true, layKnave: true}
	refMacGregorNo25 = refGame{name: "macgregor no-twenty-fives", fifteen: 2, pairs: [5]int{2: 2, 3: 6, 4: 12},
		runs: noddyRunTable, flush: "largest", jacks: "noddy",
		lay15: 2, lay31: 2, layPairs: true, layRuns: noddyRunTable, layFlush: true, layKnave: true}
	refEarly = refGame{name: "early cribbage", fifteen: 2, pairs: [5]int{2: 2, 3: 6, 4: 12},
		runs: noddyRunTable, flush: "largest", jacks: "noddy",
		lay15: 2, lay31: 2, layPairs: true, layRuns: noddyRunTable, layFlush: true}
	refCostly = refGame{name: "costly colours", fifteen: -1, twentyFive: -1, all31: 4, pairs: [5]int{2: 2, 3: 9, 4: 18},
		flush: "colours", jacks: "costly",
		lay15: -1, lay25: -1, lay30: -1, lay31: -1}
	refCribbage = refGame{name: "cribbage", fifteen: 2, pairs: [5]int{2: 2, 3: 6, 4: 12},
		runs: cribbageRunTable, flush: "cribbage", jacks: "nobs",
		lay15: 2, lay31: 2, layPairs: true, layRuns: cribbageRunTable}
)

// refTally is a show's or a lay's points by line of the tables.
type refTally struct {
	fifteens, twentyFives, thirties, thirtyOnes, pairs, runs, suits, jacks, deuce int
}

func (s refTally) total() int {
	return s.fifteens + s.twentyFives + s.thirties + s.thirtyOnes + s.pairs + s.runs + s.suits + s.jacks + s.deuce
}

// tallyOf sums combos into the reference's lines.
func tallyOf(cs []Combo) refTally {
	var s refTally
	for _, c := range cs {
		switch c.Kind {
		case Fifteen:
			s.fifteens += c.Points
		case TwentyFive:
			s.twentyFives += c.Points
		case Thirty:
			s.thirties += c.Points
		case ThirtyOne:
			s.thirtyOnes += c.Points
		case Pair, PairRoyal, DoublePairRoyal:
			s.pairs += c.Points
		case Run:
			s.runs += c.Points
		case Flush, Colours, CostlyColours:
			s.suits += c.Points
		case KnaveNoddy, HisNobs, Knave, RightKnave:
			s.jacks += c.Points
		case RightDeuce:
			s.deuce += c.Points
		default:
			s.deuce += 1000 // a kind no show or lay should give
		}
	}
	return s
}

func refRank(c Card) int { return int(c)%13 + 1 }
func refSuit(c Card) int { return int(c) / 13 }
func refPip(c Card) int  { return min(refRank(c), 10) }

// refConsecutive: distinct ranks, the highest minus the lowest one less
// than the number of cards.
func refConsecutive(cs []Card) bool {
	var seen [14]bool
	lo, hi := 99, 0
	for _, c := range cs {
		r := refRank(c)
		if seen[r] {
			return false
		}
		seen[r] = true
		lo, hi = min(lo, r), max(hi, r)
	}
	return hi-lo == len(cs)-1
}

// refMaxCards is the most cards a reference show counts: a seven-card
// cribbage hand of five and the starter.
const refMaxCards = 6

// refShow scores hand with starter by listing every set of the cards (as
// bit masks, so that the exhaustive tests stay within seconds).
func refShow(g *refGame, hand []Card, starter Card, crib bool) refTally {
	s := refRankLines(g, hand, starter)
	s.suits = refSuits(g, hand, starter, crib)
	s.jacks, s.deuce = refJacks(g, hand, starter)
	return s
}

// refRankLines are the lines that depend on the cards' ranks alone:
// fifteens, twenty-fives, thirty-one, pairs and runs.
func refRankLines(g *refGame, hand []Card, starter Card) refTally {
	var all [refMaxCards]Card
	n := copy(all[:], hand)
	all[n] = starter
	n++
	full := 1<<n - 1
	var s refTally
	perSet := func(field, k int) int {
		if field < 0 {
			return k
		}
		return field
	}
	// For every set: its size, pip total, the ranks it holds as bits, and
	// whether two of its cards share a rank.
	var rk [refMaxCards]uint16
	var pip [refMaxCards]int
	for i, c := range all[:n] {
		rk[i], pip[i] = 1<<refRank(c), refPip(c)
	}
	var size, sum [1 << refMaxCards]int
	var ranks [1 << refMaxCards]uint16
	var dup [1 << refMaxCards]bool
	for i := 0; i < n; i++ { // every set holding card i is one without it, plus i
		for rest := 0; rest < 1<<i; rest++ {
			m := rest | 1<<i
			size[m], sum[m] = size[rest]+1, sum[rest]+pip[i]
			ranks[m], dup[m] = ranks[rest]|rk[i], dup[rest] || ranks[rest]&rk[i] != 0
		}
	}
	consecutive := func(mask int) bool {
		if dup[mask] {
			return false
		}
		b := ranks[mask]
		for b&1 == 0 {
			b >>= 1
		}
		return b&(b+1) == 0 // the ranks are one block of ones
	}
	for mask := 1; mask <= full; mask++ {
		if size[mask] >= 2 && sum[mask] == 15 {
			s.fifteens += perSet(g.fifteen, size[mask])
		}
		if size[mask] >= 2 && sum[mask] == 25 {
			s.twentyFives += perSet(g.twentyFive, size[mask])
		}
		if mask == full && sum[mask] == 31 {
			s.thirtyOnes += g.all31
		}
		// A run counts if no card left out would lengthen it.
		if g.runs != nil && size[mask] >= 3 && consecutive(mask) {
			maximal := true
			for i := 0; i < n; i++ {
				if mask>>i&1 == 0 && consecutive(mask|1<<i) {
					maximal = false
				}
			}
			if maximal {
				s.runs += g.runs(size[mask])
			}
		}
	}
	// Pairs by how many of each rank: the number of equal pairs is C(k,2).
	var equal [14]int
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if refRank(all[i]) == refRank(all[j]) {
				equal[refRank(all[i])]++
			}
		}
	}
	for _, e := range equal {
		s.pairs += g.pairs[[7]int{0: 0, 1: 2, 3: 3, 6: 4}[e]]
	}
	return s
}

// refJacks are the jacks held (and Costly Colours' right deuce).
func refJacks(g *refGame, hand []Card, starter Card) (jacks, deuce int) {
	for _, c := range hand {
		right := refSuit(c) == refSuit(starter)
		switch {
		case g.jacks == "costly" && refRank(c) == 11 && right:
			jacks += 4
		case g.jacks == "costly" && refRank(c) == 11:
			jacks += 2
		case g.jacks == "costly" && refRank(c) == 2 && right:
			deuce += 4
		case (g.jacks == "noddy" || g.jacks == "nobs") && refRank(c) == 11 && right:
			jacks++
		}
	}
	return jacks, deuce
}

// refSuits is the show's flush line (or Costly Colours' colours).
func refSuits(g *refGame, hand []Card, starter Card, crib bool) int {
	s := 0
	var suits [4]int
	for _, c := range hand {
		suits[refSuit(c)]++
	}
	suits[refSuit(starter)]++
	switch g.flush {
	case "largest":
		best := 0
		for _, k := range suits {
			best = max(best, k)
		}
		if best >= 3 {
			s = best
		}
	case "cribbage":
		same := true
		for _, c := range hand {
			same = same && refSuit(c) == refSuit(hand[0])
		}
		switch {
		case !same:
		case refSuit(starter) == refSuit(hand[0]):
			s = len(hand) + 1
		case !crib:
			s = len(hand)
		}
	case "colours":
		for _, k := range suits {
			if k == 3 {
				s += 2
			}
			if k == 4 {
				s += 6
			}
		}
	}
	return s
}

// refLay scores card laid on pile from the trailing windows of the pile.
func refLay(g *refGame, pile []Card, card Card, starter Card) refTally {
	all := append(append([]Card{}, pile...), card)
	n := len(all)
	var s refTally
	total := 0
	for _, c := range all {
		total += refPip(c)
	}
	onTable := func(field int) int {
		if field < 0 {
			return n
		}
		return field
	}
	switch total {
	case 15:
		s.fifteens = onTable(g.lay15)
	case 25:
		s.twentyFives = onTable(g.lay25)
	case 30:
		s.thirties = onTable(g.lay30)
	case 31:
		s.thirtyOnes = onTable(g.lay31)
	}
	longest := func(ok func(w []Card) bool, from int) int {
		best := 0
		for k := from; k <= n; k++ {
			if ok(all[n-k:]) {
				best = k
			}
		}
		return best
	}
	if g.layPairs {
		k := longest(func(w []Card) bool {
			for _, c := range w {
				if refRank(c) != refRank(card) {
					return false
				}
			}
			return true
		}, 2)
		s.pairs = [...]int{0, 0, 2, 6, 12}[min(k, 4)]
	}
	if g.layRuns != nil {
		if k := longest(refConsecutive, 3); k > 0 {
			s.runs = g.layRuns(k)
		}
	}
	if g.layFlush {
		s.suits = longest(func(w []Card) bool {
			for _, c := range w {
				if refSuit(c) != refSuit(card) {
					return false
				}
			}
			return true
		}, 3)
	}
	if g.layKnave && refRank(card) == 11 && refSuit(card) == refSuit(starter) {
		s.jacks = 1
	}
	return s
}
