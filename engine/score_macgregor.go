package engine

// MacGregor's Noddy (docs/games/macgregor.md). With every option off
// it scores exactly as noddy.md: the file's decisions restore the run of
// three at 2 and read the flush of three as suit only, which is du Coeur's
// table line for line. Option 1 (no-twenty-fives) drops the twenty-five in
// the show and in the count (decision "both places"). Options 2 and 3
// (claims, a longer game) are the state machine's.

var macGregorShowRules = [2]showRules{
	{fifteen: 2, twentyFive: 2, pairs: [5]int8{2: 2, 3: 6, 4: 12}, runs: noddyRuns, flush: largestSuit, knave: knaveNoddy},
	{fifteen: 2, pairs: [5]int8{2: 2, 3: 6, 4: 12}, runs: noddyRuns, flush: largestSuit, knave: knaveNoddy},
}

var macGregorLayRules = [2]layRules{
	{fifteen: 2, twentyFive: 2, thirtyOne: 2, pairs: true, runs: noddyRuns, flush: true, knaveNoddy: true},
	{fifteen: 2, thirtyOne: 2, pairs: true, runs: noddyRuns, flush: true, knaveNoddy: true},
}

// MacGregorScorers returns the show and the count of MacGregor's Noddy
// (noddy-macgregor.md, "The show" and "The count"), without twenty-fives if
// noTwentyFives (option 1). The show takes a three-card hand and no crib;
// anything else is nil.
func MacGregorScorers(noTwentyFives bool) (ShowFunc, LayFunc) {
	if noTwentyFives {
		return macGregorShowNo25, macGregorLayNo25
	}
	return macGregorShow, macGregorLay
}

func macGregorShow(hand []Card, starter Card, crib bool) []Combo {
	return macGregorShowWith(hand, starter, crib, &macGregorShowRules[0])
}

func macGregorShowNo25(hand []Card, starter Card, crib bool) []Combo {
	return macGregorShowWith(hand, starter, crib, &macGregorShowRules[1])
}

func macGregorShowWith(hand []Card, starter Card, crib bool, r *showRules) []Combo {
	if crib || len(hand) != 3 {
		return nil
	}
	return showCombos(hand, starter, false, r)
}

func macGregorLay(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &macGregorLayRules[0])
}

func macGregorLayNo25(pile []Card, card Card, starter Card) []Combo {
	return layCombos(pile, card, starter, &macGregorLayRules[1])
}
