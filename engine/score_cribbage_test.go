package engine

import "testing"

// cribbage.md, "Worked examples" 1–8 (the shows), then a row per line of
// the show table and its decisions.
var cribbageShows = []famShow{
	{"example 1: 29", "5C 5D 5H JS", "5S", false,
		"fifteen[5C 5D 5H]=2; fifteen[5C JS]=2; fifteen[5D JS]=2; fifteen[5H JS]=2; fifteen[5C 5D 5S]=2; fifteen[5C 5H 5S]=2; fifteen[5D 5H 5S]=2; fifteen[JS 5S]=2; double-pair-royal[5C 5D 5H 5S]=12; his-nobs[JS]=1", 29},
	{"example 2: double-double run", "6C 6D 7H 7S", "8C", false,
		"fifteen[7H 8C]=2; fifteen[7S 8C]=2; pair[6C 6D]=2; pair[7H 7S]=2; run[6C 7H 8C]=3; run[6C 7S 8C]=3; run[6D 7H 8C]=3; run[6D 7S 8C]=3", 20},
	{"example 3: triple run", "3C 3D 3H 4S", "5C", false,
		"fifteen[3C 3D 4S 5C]=2; fifteen[3C 3H 4S 5C]=2; fifteen[3D 3H 4S 5C]=2; pair-royal[3C 3D 3H]=6; run[3C 4S 5C]=3; run[3D 4S 5C]=3; run[3H 4S 5C]=3", 21},
	{"example 4: double run of four", "5C 6D 7H 7S", "8C", false,
		"fifteen[7H 8C]=2; fifteen[7S 8C]=2; pair[7H 7S]=2; run[5C 6D 7H 8C]=4; run[5C 6D 7S 8C]=4", 14},
	{"example 5: four hearts as a hand", "3H 6H 9H QH", "5S", false,
		"fifteen[6H 9H]=2; fifteen[QH 5S]=2; flush[3H 6H 9H QH]=4", 8},
	{"example 5: as the crib, no flush", "3H 6H 9H QH", "5S", true,
		"fifteen[6H 9H]=2; fifteen[QH 5S]=2", 4},
	{"example 5: the crib with the five of hearts", "3H 6H 9H QH", "5H", true,
		"fifteen[6H 9H]=2; fifteen[QH 5H]=2; flush[3H 6H 9H QH 5H]=5", 9},
	{"example 6: nothing", "2C 4D 6H 8S", "KC", false, "", 0},
	{"example 7: five-card 4-5-6 with a six", "4C 5C 6C", "6H", false,
		"fifteen[4C 5C 6C]=2; fifteen[4C 5C 6H]=2; pair[6C 6H]=2; run[4C 5C 6C]=3; run[4C 5C 6H]=3; flush[4C 5C 6C]=3", 15},
	{"example 7: five-card, no flush", "4C 5C 9D", "KC", false, "fifteen[5C KC]=2", 2},
	{"example 8: seven-card 2-3-4-5-6 with a six", "2S 3S 4S 5S 6S", "6D", false,
		"fifteen[2S 3S 4S 6S]=2; fifteen[4S 5S 6S]=2; fifteen[2S 3S 4S 6D]=2; fifteen[4S 5S 6D]=2; fifteen[3S 6S 6D]=2; pair[6S 6D]=2; run[2S 3S 4S 5S 6S]=5; run[2S 3S 4S 5S 6D]=5; flush[2S 3S 4S 5S 6S]=5", 27},
	{"example 8: seven-card, two stretches", "AC 2D 3H 9S TS", "JC", false,
		"fifteen[AC 2D 3H 9S]=2; fifteen[2D 3H TS]=2; fifteen[2D 3H JC]=2; run[AC 2D 3H]=3; run[9S TS JC]=3", 12},
	{"3-3-4-4-5: four runs of three", "3C 3D 4H 4S", "5C", false,
		"fifteen[3C 3D 4H 5C]=2; fifteen[3C 3D 4S 5C]=2; pair[3C 3D]=2; pair[4H 4S]=2; run[3C 4H 5C]=3; run[3C 4S 5C]=3; run[3D 4H 5C]=3; run[3D 4S 5C]=3", 20},
	{"hand flush with the starter", "2H 6H 9H QH", "AH", false, "fifteen[6H 9H]=2; flush[2H 6H 9H QH AH]=5", 7},
	{"three of four and the starter: no flush", "2H 6H 9H QC", "AH", false, "fifteen[6H 9H]=2", 2},
	{"a crib of four with a fifth in another suit: no flush", "2H 6H 9H KH", "AS", true, "fifteen[6H 9H]=2", 2},
	{"his nobs", "JH 2C 6D 8S", "4H", false, "his-nobs[JH]=1", 1},
	{"his nobs in the crib", "JH 2C 6D 8S", "4H", true, "his-nobs[JH]=1", 1},
	{"the starter jack is not his nobs", "2C 6D 8S QC", "JH", false, "", 0},
	{"no twenty-five", "9C 8D 8H 3S", "AC", false, "pair[8D 8H]=2", 2},
	{"run of five", "AC 2D 3H 4S", "5C", false, "fifteen[AC 2D 3H 4S 5C]=2; run[AC 2D 3H 4S 5C]=5", 7},
	{"no wrap", "QC KD AH", "2S", false, "", 0},
	{"seven-card flush of five plus the starter", "2S 3S 6S 9S QS", "KS", false, "fifteen[6S 9S]=2; fifteen[2S 3S QS]=2; fifteen[2S 3S KS]=2; flush[2S 3S 6S 9S QS KS]=6", 12},
}

