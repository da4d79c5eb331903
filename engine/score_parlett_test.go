package engine

import "testing"

// noddy-parlett.md, "Worked examples" 1–3 and 4 (the turned jack), then a
// row per line of the show table that differs from noddy.md.
var parlettShows = []famShow{
	{"example 1: K-Q-5 with a nine", "KC QD 5S", "9H", false,
		"fifteen[KC 5S]=2; fifteen[QD 5S]=2; twenty-five[KC QD 5S]=3", 7},
	{"example 2: 5-5-5 with a king", "5C 5D 5H", "KS", false,
		"fifteen[5C 5D 5H]=2; fifteen[5C KS]=2; fifteen[5D KS]=2; fifteen[5H KS]=2; twenty-five[5C 5D 5H KS]=4; pair-royal[5C 5D 5H]=6", 18},
	{"example 3: 10-8-7 with a five", "TC 8D 7H", "5S", false,
		"fifteen[8D 7H]=2; fifteen[TC 5S]=2; twenty-five[TC 8D 7H]=3", 7},
	{"example 4: the turned jack makes no Knave Noddy", "JC JH 4S", "JD", false,
		"pair-royal[JC JH JD]=6", 6},
	{"twenty-five of four cards", "9C 8D 5H", "3S", false, "twenty-five[9C 8D 5H 3S]=4", 4},
	{"two twenty-fives of three", "KC QD 5H", "5S", false,
		"fifteen[KC 5H]=2; fifteen[QD 5H]=2; fifteen[KC 5S]=2; fifteen[QD 5S]=2; twenty-five[KC QD 5H]=3; twenty-five[KC QD 5S]=3; pair[5H 5S]=2", 16},
	{"fifteens still 2 each", "7H 8S AC", "4D", false, "fifteen[7H 8S]=2", 2},
	{"Knave Noddy", "JH 2C 6D", "8H", false, "knave-noddy[JH]=1", 1},
	{"flush and run as du Coeur", "AH 2H 3H", "8C", false, "run[AH 2H 3H]=2; flush[AH 2H 3H]=3", 5},
}

func TestParlettShowExamples(t *testing.T) { checkShows(t, ParlettShow, &refParlett, parlettShows) }

// The count table: twenty-five a point per card on the pile; the rest is
// noddy.md's, checked row by row against Lay.
var parlettLayRows = []layCase{
	{"twenty-five, three cards", "KC QD", "5H", "2S", "twenty-five[KC QD 5H]=3", 25, 3},
	{"twenty-five, four cards, and a pair", "7C 8D 5H", "5S", "2C", "twenty-five[7C 8D 5H 5S]=4; pair[5H 5S]=2", 25, 6},
	{"twenty-five, five cards and a flush", "AC 3C 5C 7C", "9C", "5D", "twenty-five[AC 3C 5C 7C 9C]=5; flush[AC 3C 5C 7C 9C]=5", 25, 10},
	{"twenty-five, six cards", "AC 2D 4H 3S 5C", "TD", "KH", "twenty-five[AC 2D 4H 3S 5C TD]=6", 25, 6},
	{"fifteen 2", "7C", "8D", "2S", "fifteen[7C 8D]=2", 15, 2},
	{"thirty-one 2", "KC QD 9H", "2S", "AD", "thirty-one[KC QD 9H 2S]=2", 31, 2},
	{"Knave Noddy laid", "2C", "JH", "5H", "knave-noddy[JH]=1", 12, 1},
}

func TestParlettLayRows(t *testing.T) {
	checkLays(t, ParlettLay, &refParlett, parlettLayRows)
	// Every row of noddy.md's count table scores the same, but for a 25.
	for _, tt := range layRows {
		var pile []Card
		if tt.pile != "" {
			pile = cards(t, tt.pile)
		}
		c, s := card(t, tt.card), card(t, tt.starter)
		want := Lay(pile, c, s)
		for i := range want {
			if want[i].Kind == TwentyFive {
				want[i].Points = len(want[i].Cards)
			}
		}
		if got := ParlettLay(pile, c, s); fmtCombos(got) != fmtCombos(want) {
			t.Errorf("%s: %s; want %s", tt.name, fmtCombos(got), fmtCombos(want))
		}
	}
}

// noddy-parlett.md, "Worked examples" 5 and 6: one count from zero, no
// reset; 31 ends it, so no last card.
var parlettPlays = []playExample{
	{"example 5", ParlettLay, &refParlett, "2C", []playStep{
		{0, "7C", false, ""},
		{1, "8D", false, "fifteen[7C 8D]=2"},
		{0, "5H", false, ""},
		{1, "5S", false, "twenty-five[7C 8D 5H 5S]=4; pair[5H 5S]=2"},
		{0, "6D", false, "thirty-one[7C 8D 5H 5S 6D]=2"},
	}, nil, []int{2, 8}},
	{"example 6", ParlettLay, &refParlett, "2C", []playStep{
		{0, "KS", false, ""},
		{1, "5D", false, "fifteen[KS 5D]=2"},
		{0, "TC", false, "twenty-five[KS 5D TC]=3"},
		{1, "6H", false, "thirty-one[KS 5D TC 6H]=2"},
	}, nil, []int{3, 4}},
}

func TestParlettPlays(t *testing.T) { checkPlays(t, parlettPlays) }
