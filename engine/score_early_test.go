package engine

import "testing"

// early-cribbage.md, "Worked examples" 2, 3, 5, 7 and 8 (Cotton's deal and
// more), then a row per line of the show table and its decisions.
var earlyShows = []famShow{
	{"example 2: the elder's hand", "4C 5D 6S", "6H", false,
		"fifteen[4C 5D 6S]=2; fifteen[4C 5D 6H]=2; pair[6S 6H]=2; run[4C 5D 6S]=2; run[4C 5D 6H]=2", 10},
	{"example 3: the dealer's hand", "9H 6D 6C", "6H", false,
		"fifteen[9H 6D]=2; fifteen[9H 6C]=2; fifteen[9H 6H]=2; pair-royal[6D 6C 6H]=6", 12},
	{"example 5: Cotton's crib", "KS 2S 3S 8S", "6H", true,
		"fifteen[KS 2S 3S]=2; flush[KS 2S 3S 8S]=4", 6},
	{"example 7: crib 3-4-5-5-6", "3C 4D 5H 5S", "6H", true,
		"fifteen[4D 5H 6H]=2; fifteen[4D 5S 6H]=2; pair[5H 5S]=2; run[3C 4D 5H 6H]=4; run[3C 4D 5S 6H]=4", 14},
	{"example 8: three hearts with the starter", "2H 5H 9C", "KH", false,
		"fifteen[5H KH]=2; flush[2H 5H KH]=3", 5},
	{"no twenty-five", "9C 8D 5H", "3S", false, "", 0},
	{"no twenty-five in the crib", "9C 8D 8H 3S", "AC", true, "pair[8D 8H]=2", 2},
	{"run of five in the crib", "AC 2D 3H 4S", "5C", true,
		"fifteen[AC 2D 3H 4S 5C]=2; run[AC 2D 3H 4S 5C]=5", 7},
	{"run of four in a hand", "AC 2D 3H", "4S", false, "run[AC 2D 3H 4S]=4", 4},
	{"a crib flush of three", "2H 6H QH KC", "8D", true, "flush[2H 6H QH]=3", 3},
	{"a crib flush of five", "2H 6H QH KH", "8H", true, "flush[2H 6H QH KH 8H]=5", 5},
	{"Knave Noddy in the crib", "JH 2C 6D 8S", "4H", true, "knave-noddy[JH]=1", 1},
	{"the starter jack is never Knave Noddy", "2C 6D 8S QC", "JH", true, "", 0},
	{"double pair royal in the crib", "7C 7D 7H 7S", "KD", true, "double-pair-royal[7C 7D 7H 7S]=12", 12},
	{"bilked", "2C 4D 6H", "KS", false, "", 0},
}

func TestEarlyCribbageShowExamples(t *testing.T) {
	checkShows(t, EarlyCribbageShow, &refEarly, earlyShows)
}

// One row per line of the count table, and what it leaves out.
var earlyLayRows = []layCase{
	{"fifteen", "7C", "8D", "2S", "fifteen[7C 8D]=2", 15, 2},
	{"thirty-one", "KC QD 9H", "2S", "AD", "thirty-one[KC QD 9H 2S]=2", 31, 2},
	{"pair", "4C", "4D", "2S", "pair[4C 4D]=2", 8, 2},
	{"pair royal", "4C 4D", "4H", "2S", "pair-royal[4C 4D 4H]=6", 12, 6},
	{"double pair royal", "4C 4D 4H", "4S", "2S", "double-pair-royal[4C 4D 4H 4S]=12", 16, 12},
	{"run of three in any order", "2C 4D", "3H", "KS", "run[2C 4D 3H]=2", 9, 2},
	{"run of four", "AC 3D 2H", "4S", "KS", "run[AC 3D 2H 4S]=4", 10, 4},
	{"run of five", "2C 4D 3H 6S", "5C", "KS", "run[2C 4D 3H 6S 5C]=5", 20, 5},
	{"run of six", "AC 3D 2H 5S 4C", "6D", "KS", "run[AC 3D 2H 5S 4C 6D]=6", 21, 6},
	{"flush of three", "2C 9C", "KC", "5D", "flush[2C 9C KC]=3", 21, 3},
	{"flush longest only", "2D 9C KC", "7C", "5D", "flush[9C KC 7C]=3", 28, 3},
	{"decision: twenty-five scores nothing", "KC QD", "5H", "2S", "", 25, 0},
	{"decision: Knave Noddy laid scores nothing", "2C", "JH", "5H", "", 12, 0},
	{"thirty scores nothing", "KC QD 3H", "7S", "AC", "", 30, 0},
}

func TestEarlyCribbageLayRows(t *testing.T) { checkLays(t, EarlyCribbageLay, &refEarly, earlyLayRows) }

// early-cribbage.md, example 4: Cotton's count, starter 6♥. The dealer
// cannot lay 6♣ at 30, so the elder scores 1 for last (the go is the state
// machine's): elder 3, dealer 2.
var earlyPlays = []playExample{
	{"example 4", EarlyCribbageLay, &refEarly, "6H", []playStep{
		{0, "6S", false, ""},
		{1, "9H", false, "fifteen[6S 9H]=2"},
		{0, "4C", false, ""},
		{1, "6D", false, ""},
		{0, "5D", false, "run[4C 6D 5D]=2"},
	}, []playAward{{0, 1, "last card: the dealer cannot lay 6C at 30"}}, []int{3, 2}},
}

func TestEarlyCribbagePlays(t *testing.T) { checkPlays(t, earlyPlays) }

// Example 6: the deal's totals from the scorers (and example 1's three to
// start): elder 3 + 10 + 3 = 16, dealer 12 + 2 + 6 = 20.
func TestEarlyCribbageDeal(t *testing.T) {
	s := card(t, "6H")
	elder := 3 + Total(EarlyCribbageShow(cards(t, "4C 5D 6S"), s, false)) + 3
	dealer := Total(EarlyCribbageShow(cards(t, "9H 6D 6C"), s, false)) + 2 +
		Total(EarlyCribbageShow(cards(t, "KS 2S 3S 8S"), s, true))
	if elder != 16 || dealer != 20 {
		t.Errorf("elder %d, dealer %d; want 16 and 20", elder, dealer)
	}
}

// Examples 1 and 9 are the state machine's; for the lead, as the file
// reads them:
//
//	example 1: before the first deal of a game the elder scores 3
//	    (ThreeToStart), once per game, not every deal.
//	example 9: A reaches 61 with B on 44: a Lurch, 2 game points; B on
//	    45: 1 game point.
