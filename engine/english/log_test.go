package english

import (
	"testing"

	"noddy/engine"
)

// Every event type, in the third person (Describe) and addressing each
// seat (DescribeFor), word for word.
func TestDescribe(t *testing.T) {
	names := []string{"Ann", "Bob"}
	c := engine.MustParseCards
	fif := engine.Combo{Kind: engine.Fifteen, Cards: c("7H 8S"), Points: 2}
	pair := engine.Combo{Kind: engine.Pair, Cards: c("8S 8D"), Points: 2}
	cases := []struct {
		e             engine.Event
		third, y0, y1 string
	}{
		{engine.Cut{Cards: []engine.Card{c("3C")[0], c("9H")[0]}, Dealer: 0},
			"Cut for deal: Ann cuts the three of clubs, Bob the nine of hearts: Ann deals (the lower card deals).",
			"Cut for deal: you cut the three of clubs, Bob the nine of hearts: you deal (the lower card deals).",
			"Cut for deal: Ann cuts the three of clubs, you the nine of hearts: Ann deals (the lower card deals)."},
		{engine.Cut{Cards: []engine.Card{c("KC")[0], c("2H")[0]}, Dealer: 1},
			"Cut for deal: Ann cuts the king of clubs, Bob the two of hearts: Bob deals (the lower card deals).",
			"Cut for deal: you cut the king of clubs, Bob the two of hearts: Bob deals (the lower card deals).",
			"Cut for deal: Ann cuts the king of clubs, you the two of hearts: you deal (the lower card deals)."},
		{engine.Cut{Cards: []engine.Card{c("5C")[0], c("5H")[0]}, Dealer: -1},
			"Cut for deal: Ann cuts the five of clubs, Bob the five of hearts: equal ranks, cut again.",
			"Cut for deal: you cut the five of clubs, Bob the five of hearts: equal ranks, cut again.",
			"Cut for deal: Ann cuts the five of clubs, you the five of hearts: equal ranks, cut again."},
		{engine.Dealt{Deal: 2, Dealer: 1},
			"Deal 2: Bob deals; Ann is elder.",
			"Deal 2: Bob deals; you are elder.",
			"Deal 2: you deal; Ann is elder."},
		{engine.Dealt{Deal: 1, Dealer: 0},
			"Deal 1: Ann deals; Bob is elder.",
			"Deal 1: you deal; Bob is elder.",
			"Deal 1: Ann deals; you are elder."},
		{engine.StarterTurned{Card: c("JD")[0]},
			"The starter is the jack of diamonds.", "The starter is the jack of diamonds.", "The starter is the jack of diamonds."},
		{engine.Scored{Seat: 0, Combo: engine.Combo{Kind: engine.JackTurned, Points: 2}, Points: 2},
			"Ann: a jack turned up, two for the dealer.", "You: a jack turned up, two for the dealer.", "Ann: a jack turned up, two for the dealer."},
		{engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.LastCard, Points: 1}, Points: 1},
			"Bob: one for last card.", "Bob: one for last card.", "You: one for last card."},
		{engine.Shown{Seat: 0, Combos: []engine.Combo{fif, pair}, Points: 4},
			"Ann shows: fifteen two, a pair is four.",
			"You show: fifteen two, a pair is four.",
			"Ann shows: fifteen two, a pair is four."},
		{engine.Shown{Seat: 1, Combos: []engine.Combo{fif, pair}, Points: 1},
			"Bob shows: fifteen two, a pair is four. (The first point wins the match; the rest are not pegged.)",
			"Bob shows: fifteen two, a pair is four. (The first point wins the match; the rest are not pegged.)",
			"You show: fifteen two, a pair is four. (The first point wins the match; the rest are not pegged.)"},
		{engine.Laid{Seat: 1, Card: c("8S")[0], Count: 15, Combos: []engine.Combo{fif}, Points: 2},
			"Bob lays the eight of spades, 15: fifteen two.",
			"Bob lays the eight of spades, 15: fifteen two.",
			"You lay the eight of spades, 15: fifteen two."},
		// A lay that wins part-way: the pair after thirty-one is not taken
		// (rules, "Winning").
		{engine.Laid{Seat: 0, Card: c("4S")[0], Count: 31, Combos: []engine.Combo{{Kind: engine.ThirtyOne, Points: 2}, pair}, Points: 2},
			"Ann lays the four of spades, 31: thirty-one for two, a pair is four. (The first 2 points win the match; the rest are not pegged.)",
			"You lay the four of spades, 31: thirty-one for two, a pair is four. (The first 2 points win the match; the rest are not pegged.)",
			"Ann lays the four of spades, 31: thirty-one for two, a pair is four. (The first 2 points win the match; the rest are not pegged.)"},
		{engine.Laid{Seat: 0, Card: c("2C")[0], Count: 9},
			"Ann lays the two of clubs, 9.",
			"You lay the two of clubs, 9.",
			"Ann lays the two of clubs, 9."},
		{engine.Go{Seat: 0, Count: 27},
			"Ann has no card that fits without passing 31: go.", "No card of yours fits without passing 31: go.", "Ann has no card that fits without passing 31: go."},
		{engine.Go{Seat: 1, Count: 20, NoCards: true},
			"Bob has no cards left: go.", "Bob has no cards left: go.", "You have no cards left: go."},
		{engine.Go{Seat: 0, Count: 20, NoCards: true},
			"Ann has no cards left: go.", "You have no cards left: go.", "Ann has no cards left: go."},
		{engine.ThirtyOneMade{Seat: 0},
			"Ann makes thirty-one: the count ends.", "You make thirty-one: the count ends.", "Ann makes thirty-one: the count ends."},
		{engine.HandEnded{Deal: 3, Hands: [][]engine.Card{c("5S 8C 2C"), c("TD 4H KS")}, Scores: []int{12, 9}},
			"Hand 3 over: Ann held 5S 8C 2C, Bob held TD 4H KS. Score: Ann 12, Bob 9.",
			"Hand 3 over: you held 5S 8C 2C, Bob held TD 4H KS. Score: you 12, Bob 9.",
			"Hand 3 over: Ann held 5S 8C 2C, you held TD 4H KS. Score: Ann 12, you 9."},
		{engine.Won{Seat: 0, Scores: []int{33, 12}},
			"Ann wins the match, 33–12.", "You win the match, 33–12.", "Ann wins the match, 33–12."},
		{engine.Won{Seat: 1, Scores: []int{20, 31}},
			"Bob wins the match, 31–20.", "Bob wins the match, 31–20.", "You win the match, 31–20."},
	}
	for i, tc := range cases {
		if got := Describe(tc.e, names, -1); got != tc.third {
			t.Errorf("%d Describe(%T):\n got %q\nwant %q", i, tc.e, got, tc.third)
		}
		if got := Describe(tc.e, names, -1); got != tc.third {
			t.Errorf("%d Describe(%T, -1):\n got %q\nwant %q", i, tc.e, got, tc.third)
		}
		if got := Describe(tc.e, names, 0); got != tc.y0 {
			t.Errorf("%d Describe(%T, 0):\n got %q\nwant %q", i, tc.e, got, tc.y0)
		}
		if got := Describe(tc.e, names, 1); got != tc.y1 {
			t.Errorf("%d Describe(%T, 1):\n got %q\nwant %q", i, tc.e, got, tc.y1)
		}
	}
}

