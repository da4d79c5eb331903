package engine

import mathbits "math/bits" // show.go has a func bits

// The scoring functions a rule set holds as data (issue 12): one ShowFunc
// and one LayFunc per game, in score_*.go, one file per rule file. Each game's
// functions are this file's two engines, showCombos and layCombos, driven by
// that game's rules as a value; du Coeur's Show and Lay stay as they are and
// are wrapped here.

// ShowFunc scores a hand (or, with crib true, a crib) counted with the
// starter (Costly Colours: the turn-up). Combos in calling order, cards in
// each combo in hand order, starter last; a run's cards in rank order, as
// du Coeur's Show gives them.
type ShowFunc func(hand []Card, starter Card, crib bool) []Combo

// LayFunc scores what card makes when laid on pile (this count's or this
// series' cards, oldest first); the caller checks it fits under 31.
type LayFunc func(pile []Card, card Card, starter Card) []Combo

// NoddyShowFunc is du Coeur's Show (noddy.md, "The show") in the ShowFunc
// shape. Noddy has no crib and three-card hands: anything else is nil.
func NoddyShowFunc(hand []Card, starter Card, crib bool) []Combo {
	if crib || len(hand) != 3 {
		return nil
	}
	return Show([3]Card(hand), starter)
}

// NoddyLay is du Coeur's Lay (noddy.md, "The count") as a LayFunc.
func NoddyLay(pile []Card, card Card, starter Card) []Combo {
	return Lay(pile, card, starter)
}

// maxShowCards is the most cards one show counts: the seven-card
// cribbage hand of five with the starter.
const maxShowCards = 6

// perCard in a points field scores one point for each card in the set (or
// on the table): Parlett's twenty-five, Costly Colours' fifteens.
const perCard = -1

// runScale says what a run of k cards is worth, k ≥ 3.
type runScale uint8

const (
	noRuns      runScale = iota
	noddyRuns            // 3→2, then a point a card: 4, 5, 6 (runPoints)
	cribbageRun          // a point a card
)

func (s runScale) points(k int) int {
	if s == cribbageRun {
		return k
	}
	return runPoints(k)
}

// flushRule is how a game counts one suit in a show.
type flushRule uint8

const (
	noFlush       flushRule = iota
	largestSuit             // the largest group of one suit, starter included, if 3+: a point a card
	cribbageFlush           // every hand card (+1 with the starter); a crib only with all five
	colours                 // Costly Colours: exactly three of four 2, all four 6
)

// knaveRule is how a game pays jacks (and Costly Colours' deuce) held.
type knaveRule uint8

const (
	noKnave    knaveRule = iota
	knaveNoddy           // the jack of the starter's suit held: Knave Noddy 1
	hisNobs              // the jack of the starter's suit held: his nobs 1
	costlyJack           // each jack held 2, the right knave 4; the right deuce 4
)

// showRules is one game's show table as data.
type showRules struct {
	fifteen, twentyFive int8    // points per set: 0 none, perCard, or flat
	thirtyOneAll        int8    // all the cards adding to 31 (Costly Colours)
	pairs               [5]int8 // by how many of a rank: pair, pair royal, double pair royal
	runs                runScale
	flush               flushRule
	knave               knaveRule
}

// comboSpec is one combination before its cards are copied out: the cards
// are the positions in mask (hand first, starter last), or for a lay the
// last n-from cards of the pile.
type comboSpec struct {
	kind      Kind
	mask      uint8 // show: positions; lay: unused
	from      uint8 // lay: first card of the combination
	points    int16
	rankOrder bool // a run: cards by rank
}

// specs collects a show's combinations in calling order.
type specs struct {
	s [80]comboSpec // 57 sets of 2+ of six cards, a 31, 3 pair groups, 8 runs, a flush, 5 jacks, a deuce
	n int
}

func (b *specs) add(s comboSpec) {
	b.s[b.n] = s
	b.n++
}

// laySpecs is specs for one card laid: a total, pairs, a run, a flush, a knave.
type laySpecs struct {
	s [5]comboSpec
	n int
}

func (b *laySpecs) add(s comboSpec) {
	b.s[b.n] = s
	b.n++
}

func popcount6(m uint8) int { return mathbits.OnesCount8(m) }

// setPoints is a per-set field's points for a set of k cards.
func setPoints(field int8, k int) int16 {
	if field == perCard {
		return int16(k)
	}
	return int16(field)
}

// showCombos scores hand with starter by the rules r. The combos share
// one array of cards, each capped at its own length, and come in r's
// calling order: fifteens, twenty-fives, thirty-one, pair groups by rank,
// runs by their lowest rank, then the flush and the jacks held (Costly
// Colours: the knaves and the deuce, then colours). nil for no cards, too
// many, or a card that is not valid.
func showCombos(hand []Card, starter Card, crib bool, r *showRules) []Combo {
	n := len(hand) + 1
	if n < 2 || n > maxShowCards || !starter.Valid() {
		return nil
	}
	var cs [maxShowCards]Card
	for i, c := range hand {
		if !c.Valid() {
			return nil
		}
		cs[i] = c
	}
	cs[n-1] = starter
	var b specs
	showSpecs(&b, &cs, n, crib, r)
	return materialiseShow(&b, &cs)
}

