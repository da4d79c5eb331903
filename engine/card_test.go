package engine

import (
	"errors"
	"testing"
)

func TestParseCardGood(t *testing.T) {
	tests := []struct {
		in   string
		want Card
	}{
		{"7H", NewCard(7, Hearts)},
		{"TS", NewCard(10, Spades)},
		{"10S", NewCard(10, Spades)},
		{"10s", NewCard(10, Spades)},
		{"JD", NewCard(Jack, Diamonds)},
		{"7♥", NewCard(7, Hearts)},
		{"7♡", NewCard(7, Hearts)},
		{"ah", NewCard(Ace, Hearts)},
		{"AC", 0},
		{"KS", 51},
		{"qc", NewCard(Queen, Clubs)},
		{"2♣", NewCard(2, Clubs)},
		{"9♦", NewCard(9, Diamonds)},
		{"K♠", NewCard(King, Spades)},
		{" 5d ", NewCard(5, Diamonds)},
	}
	for _, tt := range tests {
		got, err := ParseCard(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseCardMalformed(t *testing.T) {
	for _, tok := range []string{"", " ", "7", "1H", "11S", "ZH", "7X", "7HH", "10", "HH", "7♥♥", "0S", "JOKER", "♥7"} {
		c, err := ParseCard(tok)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseCard(%q) = %v, %v; want *ParseError", tok, c, err)
			continue
		}
		if pe.Token != tok || c != NoCard {
			t.Errorf("ParseCard(%q): token %q card %v; want token %q and NoCard", tok, pe.Token, c, tok)
		}
	}
}

func TestParseCardsDuplicate(t *testing.T) {
	_, err := ParseCards([]string{"7H", "8S", "7♥"})
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Token != "7♥" || pe.Reason != "card given twice" {
		t.Fatalf("ParseCards duplicate: %v", err)
	}
	_, err = ParseCards([]string{"7H", "8Z"})
	if !errors.As(err, &pe) || pe.Token != "8Z" {
		t.Fatalf("ParseCards bad token: %v", err)
	}
	if got := FormatCards(MustParseCards("7h ts 10c jd")); got != "7H TS TC JD" {
		t.Fatalf("FormatCards = %q", got)
	}
}

func TestEveryCardRoundTrips(t *testing.T) {
	var seen CardSet
	for c := Card(0); c < 52; c++ {
		got, err := ParseCard(c.String())
		if err != nil || got != c {
			t.Fatalf("%v: ParseCard(String()) = %v, %v", c, got, err)
		}
		sym := string(c.Rank().Letter()) + c.Suit().Symbol()
		if got, err := ParseCard(sym); err != nil || got != c {
			t.Fatalf("ParseCard(%q) = %v, %v", sym, got, err)
		}
		if NewCard(c.Rank(), c.Suit()) != c {
			t.Fatalf("NewCard(%v, %v) != %v", c.Rank(), c.Suit(), c)
		}
		seen = seen.With(c)
	}
	if seen != FullDeck || seen.Len() != 52 || len(seen.Cards()) != 52 {
		t.Fatalf("FullDeck mismatch")
	}
}

func TestCardPips(t *testing.T) {
	tests := []struct {
		card, name string
		pips       int
	}{
		{"7H", "seven of hearts", 7},
		{"JS", "jack of spades", 10},
		{"AC", "ace of clubs", 1},
		{"TD", "ten of diamonds", 10},
		{"QH", "queen of hearts", 10},
		{"KC", "king of clubs", 10},
	}
	for _, tt := range tests {
		c := MustParseCards(tt.card)[0]
		if c.Pips() != tt.pips {
			t.Errorf("%s: Pips %d; want %d", tt.card, c.Pips(), tt.pips)
		}
	}
	if NoCard.String() != "??" || NoCard.Valid() || NewCard(14, Clubs) != NoCard {
		t.Error("NoCard handling")
	}
	if !MustParseCards("AS")[0].Less(MustParseCards("2C")[0]) || MustParseCards("7S")[0].Less(MustParseCards("7C")[0]) {
		t.Error("Less: rank first (Ace low), then suit")
	}
	as, c7, s7 := MustParseCards("AS")[0], MustParseCards("7C")[0], MustParseCards("7S")[0]
	if as.Compare(c7) != -1 || s7.Compare(c7) != 1 || c7.Compare(c7) != 0 {
		t.Error("Compare: Less as -1, 0, +1")
	}
}
