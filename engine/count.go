package engine

// The count: one shared pile to 31 (rules, "The count"). A card scores what
// it makes with the cards laid before it in this count.

// MaxCount is the total the count may reach and never pass.
const MaxCount = 31

// PileTotal returns the running count of the pile: the sum of its pips.
func PileTotal(pile []Card) int {
	t := 0
	for _, c := range pile {
		t += c.Pips()
	}
	return t
}

// Fits reports whether card can be laid on a pile totalling count without
// passing 31.
func Fits(count int, card Card) bool { return count+card.Pips() <= MaxCount }

// Lay returns what card scores when laid on pile (the cards already laid
// this count, oldest first) with the given starter, in calling order:
// fifteen, twenty-five or thirty-one; the pair chain (pair 2, pair royal 6,
// double pair royal 12); the longest trailing run of 3–6 distinct ranks in
// any order (2, 4, 5, 6); the longest trailing flush of 3 or more (a point a
// card); Knave Noddy (1). Combo cards are in pile order, ending with card.
// The caller checks that card fits; Lay does not.
func Lay(pile []Card, card Card, starter Card) []Combo {
	var out []Combo
	all := append(pile[:len(pile):len(pile)], card)
	n := len(all)
	switch PileTotal(all) {
	case 15:
		out = append(out, Combo{Kind: Fifteen, Cards: copyCards(all), Points: 2})
	case 25:
		out = append(out, Combo{Kind: TwentyFive, Cards: copyCards(all), Points: 2})
	case 31:
		out = append(out, Combo{Kind: ThirtyOne, Cards: copyCards(all), Points: 2})
	}
	if k := min(pairChain(all), 4); k >= 2 { // more than four only if a card is given twice
		kinds := [5]Kind{0, 0, Pair, PairRoyal, DoublePairRoyal}
		pts := [5]int{0, 0, 2, 6, 12}
		out = append(out, Combo{Kind: kinds[k], Cards: copyCards(all[n-k:]), Points: pts[k]})
	}
	if k := trailingRun(all); k >= 3 {
		out = append(out, Combo{Kind: Run, Cards: copyCards(all[n-k:]), Points: runPoints(k)})
	}
	if k := trailingFlush(all); k >= 3 {
		out = append(out, Combo{Kind: Flush, Cards: copyCards(all[n-k:]), Points: k})
	}
	if card.Rank() == Jack && card.Suit() == starter.Suit() {
		out = append(out, Combo{Kind: KnaveNoddy, Cards: []Card{card}, Points: 1})
	}
	return out
}

// LayPoints returns the total of Lay(pile, card, starter) without allocating.
func LayPoints(pile []Card, card Card, starter Card) int {
	pts := 0
	switch PileTotal(pile) + card.Pips() {
	case 15, 25, 31:
		pts += 2
	}
	// Each helper looks at the pile plus card without building a slice.
	k := 1
	for i := len(pile) - 1; i >= 0 && pile[i].Rank() == card.Rank(); i-- {
		k++
	}
	pts += [5]int{0, 0, 2, 6, 12}[min(k, 4)]
	pts += runPoints(trailingRunWith(pile, card))
	k = 1
	for i := len(pile) - 1; i >= 0 && pile[i].Suit() == card.Suit(); i-- {
		k++
	}
	if k >= 3 {
		pts += k
	}
	if card.Rank() == Jack && card.Suit() == starter.Suit() {
		pts++
	}
	return pts
}

// runPoints by run length in the count: 3→2, 4→4, 5→5, 6→6 (rules, and the
// decision "run of four in the count = 4"). A deal lays at most six cards;
// a longer pile (only a caller can build one) goes on at a point a card
// rather than panicking.
func runPoints(k int) int {
	switch {
	case k < 3:
		return 0
	case k == 3:
		return 2
	}
	return k
}

// pairChain is how many cards at the end of all share the last card's rank.
func pairChain(all []Card) int {
	n := len(all)
	k := 1
	for k < n && all[n-1-k].Rank() == all[n-1].Rank() {
		k++
	}
	return k
}

// trailingRun is the length of the longest run of 3 or more formed by the
// last cards of all, or 0.
func trailingRun(all []Card) int {
	if len(all) == 0 {
		return 0
	}
	return trailingRunWith(all[:len(all)-1], all[len(all)-1])
}

func trailingRunWith(pile []Card, card Card) int {
	best := 0
	var seen uint16 = 1 << card.Rank()
	lo, hi := card.Rank(), card.Rank()
	for i, k := len(pile)-1, 2; i >= 0; i, k = i-1, k+1 {
		r := pile[i].Rank()
		if seen&(1<<r) != 0 {
			break // a duplicate rank: no longer run can include it
		}
		seen |= 1 << r
		lo, hi = min(lo, r), max(hi, r)
		if k >= 3 && int(hi-lo) == k-1 {
			best = k
		}
	}
	return best
}

func trailingFlush(all []Card) int {
	n := len(all)
	if n == 0 {
		return 0
	}
	k := 1
	for k < n && all[n-1-k].Suit() == all[n-1].Suit() {
		k++
	}
	if k < 3 {
		return 0
	}
	return k
}

func copyCards(cs []Card) []Card { return append([]Card(nil), cs...) }

// PairChain is how many cards at the end of all share the last card's
// rank: 2 a pair, 3 a pair royal, 4 a double pair royal.
func PairChain(all []Card) int { return pairChain(all) }

// TrailingRun is the length of the longest run of 3 or more distinct
// consecutive ranks formed by the last cards of all, in any order, or 0.
func TrailingRun(all []Card) int { return trailingRun(all) }

// TrailingFlush is the length of the longest stretch of 3 or more cards of
// one suit at the end of all, or 0.
func TrailingFlush(all []Card) int { return trailingFlush(all) }

// CountRunPoints is what a run of k cards scores in du Coeur's count: 3→2,
// 4→4, 5→5, 6→6 (noddy.md, "The count").
func CountRunPoints(k int) int { return runPoints(k) }