func showSpecs(b *specs, cs *[maxShowCards]Card, n int, crib bool, r *showRules) {
	full := uint8(1)<<n - 1

	// Card sets by their pip total, in mask order (the hand's order,
	// starter last); the positions of each rank and suit; the ranks held.
	var sums [1 << maxShowCards]uint8
	var byRank [King + 2]uint8
	var bySuit [4]uint8
	var present uint16
	for i := 0; i < n; i++ {
		c, bit := cs[i], 1<<i
		byRank[c.Rank()] |= uint8(bit)
		bySuit[c.Suit()&3] |= uint8(bit)
		present |= 1 << c.Rank()
		p := uint8(c.Pips())
		for m := 0; m < bit; m++ { // the sets with card i are those without it, plus it
			sums[m|bit] = sums[m] + p
		}
	}
	for _, t := range [2]struct {
		total uint8
		field int8
		kind  Kind
	}{{15, r.fifteen, Fifteen}, {25, r.twentyFive, TwentyFive}} {
		if t.field == 0 {
			continue
		}
		for m := uint8(3); m <= full; m++ {
			if sums[m] == t.total && m&(m-1) != 0 {
				b.add(comboSpec{kind: t.kind, mask: m, points: setPoints(t.field, popcount6(m))})
			}
		}
	}
	if r.thirtyOneAll != 0 && sums[full] == 31 {
		b.add(comboSpec{kind: ThirtyOne, mask: full, points: int16(r.thirtyOneAll)})
	}

	// Pairs: one combination per rank held two, three or four times.
	if r.pairs[2] != 0 {
		kinds := [5]Kind{2: Pair, 3: PairRoyal, 4: DoublePairRoyal}
		for p := present; p != 0; p &= p - 1 {
			m := byRank[mathbits.TrailingZeros16(p)&15]
			if k := min(popcount6(m), 4); k >= 2 {
				b.add(comboSpec{kind: kinds[k], mask: m, points: int16(r.pairs[k])})
			}
		}
	}

	// Runs: each maximal stretch of 3+ ranks present, one run for every
	// choice of a card of each rank, the first rank's cards varying slowest.
	if r.runs != noRuns {
		for p := present; p != 0; {
			lo := mathbits.TrailingZeros16(p)
			k := mathbits.TrailingZeros16(^(p >> lo)) // the stretch's length
			if k >= 3 {
				runSpecs(b, &byRank, Rank(lo), Rank(lo+k-1), 0, int16(r.runs.points(k)))
			}
			p &^= (1<<k - 1) << lo
		}
	}

	// Costly Colours calls its colours after the knaves and the deuce,
	// the order of its table and of Cotton's tally.
	if r.flush == colours {
		jackSpecs(b, cs, n, &byRank, r)
		suitSpecs(b, &bySuit, n, crib, r)
	} else {
		suitSpecs(b, &bySuit, n, crib, r)
		jackSpecs(b, cs, n, &byRank, r)
	}
}

// suitSpecs adds the flush (or colours) of r, from the positions of each suit.
func suitSpecs(b *specs, bySuit *[4]uint8, n int, crib bool, r *showRules) {
	full := uint8(1)<<n - 1
	switch r.flush {
	case largestSuit:
		for _, m := range bySuit {
			if popcount6(m) >= 3 {
				b.add(comboSpec{kind: Flush, mask: m, points: int16(popcount6(m))})
			}
		}
	case cribbageFlush:
		hand := full >> 1
		for _, m := range bySuit {
			switch {
			case m&hand != hand:
			case crib && m != full:
			default:
				b.add(comboSpec{kind: Flush, mask: m, points: int16(popcount6(m))})
			}
		}
	case colours:
		for _, m := range bySuit {
			switch popcount6(m) {
			case 3:
				b.add(comboSpec{kind: Colours, mask: m, points: 2})
			case 4:
				b.add(comboSpec{kind: CostlyColours, mask: m, points: 6})
			}
		}
	}
}

// jackSpecs adds the jacks held (and Costly Colours' right deuce) of r.
func jackSpecs(b *specs, cs *[maxShowCards]Card, n int, byRank *[King + 2]uint8, r *showRules) {
	hand := uint8(1)<<(n-1) - 1
	jacks, deuces := byRank[Jack]&hand, byRank[2]&hand
	if r.knave == noKnave || jacks == 0 && (deuces == 0 || r.knave != costlyJack) {
		return
	}
	starter := cs[n-1]
	for m := jacks; m != 0; m &= m - 1 {
		i := mathbits.TrailingZeros8(m)
		right := cs[i].Suit() == starter.Suit()
		switch {
		case r.knave == knaveNoddy && right:
			b.add(comboSpec{kind: KnaveNoddy, mask: 1 << i, points: 1})
		case r.knave == hisNobs && right:
			b.add(comboSpec{kind: HisNobs, mask: 1 << i, points: 1})
		case r.knave == costlyJack && right:
			b.add(comboSpec{kind: RightKnave, mask: 1 << i, points: 4})
		case r.knave == costlyJack:
			b.add(comboSpec{kind: Knave, mask: 1 << i, points: 2})
		}
	}
	if r.knave == costlyJack {
		for m := deuces; m != 0; m &= m - 1 {
			if i := mathbits.TrailingZeros8(m); cs[i].Suit() == starter.Suit() {
				b.add(comboSpec{kind: RightDeuce, mask: 1 << i, points: 4})
			}
		}
	}
}

