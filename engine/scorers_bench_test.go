package engine

import "testing"

// BenchmarkCribbageAllShows scores every one of the 12,994,800 six-card
// cribbage shows (four-card hand, starter) once per iteration with
// CribbageShowPoints and checks their sum: the figure is the time for all
// of them (goal: under 250 ms on one core; BENCHMARKS.md, "Family scorers").
func BenchmarkCribbageAllShows(b *testing.B) {
	for b.Loop() {
		sum := 0
		for a := Card(0); a < 52; a++ {
			for c := a + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						h := [4]Card{a, c, d, e}
						for s := Card(0); s < 52; s++ {
							if s != a && s != c && s != d && s != e {
								sum += CribbageShowPoints(h, s, false)
							}
						}
					}
				}
			}
		}
		if sum != 61974180 {
			b.Fatalf("sum %d", sum)
		}
		benchSink = sum
	}
}

// BenchmarkCribbageShow is one itemised show with its allocations: the
// double-double run of cribbage.md's second worked example.
func BenchmarkCribbageShow(b *testing.B) {
	h := []Card{NewCard(6, Clubs), NewCard(6, Diamonds), NewCard(7, Hearts), NewCard(7, Spades)}
	s := NewCard(8, Clubs)
	for b.Loop() {
		benchSink += len(CribbageShow(h, s, false))
	}
}

// BenchmarkCribbageLay is one card laid in the play, itemised, averaged
// over the rows of the play's table in score_cribbage_test.go.
func BenchmarkCribbageLay(b *testing.B) {
	var piles [][]Card
	var laid []Card
	for _, tt := range cribbageLayRows {
		var p []Card
		if tt.pile != "" {
			p = cards(b, tt.pile)
		}
		piles, laid = append(piles, p), append(laid, card(b, tt.card))
	}
	i := 0
	for b.Loop() {
		benchSink += len(CribbageLay(piles[i], laid[i], NewCard(5, Hearts)))
		if i++; i == len(piles) {
			i = 0
		}
	}
}
