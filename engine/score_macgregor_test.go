package engine

import "testing"

// noddy-macgregor.md, "Worked examples" 1–3, with twenty-fives and without
// (option 1), and the rows its decisions restore.
var macGregorShows = []famShow{
	{"example 1: 6-7-8 with a two", "6C 7D 8H", "2S", false,
		"fifteen[7D 8H]=2; fifteen[6C 7D 2S]=2; run[6C 7D 8H]=2", 6},
	{"example 2: three hearts out of sequence", "2H 9H KC", "5H", false,
		"fifteen[KC 5H]=2; flush[2H 9H 5H]=3", 5},
	{"example 3: J-5-10 with a ten", "JD 5H TH", "TD", false,
		"fifteen[JD 5H]=2; fifteen[5H TH]=2; fifteen[5H TD]=2; twenty-five[JD 5H TH]=2; twenty-five[JD 5H TD]=2; twenty-five[5H TH TD]=2; pair[TH TD]=2; knave-noddy[JD]=1", 15},
	{"decision: a run of three is 2", "AC 2D 3H", "7S", false, "run[AC 2D 3H]=2", 2},
	{"decision: a run that is a flush scores both", "AS 2S 3S", "7C", false, "run[AS 2S 3S]=2; flush[AS 2S 3S]=3", 5},
	{"run of four", "AC 2D 3H", "4S", false, "run[AC 2D 3H 4S]=4", 4},
	{"flush of four", "2H 6H KH", "QH", false, "flush[2H 6H KH QH]=4", 4},
	{"double pair royal", "2C 2D 2H", "2S", false, "double-pair-royal[2C 2D 2H 2S]=12", 12},
}

var macGregorNo25Shows = []famShow{
	{"example 3 with option 1", "JD 5H TH", "TD", false,
		"fifteen[JD 5H]=2; fifteen[5H TH]=2; fifteen[5H TD]=2; pair[TH TD]=2; knave-noddy[JD]=1", 9},
	{"example 1 with option 1", "6C 7D 8H", "2S", false,
		"fifteen[7D 8H]=2; fifteen[6C 7D 2S]=2; run[6C 7D 8H]=2", 6},
	{"a twenty-five alone scores nothing", "9C 8D 5H", "3S", false, "", 0},
}

func TestMacGregorShowExamples(t *testing.T) {
	show, _ := MacGregorScorers(false)
	checkShows(t, show, &refNoddy, macGregorShows)
	for _, tt := range macGregorShows { // and each is du Coeur's, itemised
		h, s := cards(t, tt.hand), card(t, tt.starter)
		if got, want := fmtCombos(show(h, s, false)), fmtCombos(Show([3]Card(h), s)); got != want {
			t.Errorf("%s: %s; du Coeur %s", tt.name, got, want)
		}
	}
	no25, _ := MacGregorScorers(true)
	checkShows(t, no25, &refMacGregorNo25, macGregorNo25Shows)
}

// The count table with every option off is noddy.md's row for row; with
// option 1 a total of 25 scores nothing and the rest stands.
func TestMacGregorLayRows(t *testing.T) {
	_, lay := MacGregorScorers(false)
	_, no25 := MacGregorScorers(true)
	checkLays(t, lay, &refNoddy, layRows)
	var rows []layCase
	for _, tt := range layRows {
		var pile []Card
		if tt.pile != "" {
			pile = cards(t, tt.pile)
		}
		c, s := card(t, tt.card), card(t, tt.starter)
		var want []Combo
		for _, cb := range Lay(pile, c, s) {
			if cb.Kind != TwentyFive {
				want = append(want, cb)
			}
		}
		tt.combos, tt.points = fmtCombos(want), Total(want)
		rows = append(rows, tt)
	}
	checkLays(t, no25, &refMacGregorNo25, rows)
	if got := no25(cards(t, "KC QD"), card(t, "5H"), card(t, "2S")); got != nil {
		t.Errorf("option 1: a 25 in the count scores %s; want nothing", fmtCombos(got))
	}
}

// Examples 4 and 5 are the state machine's (claims, best of three); for
// the lead, as this file reads them:
//
//	example 4, option 2: true total T = 4, declared D = 6, called:
//	    at the deal's end FalseDeclaration: elder −2, dealer +2.
//	    declared D = 4 and called: WrongCall: elder +2.
//	    variant 2b, D = 6: Overclaimed: elder −2, nobody gains.
//	example 5, option 3b: A wins game one 31–22; game two from 0–0, the
//	    deal going on crossing the table (no restart).
