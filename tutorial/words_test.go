package tutorial

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
		if got := showText(engine.Show(h, st), h[:], st); got != c.want {
			t.Errorf("show %s + %s:\n got %q\nwant %q", c.hand, c.starter, got, c.want)
		}
	}
}

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

func TestOptions(t *testing.T) {
	hand := engine.MustParseCards("5D KS QD")
	lays := func(cs []engine.Card) []engine.Action { // the view's actions, as the engine lists them
		var out []engine.Action
		for _, c := range cs {
			out = append(out, engine.Action{Seat: 0, Kind: engine.ActLay, Card: c})
		}
		return out
	}
	v := engine.View{Seat: 0, Rules: engine.Noddy(), Dealer: 1, Target: 31, Turn: 0, Hand: hand, Dealt: hand,
		Starter: engine.MustParseCards("5H")[0], Legal: hand, Actions: lays(hand), Winner: -1, Scores: make([]int, 2),
		Held: []int{3, 3}, Laid: make([][]engine.Card, 2), Shows: make([][]engine.Combo, 2), WentAt: []int{-1, -1}}
	opts := Options(v)
	want := []struct {
		card    string
		pts     int
		risk    int
		replies string
	}{
		{"5D", 0, 3, "JH"}, // a jack makes fifteen; the jack of hearts is Knave Noddy too
		{"KS", 0, 2, "5C 5S KC KD KH"},
		{"QD", 0, 2, "5C 5S QC QH QS"},
	}
	if len(opts) != len(want) {
		t.Fatalf("%d options, want %d", len(opts), len(want))
	}
	for i, w := range want {
		o := opts[i]
		if o.Card.String() != w.card || o.Points != w.pts || o.Risk != w.risk ||
			engine.FormatCards(byRank(o.Replies)) != engine.FormatCards(byRank(engine.MustParseCards(w.replies))) || o.Blocks {
			t.Errorf("option %d = %s pts %d risk %d replies %s blocks %v; want %s %d %d %s",
				i, o.Card, o.Points, o.Risk, engine.FormatCards(o.Replies), o.Blocks, w.card, w.pts, w.risk, w.replies)
		}
	}
	ranks := map[int]bool{}
	for _, o := range opts {
		ranks[o.Rank] = true
		if o.WinChance < 0 || o.WinChance > 1 || (o.Rank == 0 && Advised(opts)[0].WinChance > o.WinChance) {
			t.Errorf("option %s: win chance %v, rank %d", o.Card, o.WinChance, o.Rank)
		}
	}
	if len(ranks) != 3 || !ranks[0] || !ranks[2] {
		t.Errorf("expert ranks %v, want 0, 1 and 2", ranks)
	}
	// Nothing scores, so only the safest cards are sensible: not the 5.
	if s := Sensible(opts); len(s) != 2 || s[0].Card != hand[1] || s[1].Card != hand[2] {
		t.Errorf("Sensible = %v, want the king and the queen", cardsOf(s))
	}

	// At 30 with the other hand empty, the ace blocks: a sure last card.
	v.Pile, v.Count, v.Hand, v.Legal, v.Held[v.Opp()] = engine.MustParseCards("KC KH"), 20, hand[:1], hand[:1], 0
	v.Actions = lays(v.Legal)
	v.Laid[v.Opp()] = v.Pile
	o := Options(v)[0]
	if o.Count != 25 || o.Points != 2 || o.Risk != 0 || !o.Blocks || o.Net() != 3 {
		t.Errorf("last option = %+v, want count 25, 2 points, no risk, a sure go (net 3)", o)
	}
}

// A go: the seat who laid last is named with what it still holds (seat 0)
// or how many cards (the computer, whose cards are hidden).
func TestNoLayOn(t *testing.T) {
	n := newNarrator(newNoddyVoice(engine.Noddy()), Fixed())
	n.hand = engine.MustParseCards("6D 8H 7H")
	n.laidBy = [2][]engine.Card{engine.MustParseCards("7H 8H"), engine.MustParseCards("8C")}
	if got, want := noLayOn(n, 0), "you do not lay on, though you still hold the six of diamonds"; got != want {
		t.Errorf("noLayOn(0) = %q, want %q", got, want)
	}
	if got, want := noLayOn(n, 1), "the computer does not lay on, though it still holds two cards"; got != want {
		t.Errorf("noLayOn(1) = %q, want %q", got, want)
	}
	n.laidBy[0] = append(n.laidBy[0], engine.MustParseCards("6D")...)
	if got, want := noLayOn(n, 0), "you have no cards left to lay on with"; got != want {
		t.Errorf("noLayOn(0), all laid = %q, want %q", got, want)
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
		if got := knaveWhere(c.ev); got != c.want {
			t.Errorf("knaveWhere(%v) = %q, want %q", c.ev, got, c.want)
		}
	}
}