func TestCribbageShowExamples(t *testing.T) {
	checkShows(t, CribbageShow, &refCribbage, cribbageShows)
	for _, tt := range cribbageShows { // the points functions agree
		h, s := cards(t, tt.hand), card(t, tt.starter)
		if got := CribbagePoints(h, s, tt.crib); got != tt.total {
			t.Errorf("%s: CribbagePoints %d; want %d", tt.name, got, tt.total)
		}
		if len(h) == 4 {
			if got := CribbageShowPoints([4]Card(h), s, tt.crib); got != tt.total {
				t.Errorf("%s: CribbageShowPoints %d; want %d", tt.name, got, tt.total)
			}
		}
	}
}

// One row per line of the play's table, on this series' cards.
var cribbageLayRows = []layCase{
	{"fifteen", "7C", "8D", "2S", "fifteen[7C 8D]=2", 15, 2},
	{"thirty-one", "KC QD 9H", "2S", "AD", "thirty-one[KC QD 9H 2S]=2", 31, 2},
	{"pair", "4C", "4D", "2S", "pair[4C 4D]=2", 8, 2},
	{"pair royal", "4C 4D", "4H", "2S", "pair-royal[4C 4D 4H]=6", 12, 6},
	{"double pair royal", "4C 4D 4H", "4S", "2S", "double-pair-royal[4C 4D 4H 4S]=12", 16, 12},
	{"pairs only with the cards in a row", "4C 4D 9H 4H", "4S", "2S", "pair[4H 4S]=2", 25, 2},
	{"run of three in any order", "2C 4D", "3H", "KS", "run[2C 4D 3H]=3", 9, 3},
	{"run of four", "AC 3D 2H", "4S", "KS", "run[AC 3D 2H 4S]=4", 10, 4},
	{"run of five", "2C 4D 3H 6S", "5C", "KS", "run[2C 4D 3H 6S 5C]=5", 20, 5},
	{"run of six", "AC 3D 2H 5S 4C", "6D", "KS", "run[AC 3D 2H 5S 4C 6D]=6", 21, 6},
	{"run of seven", "AC 2D 3H 4S 5C 6D", "7H", "KS", "run[AC 2D 3H 4S 5C 6D 7H]=7", 28, 7},
	{"run longest only", "9C 2D 4H", "3S", "KC", "run[2D 4H 3S]=3", 18, 3},
	{"run broken by a duplicate", "3C 4D 4H", "5S", "KC", "", 16, 0},
	{"fifteen and a run", "4C 5D", "6H", "KC", "fifteen[4C 5D 6H]=2; run[4C 5D 6H]=3", 15, 5},
	{"thirty-one and a pair", "KC AD JC", "JS", "2S", "thirty-one[KC AD JC JS]=2; pair[JC JS]=2", 31, 4},
	{"no twenty-five", "KC QD", "5H", "2S", "", 25, 0},
	{"no flush in the play", "2C 9C", "KC", "5D", "", 21, 0},
	{"no nobs in the play", "2C", "JH", "5H", "", 12, 0},
}

func TestCribbageLayRows(t *testing.T) { checkLays(t, CribbageLay, &refCribbage, cribbageLayRows) }

// cribbage.md, examples 9–11: what each card scores on its series' pile.
// The go and last-card points, and which seat leads the next series, are
// the state machine's (awards below). Example 9's series 2 is led by the
// pone, the next after the dealer who laid last; the starter is not given
// and plays no part (no nobs in the play).
var cribbagePlays = []playExample{
	{"example 9: six-card play", CribbageLay, &refCribbage, "2C", []playStep{
		{0, "7C", false, ""},
		{1, "6D", false, ""},
		{0, "8D", false, "run[7C 6D 8D]=3"},
		{1, "5S", false, "run[7C 6D 8D 5S]=4"},
		{1, "4H", false, "run[7C 6D 8D 5S 4H]=5"}, // the pone, holding 9H KS, said go
		{0, "9H", true, ""},
		{1, "TC", false, ""},
		{0, "KS", false, ""},
	}, []playAward{
		{1, 1, "go: nobody can lay on 30"},
		{0, 1, "last card of the play, 29"},
	}, []int{4, 10}},
	{"example 10: five-card play", CribbageLay, &refCribbage, "2C", []playStep{
		{0, "TS", false, ""},
		{1, "TD", false, "pair[TS TD]=2"},
		{0, "5C", false, ""},
		{0, "4H", false, ""}, // the dealer (7H 9C) said go; the pone lays on
	}, []playAward{{0, 1, "last card: the pone is out at 29, the play is over"}}, []int{1, 2}},
	{"example 11: three-hand go", CribbageLay, &refCribbage, "2C", []playStep{
		{0, "KS", false, ""},
		{1, "QH", false, ""},
		{2, "9D", false, ""},
		{1, "AC", false, ""}, // A said go
	}, []playAward{{1, 1, "go: C, A and B cannot lay on 30; C leads the next series"}}, []int{0, 1, 0}},
}

func TestCribbagePlays(t *testing.T) { checkPlays(t, cribbagePlays) }

// Example 12 and the game results are the state machine's; for the lead:
//
//	example 12: six-card, pone 115, dealer 119. A jack turned: HisHeels,
//	    dealer 121, the game won before the play. Otherwise, with the
//	    dealer pegging at most 1, the pone's hand of 6 reaches 121 first
//	    and wins; the dealer's hand and crib are not counted.
//	skunks at 121: 121–90 Skunk (2 game points); 121–91 a plain win (1);
//	    121–60 DoubleSkunk (3). Option lurch: a loser not past 60, Lurch (2).
//	five-card: ThreeForLast, 3 to the first pone of a game.