// A name that starts in lower case ("the computer") is capitalised only at
// the start of a sentence.
func TestDescribeForLowerCaseName(t *testing.T) {
	names := []string{"You", "the computer"}
	c := engine.MustParseCards
	cases := []struct {
		e    engine.Event
		want string
	}{
		{engine.Cut{Cards: []engine.Card{c("KC")[0], c("6S")[0]}, Dealer: 1},
			"Cut for deal: you cut the king of clubs, the computer the six of spades: the computer deals (the lower card deals)."},
		{engine.Dealt{Deal: 1, Dealer: 0}, "Deal 1: you deal; the computer is elder."},
		{engine.Laid{Seat: 1, Card: c("8S")[0], Count: 8}, "The computer lays the eight of spades, 8."},
		{engine.Go{Seat: 1, Count: 27}, "The computer has no card that fits without passing 31: go."},
		{engine.Go{Seat: 0, Count: 27}, "No card of yours fits without passing 31: go."},
		{engine.Go{Seat: 1, Count: 20, NoCards: true}, "The computer has no cards left: go."},
		{engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.LastCard, Points: 1}, Points: 1}, "The computer: one for last card."},
		{engine.Won{Seat: 1, Scores: []int{20, 31}}, "The computer wins the match, 31–20."},
	}
	for i, tc := range cases {
		if got := Describe(tc.e, names, 0); got != tc.want {
			t.Errorf("%d Describe(%T):\n got %q\nwant %q", i, tc.e, got, tc.want)
		}
	}
}
