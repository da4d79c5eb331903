package engine

import "testing"

var benchSink int

// BenchmarkShowPointsAll scores every one of the 1,082,900 (hand, starter)
// shows once per iteration: the figure is the time for all of them.
func BenchmarkShowPointsAll(b *testing.B) {
	for b.Loop() {
		sum := 0
		for a := Card(0); a < 52; a++ {
			for c := a + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					h := [3]Card{a, c, d}
					for s := Card(0); s < 52; s++ {
						if s != a && s != c && s != d {
							sum += ShowPoints(h, s)
						}
					}
				}
			}
		}
		if sum != wantShowSum {
			b.Fatalf("sum %d", sum)
		}
		benchSink = sum
	}
}

// BenchmarkShow is one itemised show (with its allocations), the 7-8-9
// with a six of the rules' first worked example.
func BenchmarkShow(b *testing.B) {
	h, s := [3]Card{NewCard(7, Clubs), NewCard(8, Diamonds), NewCard(9, Hearts)}, NewCard(6, Spades)
	for b.Loop() {
		benchSink += len(Show(h, s))
	}
}

// benchPiles are count positions: a pile and the card laid on it.
func benchPiles(b *testing.B) (piles [][]Card, laid []Card, starter Card) {
	for _, tt := range layRows {
		var p []Card
		if tt.pile != "" {
			p = cards(b, tt.pile)
		}
		piles = append(piles, p)
		laid = append(laid, card(b, tt.card))
	}
	return piles, laid, NewCard(5, Hearts)
}

// BenchmarkLayPoints is the cost per card of scoring a lay without
// allocating (ns/op is per card, averaged over the count table's rows).
func BenchmarkLayPoints(b *testing.B) {
	piles, laid, s := benchPiles(b)
	i := 0
	for b.Loop() {
		benchSink += LayPoints(piles[i], laid[i], s)
		if i++; i == len(piles) {
			i = 0
		}
	}
}

// BenchmarkLay is the itemised lay (with its allocations), per card.
func BenchmarkLay(b *testing.B) {
	piles, laid, s := benchPiles(b)
	i := 0
	for b.Loop() {
		benchSink += len(Lay(piles[i], laid[i], s))
		if i++; i == len(piles) {
			i = 0
		}
	}
}

// BenchmarkCodeWholeMatch is the code of a whole match of six-card
// cribbage to 121 (the table keeps an unfinished match's code after
// every action: this is the longest it gets).
func BenchmarkCodeWholeMatch(b *testing.B) {
	r, err := Lookup("cribbage", 2)
	if err != nil {
		b.Fatal(err)
	}
	m, _ := NewMatch(r, 7)
	playScript(m, []byte{0, 1, 2, 7, 1, 3})
	b.ReportMetric(float64(len(m.Actions())), "actions")
	for b.Loop() {
		code, err := m.Code()
		if err != nil {
			b.Fatal(err)
		}
		benchSink += len(code)
	}
}
