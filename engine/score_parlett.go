package engine

// Parlett's Noddy (docs/games/parlett.md): du Coeur's show and
// count in every line but one, the twenty-five, which pays a point for each
// card in it. The jack turned up going to the elder is the state machine's.

var parlettShowRules = showRules{
	fifteen: 2, twentyFive: perCard,
	pairs: [5]int8{2: 2, 3: 6, 4: 12}, runs: noddyRuns, flush: largestSuit, knave: knaveNoddy,
}

var parlettLayRules = layRules{
	fifteen: 2, twentyFive: perCard, thirtyOne: 2,
	pairs: true, runs: noddyRuns, flush: true, knaveNoddy: true,
}

// ParlettShow scores a three-card hand with the starter (noddy-parlett.md,
// "The show"): noddy.md's table, except that each distinct set adding to 25
// scores a point per card in it (3 or 4; the decision "per card in the
// set"). Parlett's Noddy has no crib: a crib, or a hand not of three, is nil.
func ParlettShow(hand []Card, starter Card, crib bool) []Combo {
	if crib || len(hand) != 3 {
		return nil
	}
	return showCombos(hand, starter, false, &parlettShowRules)
}

// ParlettLay scores a card laid in the count (noddy-parlett.md, "The
// count"): noddy.md's table, except that a total of exactly 25 scores a
// point per card on the pile, the card laid included. A partner's card on
// the pile counts like any other (four-hand).
func ParlettLay(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &parlettLayRules)
}
