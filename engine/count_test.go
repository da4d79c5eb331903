package engine

import "testing"

// layCase is a card laid on a pile, with the exact combos it scores.
type layCase struct {
	name, pile, card, starter, combos string
	count, points                     int
}

// One case per row of the count table (rules, "The count"), then the tricky
// cases of the issue.
var layRows = []layCase{
	{"fifteen", "7C", "8D", "2S", "fifteen[7C 8D]=2", 15, 2},
	{"twenty-five", "KC QD", "5H", "2S", "twenty-five[KC QD 5H]=2", 25, 2},
	{"thirty-one", "KC QD 9H", "2S", "AD", "thirty-one[KC QD 9H 2S]=2", 31, 2},
	{"pair", "4C", "4D", "2S", "pair[4C 4D]=2", 8, 2},
	{"pair royal", "4C 4D", "4H", "2S", "pair-royal[4C 4D 4H]=6", 12, 6},
	{"double pair royal", "4C 4D 4H", "4S", "2S", "double-pair-royal[4C 4D 4H 4S]=12", 16, 12},
	{"pair royal only with the cards in a row", "4C 4D 9H 4H", "4S", "2S", "twenty-five[4C 4D 9H 4H 4S]=2; pair[4H 4S]=2", 25, 4},
	{"run of three in any order", "2C 4D", "3H", "KS", "run[2C 4D 3H]=2", 9, 2},
	{"run of four", "AC 3D 2H", "4S", "KS", "run[AC 3D 2H 4S]=4", 10, 4},
	{"run of five", "2C 4D 3H 6S", "5C", "KS", "run[2C 4D 3H 6S 5C]=5", 20, 5},
	{"run of six, longest only", "AC 3D 2H 5S 4C", "6D", "KS", "run[AC 3D 2H 5S 4C 6D]=6", 21, 6},
	{"run longest only when a shorter one also trails", "9C 2D 4H", "3S", "KC", "run[2D 4H 3S]=2", 18, 2},
	{"flush of three", "2C 9C", "KC", "5D", "flush[2C 9C KC]=3", 21, 3},
	{"flush of four", "2C 9C KC", "7C", "5D", "flush[2C 9C KC 7C]=4", 28, 4},
	{"flush of five with a twenty-five", "AC 3C 5C 7C", "9C", "5D", "twenty-five[AC 3C 5C 7C 9C]=2; flush[AC 3C 5C 7C 9C]=5", 25, 7},
	{"flush longest only", "2D 9C KC", "7C", "5D", "flush[9C KC 7C]=3", 28, 3},
	{"Knave Noddy laid", "2C", "JH", "5H", "knave-noddy[JH]=1", 12, 1},
	{"a jack of another suit", "2C", "JS", "5H", "", 12, 0},
	{"nothing on the lead", "", "7C", "5H", "", 7, 0},

	{"run broken by an intervening card", "2C 3D 9H", "4S", "KC", "", 18, 0},
	{"run with a duplicate rank is no run", "3C 4D 4H", "5S", "KC", "", 16, 0},
	{"pair not adjacent", "5C 8D", "5H", "KC", "", 18, 0},
	{"a count of 30 scores nothing", "KC QD 3H", "7S", "AC", "", 30, 0},
	{"fifteen and a run on the same card", "4C 5D", "6H", "KC", "fifteen[4C 5D 6H]=2; run[4C 5D 6H]=2", 15, 4},
	{"thirty-one and a run on the same card", "KC 8D 6H", "7S", "AC", "thirty-one[KC 8D 6H 7S]=2; run[8D 6H 7S]=2", 31, 4},
	{"thirty-one, a pair and Knave Noddy", "KC QD JC", "", "", "", 0, 0}, // placeholder replaced below
	{"fifteen, run of five and flush", "AC 3D 2H 5S", "4S", "KH", "fifteen[AC 3D 2H 5S 4S]=2; run[AC 3D 2H 5S 4S]=5", 15, 7},
}