// runSpecs adds the runs over ranks lo..hi, one card of each, with the
// cards chosen so far in mask.
func runSpecs(b *specs, byRank *[King + 2]uint8, lo, hi Rank, mask uint8, pts int16) {
	if lo > hi {
		b.add(comboSpec{kind: Run, mask: mask, points: pts, rankOrder: true})
		return
	}
	for m := byRank[lo]; m != 0; m &= m - 1 {
		runSpecs(b, byRank, lo+1, hi, mask|m&-m, pts)
	}
}

// materialiseShow copies the specs out as combos: two allocations, or none
// when nothing scored.
func materialiseShow(b *specs, cs *[maxShowCards]Card) []Combo {
	if b.n == 0 {
		return nil
	}
	total := 0
	for _, s := range b.s[:b.n] {
		total += popcount6(s.mask)
	}
	buf := make([]Card, 0, total)
	out := make([]Combo, b.n)
	for k, s := range b.s[:b.n] {
		start := len(buf)
		for m := s.mask; m != 0; m &= m - 1 {
			buf = append(buf, cs[mathbits.TrailingZeros8(m)])
		}
		if s.rankOrder { // a run: one card of each rank, put in rank order
			run := buf[start:]
			for i := 1; i < len(run); i++ {
				for j := i; j > 0 && run[j].Rank() < run[j-1].Rank(); j-- {
					run[j], run[j-1] = run[j-1], run[j]
				}
			}
		}
		out[k] = Combo{Kind: s.kind, Cards: buf[start:len(buf):len(buf)], Points: int(s.points)}
	}
	return out
}

// layRules is one game's count table as data.
type layRules struct {
	fifteen, twentyFive, thirty, thirtyOne int8 // the running total exactly: 0 none, perCard, or flat
	pairs                                  bool // the pair chain: 2, 6, 12
	runs                                   runScale
	flush                                  bool // the last 3+ cards of one suit: a point a card
	knaveNoddy                             bool // Knave Noddy laid: 1
}

// layCombos scores card laid on pile by the rules r, in calling order:
// the total (15, 25, 30, 31), the pair chain, the longest trailing run, the
// longest trailing flush, Knave Noddy. Every combination is a run of cards
// at the end of the pile; they share one copy of pile and card. nil when
// nothing scores, with no allocation.
func layCombos(pile []Card, card Card, starter Card, r *layRules) []Combo {
	var b laySpecs
	n := len(pile) + 1
	if n > 255 { // more cards than a pack: no play builds it, and from is a byte
		return nil
	}
	total := PileTotal(pile) + card.Pips()
	for _, t := range [4]struct {
		total int
		field int8
		kind  Kind
	}{{15, r.fifteen, Fifteen}, {25, r.twentyFive, TwentyFive}, {30, r.thirty, Thirty}, {31, r.thirtyOne, ThirtyOne}} {
		if t.field != 0 && total == t.total {
			b.add(comboSpec{kind: t.kind, points: setPoints(t.field, n)})
		}
	}
	if r.pairs {
		k := 1
		for i := len(pile) - 1; i >= 0 && pile[i].Rank() == card.Rank() && k < 4; i-- {
			k++
		}
		kinds := [5]Kind{2: Pair, 3: PairRoyal, 4: DoublePairRoyal}
		if pts := [5]int16{2: 2, 3: 6, 4: 12}[k]; pts != 0 {
			b.add(comboSpec{kind: kinds[k], from: uint8(n - k), points: pts})
		}
	}
	if r.runs != noRuns {
		if k := trailingRunWith(pile, card); k >= 3 {
			b.add(comboSpec{kind: Run, from: uint8(n - k), points: int16(r.runs.points(k))})
		}
	}
	if r.flush {
		k := 1
		for i := len(pile) - 1; i >= 0 && pile[i].Suit() == card.Suit(); i-- {
			k++
		}
		if k >= 3 {
			b.add(comboSpec{kind: Flush, from: uint8(n - k), points: int16(k)})
		}
	}
	if r.knaveNoddy && card.Rank() == Jack && card.Suit() == starter.Suit() {
		b.add(comboSpec{kind: KnaveNoddy, from: uint8(n - 1), points: 1})
	}
	if b.n == 0 {
		return nil
	}
	all := make([]Card, n)
	copy(all, pile)
	all[n-1] = card
	out := make([]Combo, b.n)
	for k, s := range b.s[:b.n] {
		out[k] = Combo{Kind: s.kind, Cards: all[s.from:n:n], Points: int(s.points)}
	}
	return out
}
