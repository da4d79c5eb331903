package english

import (
	"testing"

	"noddy/engine"
)

func hand3(s string) [3]engine.Card {
	cs := engine.MustParseCards(s)
	return [3]engine.Card{cs[0], cs[1], cs[2]}
}

// The rules' worked examples, said the tutorial's way.
func TestShowText(t *testing.T) {
	cases := []struct{ hand, starter, want string }{
		// Items are kept apart by semicolons, so that "for 2, 9 and 6"
		// never reads as a list of numbers.
		{"7C 8H 9S", "6D", "7 and 8 make fifteen for 2; 9 and 6 make fifteen for 2; and 6-7-8-9 is a run of four for 4: 8 points in all"},
		{"9C 6H 6S", "6D", "9 and 6 of hearts make fifteen for 2; 9 and 6 of spades make fifteen for 2; " +
			"9 and 6 of diamonds make fifteen for 2; and the three 6s are a pair royal for 6: 12 points in all"},
		{"JH 5H 9H", "2H", "jack and 5 make fifteen for 2; all four are hearts, a flush of four for 4; and " +
			"the jack of hearts, the starter's suit, is Knave Noddy for 1: 7 points in all"},
		// 10-queen-king is no run: the jack is missing.
		{"KC QD TS", "5H", "king and 5 make fifteen for 2; queen and 5 make fifteen for 2; 10 and 5 make fifteen for 2; " +
			"king, queen and 5 make twenty-five for 2; king, 10 and 5 make twenty-five for 2; " +
			"and queen, 10 and 5 make twenty-five for 2: 12 points in all"},
		{"6D 9S JD", "KD", "6 and 9 make fifteen for 2; 6, 9 and jack make twenty-five for 2; 6, 9 and king make twenty-five for 2; " +
			"the 6, jack and king of diamonds are a flush of three for 3; and the jack of diamonds, the starter's suit, " +
			"is Knave Noddy for 1: 10 points in all"},
		{"5C 2S QS", "7S", "5 and queen make fifteen for 2; and the 2, queen and 7 of spades are a flush of three for 3: 5 points in all"},
		{"5C 2S 3H", "8D", "5, 2 and 8 make fifteen for 2"},
	}
	for _, c := range cases {
		h, st := hand3(c.hand), engine.MustParseCards(c.starter)[0]
		if got := (NoddyTutor{}).ShowText(engine.Show(h, st), h[:], st); got != c.want {
			t.Errorf("show %s + %s:\n got %q\nwant %q", c.hand, c.starter, got, c.want)
		}
	}
}

// A go: the seat who laid last is named with what it still holds (you)
// or how many cards (the computer, whose cards are hidden).
func TestNoLayOn(t *testing.T) {
	var say NoddyTutor
	if got, want := say.noLayOn(0, 1, engine.MustParseCards("6D")), "you do not lay on, though you still hold the six of diamonds"; got != want {
		t.Errorf("noLayOn(0) = %q, want %q", got, want)
	}
	if got, want := say.noLayOn(1, 2, nil), "the computer does not lay on, though it still holds two cards"; got != want {
		t.Errorf("noLayOn(1) = %q, want %q", got, want)
	}
	if got, want := say.noLayOn(0, 0, nil), "you have no cards left to lay on with"; got != want {
		t.Errorf("noLayOn(0), all laid = %q, want %q", got, want)
	}
}

// The risk note of the fixed tutorial's step 32 (the tutorial's
// TestRiskNoteShare works out its figures): the five of clubs risks the
// most, the four of clubs more than the jack of hearts.
func TestRiskNote(t *testing.T) {
	card := func(s string) engine.Card { return engine.MustParseCards(s)[0] }
	five := LayLine{Card: card("5C"), Risk: 6, Replies: engine.MustParseCards("JC")}
	four := LayLine{Card: card("4C"), Risk: 5, Replies: engine.MustParseCards("AC")}
	lines := []LayLine{five, {Card: card("JH"), Risk: 3, Replies: engine.MustParseCards("JC")}, four}
	want := " It risks the most, though: the computer would need the jack of clubs to score 6, and none of the 96 hands " +
		"it may hold, given its show, has it (it would have been Knave Noddy in its show)."
	if got := riskNote(lines, five, Hands{Of: 96, Knave: true}, ""); got != want {
		t.Errorf("riskNote = %q\nwant %q", got, want)
	}
	want = " It risks more than the jack of hearts, though: the computer would need the ace of clubs to score 5, and " +
		"only 15 of the 96 hands it may hold, given its show, have it (16%)."
	if got := riskNote(lines, four, Hands{Of: 96, With: 15}, ""); got != want {
		t.Errorf("riskNote(4C) = %q\nwant %q", got, want)
	}
}
