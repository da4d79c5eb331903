package tutorial

import (
	"testing"

	"noddy/engine"
	"noddy/engine/english"
)

func TestLayText(t *testing.T) {
	pile := engine.MustParseCards("7D")
	card := engine.MustParseCards("8C")[0]
	n := newNarrator(newNoddyVoice(engine.Noddy()), Fixed())
	n.pile = append(pile, card)
	var st Step
	n.laid(&st, engine.Laid{Seat: 0, Card: card, Count: 15, Combos: engine.Lay(pile, card, engine.MustParseCards("2S")[0]),
		Points: 2, Scores: []int{12, 7}})
	want := "You lay the eight of clubs: the count is 15 — fifteen for 2.\nScore: you 12, the computer 7."
	if st.Text != want || st.Kind != KindLay || st.Seat != 0 {
		t.Errorf("laid: %q (%s, seat %d)\nwant %q", st.Text, st.Kind, st.Seat, want)
	}

	pile = engine.MustParseCards("KD KS")
	card = engine.MustParseCards("5S")[0]
	st = Step{}
	n.laid(&st, engine.Laid{Seat: 1, Card: card, Count: 25, Combos: engine.Lay(pile, card, engine.MustParseCards("2S")[0]),
		Points: 2, Scores: []int{12, 9}})
	want = "The computer lays the five of spades: the count is 25 — twenty-five for 2.\nScore: you 12, the computer 9."
	if st.Text != want {
		t.Errorf("laid: %q\nwant %q", st.Text, want)
	}
}

// A go: what the seat who laid last still holds, as seat 0 may know it:
// its cards (seat 0) or how many (the computer, whose cards are hidden).
// english's TestNoLayOn says them.
func TestStillHeld(t *testing.T) {
	n := newNarrator(newNoddyVoice(engine.Noddy()), Fixed())
	n.hand = engine.MustParseCards("6D 8H 7H")
	n.laidBy = [2][]engine.Card{engine.MustParseCards("7H 8H"), engine.MustParseCards("8C")}
	if held, cards := n.stillHeld(0); held != 1 || engine.FormatCards(cards) != "6D" {
		t.Errorf("stillHeld(0) = %d %v, want 1 6D", held, cards)
	}
	if held, cards := n.stillHeld(1); held != 2 || cards != nil {
		t.Errorf("stillHeld(1) = %d %v, want 2 and no cards", held, cards)
	}
	n.laidBy[0] = append(n.laidBy[0], engine.MustParseCards("6D")...)
	if held, cards := n.stillHeld(0); held != 0 || len(cards) != 0 {
		t.Errorf("stillHeld(0), all laid = %d %v, want none", held, cards)
	}
}

func TestKnaveWhere(t *testing.T) {
	kn := []engine.Combo{{Kind: engine.KnaveNoddy, Points: 1}}
	shown, laid := engine.Shown{Combos: kn}, engine.Laid{Combos: kn}
	cases := []struct {
		ev   []engine.Event
		want string
	}{
		{[]engine.Event{shown}, " (in the show)"},
		{[]engine.Event{laid}, " (laid in the count)"},
		{[]engine.Event{shown, laid}, " (shown and laid)"},
		{nil, ""},
	}
	for _, c := range cases {
		if got := english.KnaveWhere(knaveScored(c.ev)); got != c.want {
			t.Errorf("KnaveWhere(knaveScored(%v)) = %q, want %q", c.ev, got, c.want)
		}
	}
}
