package engine

import (
	"math/big"
	"testing"
)

// showCase is a hand and starter with the exact itemised show and total.
type showCase struct {
	name, hand, starter, combos string
	total                       int
}

// The three worked examples of the rules ("Worked examples").
var workedExamples = []showCase{
	{"7-8-9 with a six", "7C 8D 9H", "6S",
		"fifteen[7C 8D]=2; fifteen[9H 6S]=2; run[6S 7C 8D 9H]=4", 8},
	{"Cotton: 9-6-6 with a six", "9C 6D 6H", "6S",
		"fifteen[9C 6D]=2; fifteen[9C 6H]=2; fifteen[9C 6S]=2; pair-royal[6D 6H 6S]=6", 12},
	{"Cotton: 4-5-6 with a six", "4C 5D 6H", "6S",
		"fifteen[4C 5D 6H]=2; fifteen[4C 5D 6S]=2; pair[6H 6S]=2; run[4C 5D 6H]=2; run[4C 5D 6S]=2", 10},
}

// One case per row of the show table (rules, "The show"), each scoring that
// row alone, plus the duplicate-run note and the Knave Noddy limits.
var showRows = []showCase{
	{"fifteen", "7H 8S AC", "4D", "fifteen[7H 8S]=2", 2},
	{"fifteen of four cards", "AH 2S 4C", "8D", "fifteen[AH 2S 4C 8D]=2", 2},
	{"twenty-five", "9C 8D 5H", "3S", "twenty-five[9C 8D 5H 3S]=2", 2},
	{"pair", "2C 2D 9H", "KS", "pair[2C 2D]=2", 2},
	{"pair royal", "2C 2D 2H", "KS", "pair-royal[2C 2D 2H]=6", 6},
	{"double pair royal", "2C 2D 2H", "2S", "double-pair-royal[2C 2D 2H 2S]=12", 12},
	{"courts pair only by rank", "KC QD 6H", "2S", "", 0},
	{"run of three", "AC 2D 3H", "7S", "run[AC 2D 3H]=2", 2},
	{"run of three in any order with the starter", "3H 7S AC", "2D", "run[AC 2D 3H]=2", 2},
	{"run of four is not also runs of three", "AC 2D 3H", "4S", "run[AC 2D 3H 4S]=4", 4},
	{"no wrap: Q-K-A is not a run", "QC KD AH", "6S", "", 0},
	{"flush of three with the starter", "2H 6H QC", "KH", "flush[2H 6H KH]=3", 3},
	{"flush of three in hand", "2H 6H KH", "QC", "flush[2H 6H KH]=3", 3},
	{"flush of four", "2H 6H KH", "QH", "flush[2H 6H KH QH]=4", 4},
	{"Knave Noddy in hand", "JH 2C 6D", "8H", "knave-noddy[JH]=1", 1},
	{"a jack of another suit is not Knave Noddy", "JC 2S 6D", "8H", "", 0},
	{"the starter jack is never Knave Noddy", "2C 6D 8S", "JH", "", 0},
	{"7-8-8-9: two runs and a pair", "7C 8D 8H", "9S",
		"fifteen[7C 8D]=2; fifteen[7C 8H]=2; twenty-five[8D 8H 9S]=2; pair[8D 8H]=2; run[7C 8D 9S]=2; run[7C 8H 9S]=2", 12},
	{"double run of three twice", "7C 7D 8H", "8S",
		"fifteen[7C 8H]=2; fifteen[7D 8H]=2; fifteen[7C 8S]=2; fifteen[7D 8S]=2; pair[7C 7D]=2; pair[8H 8S]=2", 12},
	{"triple run: pair royal and three runs", "4C 4D 5H", "4S",
		"pair-royal[4C 4D 4S]=6", 6},
	{"best hand: 5-5-5 with the jack of the starter suit", "5C 5D JS", "5S",
		"fifteen[5C JS]=2; fifteen[5D JS]=2; fifteen[5C 5D 5S]=2; fifteen[JS 5S]=2; twenty-five[5C 5D JS 5S]=2; pair-royal[5C 5D 5S]=6; knave-noddy[JS]=1", 17},
}

