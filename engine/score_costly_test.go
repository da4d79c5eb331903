package engine

import "testing"

// costly-colours.md, "Worked examples" 1–7 (the shows), then a row per
// line of the show table and its decisions.
var costlyShows = []famShow{
	{"example 1: the elder's show", "5H 4H 8H", "JH", false,
		"fifteen[5H JH]=2; costly-colours[5H 4H 8H JH]=6", 8},
	{"example 1: the dealer's show", "2H 7C 9H", "JH", false,
		"right-deuce[2H]=4; colours[2H 9H JH]=2", 6},
	{"example 2: 5-6-4 with a three", "5C 6D 4S", "3H", false, "fifteen[5C 6D 4S]=3", 3},
	{"example 3: a two not the right deuce", "TC 5D 2S", "7H", false, "fifteen[TC 5D]=2", 2},
	{"example 4: 5-5-5 with a king", "5C 5D 5H", "KS", false,
		"fifteen[5C 5D 5H]=3; fifteen[5C KS]=2; fifteen[5D KS]=2; fifteen[5H KS]=2; twenty-five[5C 5D 5H KS]=4; pair-royal[5C 5D 5H]=9", 22},
	{"example 5: thirty-one and a knave", "JC QD AS", "TH", false,
		"thirty-one[JC QD AS TH]=4; knave[JC]=2", 6},
	{"example 6: the right knave", "JS 2D 7D", "9S", false, "right-knave[JS]=4", 4},
	{"example 7: a pair royal", "8C 8D 4S", "8H", false, "pair-royal[8C 8D 8H]=9", 9},
	{"fifteen of four cards", "AH 2S 4C", "8D", false, "fifteen[AH 2S 4C 8D]=4", 4},
	{"twenty-five of three", "9C 8D 8H", "3S", false, "twenty-five[9C 8D 8H]=3; pair[8D 8H]=2", 5},
	{"a pair", "2C 2D 9H", "KS", false, "pair[2C 2D]=2", 2},
	{"double pair royal", "8C 8D 8H", "8S", false, "double-pair-royal[8C 8D 8H 8S]=18", 18},
	{"two knaves, one right", "JC JH 4S", "6H", false, "pair[JC JH]=2; knave[JC]=2; right-knave[JH]=4", 8},
	{"the turned knave is not counted", "3C 7D 9H", "JS", false, "", 0},
	{"the turned deuce is not counted", "3C 7D 9H", "2S", false, "", 0},
	{"right deuce and colours", "2S 7S KC", "4S", false, "right-deuce[2S]=4; colours[2S 7S 4S]=2", 6},
	{"two of a suit are not colours", "3S 6S 8C", "KD", false, "", 0},
	{"no runs", "AC 2D 3H", "7S", false, "", 0},
	{"no thirty in the show", "KC QD 9H", "AS", false, "", 0},
}

func TestCostlyColoursShowExamples(t *testing.T) {
	checkShows(t, CostlyColoursShow, &refCostly, costlyShows)
}

// One row per line of the play's table: a point for each card on the
// table at 15, 25, 30 and 31; nothing else.
var costlyLayRows = []layCase{
	{"fifteen, two cards", "7C", "8D", "2S", "fifteen[7C 8D]=2", 15, 2},
	{"fifteen, three cards", "2C 6D", "7H", "2S", "fifteen[2C 6D 7H]=3", 15, 3},
	{"twenty-five, three cards", "KC QD", "5H", "2S", "twenty-five[KC QD 5H]=3", 25, 3},
	{"thirty, four cards", "KC QD 3H", "7S", "AC", "thirty[KC QD 3H 7S]=4", 30, 4},
	{"thirty-one, four cards", "KC QD 9H", "2S", "AD", "thirty-one[KC QD 9H 2S]=4", 31, 4},
	{"thirty-one, six cards", "AC 2D 3H 5S KC", "TD", "AD", "thirty-one[AC 2D 3H 5S KC TD]=6", 31, 6},
	{"no pairs", "4C", "4D", "2S", "", 8, 0},
	{"no runs", "AC 3D", "2H", "KS", "", 6, 0},
	{"no flushes", "2C 9C", "KC", "5D", "", 21, 0},
	{"no knaves laid", "2C", "JH", "5H", "", 12, 0},
}

func TestCostlyColoursLayRows(t *testing.T) {
	checkLays(t, CostlyColoursLay, &refCostly, costlyLayRows)
}

// costly-colours.md, examples 8 and 1: one count; the dealer lays on after
// the elder cannot (the state machine's), 31 is made, so no last card.
var costlyPlays = []playExample{
	{"example 8", CostlyColoursLay, &refCostly, "3C", []playStep{
		{0, "7S", false, ""},
		{1, "8D", false, "fifteen[7S 8D]=2"},
		{0, "KC", false, "twenty-five[7S 8D KC]=3"},
		{1, "5H", false, "thirty[7S 8D KC 5H]=4"},
		{1, "AS", false, "thirty-one[7S 8D KC 5H AS]=5"}, // the elder holds only 9C
	}, nil, []int{3, 11}},
	{"example 1: Cotton's deal", CostlyColoursLay, &refCostly, "JH", []playStep{
		{0, "5H", false, ""},
		{1, "7C", false, ""},
		{0, "8H", false, ""},
		{1, "9H", false, ""},
		{1, "2H", false, "thirty-one[5H 7C 8H 9H 2H]=5"}, // the elder cannot lay 4H
	}, nil, []int{0, 5}},
}

func TestCostlyColoursPlays(t *testing.T) { checkPlays(t, costlyPlays) }

// Example 1's whole deal: dealer 4 (knave turned) + 1 (the mog not asked)
// + 5 (play) + 6 (show) = 16; elder 8.
func TestCostlyColoursDeal(t *testing.T) {
	s := card(t, "JH")
	elder := Total(CostlyColoursShow(cards(t, "5H 4H 8H"), s, false))
	dealer := 4 + 1 + Total(CostlyColoursLay(cards(t, "5H 7C 8H 9H"), card(t, "2H"), s)) +
		Total(CostlyColoursShow(cards(t, "2H 7C 9H"), s, false))
	if elder != 8 || dealer != 16 {
		t.Errorf("elder %d, dealer %d; want 8 and 16", elder, dealer)
	}
}

// The turn-up's 4 and the mog point are the state machine's; for the lead,
// from example 1: a jack turned up, KnaveTurned (a two: DeuceTurned), 4 to
// the dealer at once; the elder not offering to mog, Mog, 1 to the dealer
// (offered and refused: 1 to the elder; accepted: a card each way, no
// point). The play's last card, 1 if the total is under 31, is LastCard.
