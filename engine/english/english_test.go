package english

import (
	"testing"

	"noddy/engine"
)

func TestCardNames(t *testing.T) {
	for _, tt := range []struct{ card, name string }{
		{"7H", "seven of hearts"}, {"JS", "jack of spades"}, {"AC", "ace of clubs"},
		{"TD", "ten of diamonds"}, {"QH", "queen of hearts"}, {"KC", "king of clubs"},
	} {
		if got := Card(engine.MustParseCards(tt.card)[0]); got != tt.name {
			t.Errorf("%s: %q; want %q", tt.card, got, tt.name)
		}
	}
	if Card(engine.NoCard) != "a hidden card" {
		t.Error("NoCard")
	}
	if got := CardList(engine.MustParseCards("5S JC")); got != "the five of spades and the jack of clubs" {
		t.Errorf("CardList %q", got)
	}
	if got := CardList([]engine.Card{engine.NoCard, engine.NoCard}); got != "two cards" {
		t.Errorf("CardList of hidden cards %q", got)
	}
}

func TestAnnounce(t *testing.T) {
	tests := []struct{ hand, starter, want string }{
		{"7C 8D 9H", "6S", "fifteen two, fifteen four, a run of four is eight"},
		{"9C 6D 6H", "6S", "fifteen two, fifteen four, fifteen six, a pair royal is twelve"},
		{"2H 6H KH", "QH", "a flush of four is four"},
		{"KC QD 6H", "2S", "nothing"},
		{"JH 2C 6D", "8H", "Knave Noddy is one"},
	}
	for _, tt := range tests {
		h := engine.MustParseCards(tt.hand)
		cs := engine.Show([3]engine.Card(h), engine.MustParseCards(tt.starter)[0])
		if got := Announce(cs); got != tt.want {
			t.Errorf("Announce(%s | %s) = %q; want %q", tt.hand, tt.starter, got, tt.want)
		}
		// The declaration names no cards but says the same.
		if got := Announce(engine.Declaration(cs)); got != tt.want {
			t.Errorf("Announce(Declaration) = %q; want %q", got, tt.want)
		}
	}
}

// The family's kinds are named in their games' words.
func TestFamilyLabels(t *testing.T) {
	for _, w := range []struct {
		k     engine.Kind
		label string
	}{
		{engine.HisNobs, "his nobs"}, {engine.HisHeels, "his heels"},
		{engine.Thirty, "thirty"}, {engine.Knave, "a knave"},
		{engine.RightKnave, "the right knave"}, {engine.RightDeuce, "the right deuce"},
		{engine.Colours, "colours"}, {engine.CostlyColours, "costly colours"},
		{engine.KnaveTurned, "a knave turned up"}, {engine.DeuceTurned, "a deuce turned up"},
		{engine.ThreeToStart, "three to start"}, {engine.ThreeForLast, "three for last"},
		{engine.Mog, "the mog point"}, {engine.Muggins, "muggins"},
		{engine.FalseDeclaration, "a false declaration"}, {engine.WrongCall, "a wrong call"},
		{engine.Overclaimed, "overclaimed"}, {engine.Lurch, "a lurch"},
		{engine.Skunk, "a skunk"}, {engine.DoubleSkunk, "a double skunk"},
	} {
		if got := Label(engine.Combo{Kind: w.k, Points: 1}); got != w.label {
			t.Errorf("%v: label %q; want %q", w.k, got, w.label)
		}
	}
	// The family's runs and flushes name their length, declared or shown.
	for _, c := range []struct {
		c    engine.Combo
		want string
	}{
		{engine.Combo{Kind: engine.Run, Points: 3}, "a run of three"}, // cribbage: a point a card
		{engine.Combo{Kind: engine.Run, Points: 5}, "a run of five"},
		{engine.Combo{Kind: engine.Flush, Points: 5}, "a flush of five"},
		{engine.CribbageShow(engine.MustParseCards("3H 6H 9H QH"), engine.MustParseCards("5H")[0], true)[2], "a flush of five"},
	} {
		if got := Label(c.c); got != c.want {
			t.Errorf("%v: %q; want %q", c.c, got, c.want)
		}
	}
	for k := engine.Fifteen; k <= engine.DoubleSkunk; k++ {
		if _, ok := kindNames[k]; !ok {
			t.Errorf("kind %v has no English name", k)
		}
	}
}