func TestShowExamplesAndTable(t *testing.T) {
	for _, tt := range append(append([]showCase{}, workedExamples...), showRows...) {
		t.Run(tt.name, func(t *testing.T) {
			h, s := hand3(t, tt.hand), card(t, tt.starter)
			got := Show(h, s)
			if fmtCombos(got) != tt.combos {
				t.Errorf("Show(%s | %s) =\n  %s\nwant\n  %s", tt.hand, tt.starter, fmtCombos(got), tt.combos)
			}
			if Total(got) != tt.total || ShowPoints(h, s) != tt.total {
				t.Errorf("total %d, ShowPoints %d; want %d", Total(got), ShowPoints(h, s), tt.total)
			}
			if slow := slowShow(h, s).total(); slow != tt.total {
				t.Errorf("slow scorer %d; want %d", slow, tt.total)
			}
		})
	}
}

// slowScore is the independent scorer's result, by category.
type slowScore struct {
	fifteens, twentyFives, pairs, runs, flush, knave int
}

func (s slowScore) total() int {
	return s.fifteens + s.twentyFives + s.pairs + s.runs + s.flush + s.knave
}

// slowShow scores a show straight from the rules' table by enumerating
// subsets of the four cards. It shares no code with Show or ShowPoints.
func slowShow(hand [3]Card, starter Card) slowScore {
	four := []Card{hand[0], hand[1], hand[2], starter}
	var subsets [][]Card
	for mask := 1; mask < 16; mask++ {
		var sub []Card
		for i := range four {
			if mask>>i&1 == 1 {
				sub = append(sub, four[i])
			}
		}
		subsets = append(subsets, sub)
	}
	pip := func(c Card) int {
		r := int(c)%13 + 1
		if r > 10 {
			return 10
		}
		return r
	}
	rank := func(c Card) int { return int(c)%13 + 1 }
	consecutive := func(sub []Card) bool { // distinct ranks, max-min = len-1
		lo, hi, seen := 99, 0, [14]bool{}
		for _, c := range sub {
			r := rank(c)
			if seen[r] {
				return false
			}
			seen[r] = true
			lo, hi = min(lo, r), max(hi, r)
		}
		return hi-lo == len(sub)-1
	}
	var s slowScore
	runOfFour := false
	for _, sub := range subsets {
		if len(sub) == 4 && consecutive(sub) {
			runOfFour = true
		}
	}
	for _, sub := range subsets {
		sum := 0
		for _, c := range sub {
			sum += pip(c)
		}
		if len(sub) >= 2 && sum == 15 {
			s.fifteens += 2
		}
		if len(sub) >= 2 && sum == 25 {
			s.twentyFives += 2
		}
		if len(sub) == 2 && rank(sub[0]) == rank(sub[1]) {
			s.pairs += 2
		}
		switch {
		case len(sub) == 4 && runOfFour:
			s.runs += 4
		case len(sub) == 3 && !runOfFour && consecutive(sub):
			s.runs += 2
		}
	}
	var suits [4]int
	for _, c := range four {
		suits[int(c)/13]++
	}
	for _, n := range suits {
		if n == 4 {
			s.flush = 4
		} else if n == 3 {
			s.flush = 3
		}
	}
	for _, c := range hand {
		if rank(c) == 11 && int(c)/13 == int(starter)/13 {
			s.knave++
		}
	}
	return s
}

// byCategory sums Show's combos into the slow scorer's categories.
func byCategory(cs []Combo) slowScore {
	var s slowScore
	for _, c := range cs {
		switch c.Kind {
		case Fifteen:
			s.fifteens += c.Points
		case TwentyFive:
			s.twentyFives += c.Points
		case Pair, PairRoyal, DoublePairRoyal:
			s.pairs += c.Points
		case Run:
			s.runs += c.Points
		case Flush:
			s.flush += c.Points
		case KnaveNoddy:
			s.knave += c.Points
		}
	}
	return s
}

