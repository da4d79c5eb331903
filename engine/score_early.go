package engine

// Early cribbage (docs/games/early-cribbage.md): five cards, two each to
// the dealer's crib. The show is noddy.md's without the twenty-five, with
// a run of five (2 / 4 / 5) and a flush of the largest suit group, in the
// crib as in a hand (decisions "no twenty-five", "runs 2 / 4 / 5", "the
// crib flushes like a hand", "the starter counts towards a hand's flush").
// The count has no twenty-five and no Knave Noddy, but flushes (decisions
// "no twenty-five, no Knave Noddy in the count", "flushes count in the
// play"). Three to start, the jack turned up and the lurch are the state
// machine's.

var earlyShowRules = showRules{
	fifteen: 2, pairs: [5]int8{2: 2, 3: 6, 4: 12}, runs: noddyRuns, flush: largestSuit, knave: knaveNoddy,
}

var earlyLayRules = layRules{
	fifteen: 2, thirtyOne: 2, pairs: true, runs: noddyRuns, flush: true,
}

// EarlyCribbageShow scores a hand of three, or with crib true the crib of
// four, with the starter (early-cribbage.md, "The show"). Knave Noddy counts
// held in hand or crib. Any other size is nil.
func EarlyCribbageShow(hand []Card, starter Card, crib bool) []Combo {
	if crib && len(hand) != 4 || !crib && len(hand) != 3 {
		return nil
	}
	return showCombos(hand, starter, crib, &earlyShowRules)
}

// EarlyCribbageLay scores a card laid in the count (early-cribbage.md, "The
// count"): 15 and 31 for 2, the pair chain, the longest trailing run (2, 4,
// 5, 6) and flush (a point a card); nothing for 25 or Knave Noddy.
func EarlyCribbageLay(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &earlyLayRules)
}
