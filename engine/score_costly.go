package engine

// Costly Colours (docs/games/costly-colours.md), Cotton 1674 ch. XIV. No
// runs and no flushes anywhere; the shared card is the turn-up, and its
// suit makes the right knave and the right deuce. The turned two or knave
// (dealer 4) and the mog point are the state machine's; the turn-up itself
// is never counted again as a knave or deuce, since only cards held are.

var costlyShowRules = showRules{
	fifteen: perCard, twentyFive: perCard, thirtyOneAll: 4,
	pairs: [5]int8{2: 2, 3: 9, 4: 18}, flush: colours, knave: costlyJack,
}

var costlyLayRules = layRules{
	fifteen: perCard, twentyFive: perCard, thirty: perCard, thirtyOne: perCard,
}

// CostlyColoursShow scores a three-card hand with the turn-up
// (costly-colours.md, "The show"): each set adding to 15 or to 25 a point
// a card in it (decision "by the card"); all four adding to 31, 4; a pair
// 2, a pair royal 9, a double pair royal 18 (decision "pair royal 9, double
// pair royal 18"); each jack held 2, the right knave 4 instead (decision
// "each knave"); the right deuce 4, any other two nothing; colours, exactly
// three of the four in one suit, 2, and costly colours, all four, 6
// (decisions "colours means suit, and the turn-up counts", "colours 2, not
// 3"). No crib: a crib, or a hand not of three, is nil.
func CostlyColoursShow(hand []Card, starter Card, crib bool) []Combo {
	if crib || len(hand) != 3 {
		return nil
	}
	return showCombos(hand, starter, false, &costlyShowRules)
}

// CostlyColoursLay scores a card laid in the play (costly-colours.md, "The
// play"): a running total of exactly 15, 25, 30 or 31 scores a point for
// each card on the table, the card laid included (decision "30 scores by
// the card"). Nothing else scores; the last card's 1 is the state machine's.
func CostlyColoursLay(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &costlyLayRules)
}