// forEachShow calls f for every (3-card hand, starter): C(52,3)·49 shows.
func forEachShow(f func(h [3]Card, s Card)) {
	for a := Card(0); a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for s := Card(0); s < 52; s++ {
					if s != a && s != b && s != c {
						f([3]Card{a, b, c}, s)
					}
				}
			}
		}
	}
}

// Distribution facts of the show over all 1,082,900 hands-with-starter,
// measured by TestShowExhaustive and quoted in docs/RULES.md: the best show
// is 20 (5-5-5 with the fourth five: a double pair royal and four fifteens),
// every total from 0 to 20 occurs, the mean is 907864/270725 ≈ 3.353455 and
// 224,100 shows score nothing.
var wantShowHistogram = [...]int{224100, 10908, 323652, 60996, 143580, 60900, 140848,
	31104, 30368, 24408, 12292, 4548, 3432, 1152, 7056, 1080, 876, 948, 612, 36, 4}

const (
	wantShows    = 1082900
	wantShowSum  = 3631456
	wantShowMean = "907864/270725"
)

func TestShowExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive show check skipped in -short mode")
	}
	var hist [64]int
	n, sum, bad := 0, 0, 0
	forEachShow(func(h [3]Card, s Card) {
		n++
		slow := slowShow(h, s)
		combos := Show(h, s)
		fast := ShowPoints(h, s)
		if byCategory(combos) != slow || fast != slow.total() {
			if bad++; bad <= 5 {
				t.Errorf("%v | %v: Show %s (%+v), ShowPoints %d; slow %+v",
					FormatCards(h[:]), s, fmtCombos(combos), byCategory(combos), fast, slow)
			}
		}
		hist[fast]++
		sum += fast
	})
	if n != wantShows {
		t.Fatalf("%d shows; want %d", n, wantShows)
	}
	if want := wantHist(); hist != want {
		t.Errorf("histogram of show totals\n got %v\nwant %v", hist[:24], want[:24])
	}
	if sum != wantShowSum {
		t.Errorf("sum of all shows %d; want %d", sum, wantShowSum)
	}
	mean := new(big.Rat).SetFrac64(int64(sum), int64(n))
	if mean.RatString() != wantShowMean || mean.FloatString(6) != "3.353455" {
		t.Errorf("mean %s = %s; want %s", mean.RatString(), mean.FloatString(6), wantShowMean)
	}
	// The facts as docs/RULES.md states them.
	maxShow, missing := 0, 0
	for v, c := range hist {
		if c > 0 {
			maxShow = v
		}
	}
	for v := 0; v <= maxShow; v++ {
		if hist[v] == 0 {
			missing++
		}
	}
	if maxShow != 20 || missing != 0 || hist[0] != 224100 || hist[20] != 4 {
		t.Errorf("max %d, missing totals %d, zero shows %d, 20-point shows %d", maxShow, missing, hist[0], hist[20])
	}
	if got := ShowPoints(hand3(t, "5C 5D 5H"), card(t, "5S")); got != 20 {
		t.Errorf("5-5-5 with a five: %d; want 20", got)
	}
}

func wantHist() [64]int {
	var h [64]int
	copy(h[:], wantShowHistogram[:])
	return h
}

// ShowPoints and Show are defined for valid cards only, but must not panic
// on NoCard or other bytes.
func TestShowInvalidCardsDoNotPanic(t *testing.T) {
	for _, c := range []Card{52, 100, NoCard} {
		h := [3]Card{c, card(t, "5H"), card(t, "5D")}
		ShowPoints(h, card(t, "5S"))
		ShowPoints([3]Card{card(t, "5H"), card(t, "5D"), card(t, "5C")}, c)
		if got := Show(h, card(t, "5S")); got != nil {
			t.Errorf("Show with card %d = %s; want nil", c, fmtCombos(got))
		}
	}
	if got := ShowPoints([3]Card{card(t, "5H"), card(t, "5D"), card(t, "5C")}, card(t, "5S")); got != 20 {
		t.Errorf("ShowPoints(5H 5D 5C | 5S) = %d; want 20", got)
	}
}