func init() {
	// 10+10+10 then the Knave Noddy of clubs with a pair of jacks? JC is on
	// the pile, so lay JS with spades as starter: 31, pair of jacks, Knave Noddy.
	for i := range layRows {
		if layRows[i].name == "thirty-one, a pair and Knave Noddy" {
			layRows[i] = layCase{"thirty-one, a pair and Knave Noddy", "KC AD JC", "JS", "2S",
				"thirty-one[KC AD JC JS]=2; pair[JC JS]=2; knave-noddy[JS]=1", 31, 5}
		}
	}
}

func TestLayTableAndTrickyCases(t *testing.T) {
	for _, tt := range layRows {
		t.Run(tt.name, func(t *testing.T) {
			var pile []Card
			if tt.pile != "" {
				pile = cards(t, tt.pile)
			}
			c, s := card(t, tt.card), card(t, tt.starter)
			got := Lay(pile, c, s)
			if fmtCombos(got) != tt.combos {
				t.Errorf("Lay(%s + %s) =\n  %s\nwant\n  %s", tt.pile, tt.card, fmtCombos(got), tt.combos)
			}
			if n := PileTotal(append(pile[:len(pile):len(pile)], c)); n != tt.count {
				t.Errorf("count %d; want %d", n, tt.count)
			}
			if Total(got) != LayPoints(pile, c, s) || Total(got) != tt.points {
				t.Errorf("Total %d, LayPoints %d; want %d", Total(got), LayPoints(pile, c, s), tt.points)
			}
		})
	}
}

// A pile longer than a deal allows (only the CLI or a caller can build one)
// must not panic: runs go on at a point a card.
func TestLayLongPile(t *testing.T) {
	pile := cards(t, "AC 2D 3H 4S 5C 6D")
	c := card(t, "7H")
	got := Lay(pile, c, card(t, "KS"))
	if want := "run[AC 2D 3H 4S 5C 6D 7H]=7"; fmtCombos(got) != want {
		t.Errorf("Lay = %s; want %s", fmtCombos(got), want)
	}
	if LayPoints(pile, c, card(t, "KS")) != 7 {
		t.Errorf("LayPoints = %d; want 7", LayPoints(pile, c, card(t, "KS")))
	}
}

func TestFits(t *testing.T) {
	if !Fits(21, card(t, "KC")) || Fits(22, card(t, "KC")) || !Fits(30, card(t, "AC")) || Fits(31, card(t, "AC")) {
		t.Error("Fits: the count may reach 31 and never pass it")
	}
}

// A card given twice is a caller's mistake, but Lay must not panic on it.
func TestLayDuplicateCardsDoNotPanic(t *testing.T) {
	pile := cards(t, "AC 2C 3C 4C")
	pile = append(pile, pile[0], pile[0], pile[0], pile[0])
	got := Lay(pile, pile[0], card(t, "KS"))
	if Total(got) != LayPoints(pile, pile[0], card(t, "KS")) || Total(got) != 23 {
		t.Errorf("Lay = %s, LayPoints %d", fmtCombos(got), LayPoints(pile, pile[0], card(t, "KS")))
	}
}

// Taken: a lay at 29 making thirty-one (2) and a pair (2) takes 2 points,
// so only the thirty-one; all of a show's combinations when none reached
// the target; the combination that crosses it is taken whole.
func TestTaken(t *testing.T) {
	combos := []Combo{{Kind: ThirtyOne, Points: 2}, {Kind: Pair, Points: 2}, {Kind: Flush, Points: 3}}
	for _, c := range []struct{ points, want int }{{2, 1}, {7, 3}, {3, 2}, {4, 2}, {0, 0}, {9, 3}} {
		if got := len(Taken(combos, c.points)); got != c.want {
			t.Errorf("Taken(…, %d) = %d combinations, want %d", c.points, got, c.want)
		}
	}
}
