// Package engine is the family of Noddy as its rule files deal it
// (docs/games: du Coeur's Noddy, the default, Parlett's and MacGregor's
// Noddy, early cribbage, Costly Colours, cribbage for two, three and four;
// docs/games): cards, the rule sets as data with their scoring functions,
// the one match state machine, its event stream, each seat's view, and
// match codes. The computer players are in engine/players and the English
// in engine/english.
//
// Everything here is pure and deterministic: a match is a function of its
// rules, its seed and the actions applied to it. There is no I/O and no
// global state, so the same code runs natively, in tests and in WebAssembly.
package engine

import (
	"fmt"
	"strings"
)

// Suit is one of the four suits. The order (clubs, diamonds, hearts, spades)
// is only used to order cards of equal rank; Noddy ranks no suit above another.
type Suit uint8

// The four suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Suits lists the four suits in their sort order.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

var suitLetters = [4]byte{'C', 'D', 'H', 'S'}
var suitSymbols = [4]string{"♣", "♦", "♥", "♠"}

// String returns the suit's letter, "H" (english.Suit names it).
func (s Suit) String() string {
	if s > Spades {
		return fmt.Sprintf("Suit(%d)", uint8(s))
	}
	return string(suitLetters[s])
}

// Letter returns the suit's one-letter short form: 'C', 'D', 'H' or 'S'.
func (s Suit) Letter() byte { return suitLetters[s&3] }

// Symbol returns the suit's symbol: "♣", "♦", "♥" or "♠".
func (s Suit) Symbol() string { return suitSymbols[s&3] }

// Red reports whether the suit is hearts or diamonds.
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// Rank is a card's rank, Ace (1, low) to King (13, high). Ranks do not wrap:
// A-2-3 is a run, Q-K-A is not (rules, "Cards").
type Rank uint8

// The ranks. Two to Ten are their own numbers.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

var rankLetters = "A23456789TJQK"

// Pips is the rank's value for the count and for fifteens and twenty-fives:
// Ace 1, Two to Ten their number, Jack, Queen and King 10 (rules, "Cards").
func (r Rank) Pips() int {
	if r >= 10 {
		return 10
	}
	return int(r)
}

// Letter returns the rank's one-character short form: A 2 … 9 T J Q K.
func (r Rank) Letter() byte { return rankLetters[(r-1)%13] }

// String returns the rank's letter, "7", "T", "J" (english.Rank names it).
func (r Rank) String() string {
	if r < Ace || r > King {
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
	return string(r.Letter())
}

// Card is one of the 52 cards, stored in one byte as suit*13 + rank-1, so
// cards 0..51 sort by suit, then rank. NoCard marks an absent or hidden card.
type Card uint8

// NoCard is the zero-information card: absent, or hidden from this seat.
const NoCard Card = 255

// NewCard returns the card of rank r and suit s. r must be Ace..King and s
// one of the four suits; anything else gives NoCard.
func NewCard(r Rank, s Suit) Card {
	if r < Ace || r > King || s > Spades {
		return NoCard
	}
	return Card(uint8(s)*13 + uint8(r) - 1)
}

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c%13) + 1 }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c / 13) }

// Pips returns the card's value in the count: see Rank.Pips.
func (c Card) Pips() int { return c.Rank().Pips() }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < 52 }

// String returns the short form "7H", "TS", "JD"; "??" for NoCard.
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return string([]byte{c.Rank().Letter(), c.Suit().Letter()})
}

// Less orders cards by rank (Ace low), then suit: the order in which the
// computer's "lowest card" and ties are decided.
func (c Card) Less(d Card) bool {
	if c.Rank() != d.Rank() {
		return c.Rank() < d.Rank()
	}
	return c.Suit() < d.Suit()
}

// Compare is Less as slices.SortFunc takes it: −1, 0 or +1.
func (c Card) Compare(d Card) int {
	switch {
	case c.Less(d):
		return -1
	case d.Less(c):
		return 1
	}
	return 0
}

// ParseError is returned for a malformed card; Token is the text as given.
type ParseError struct {
	Token  string
	Reason string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("bad card %q: %s", e.Token, e.Reason)
}

// ParseCard reads a card in short form: rank A 2-9 T (or 10) J Q K, then suit
// C D H S or ♣ ♦ ♥ ♠ (♧ ♢ ♡ ♤ too), either case: "7H", "10s", "TS", "7♥".
// A malformed token gives a *ParseError naming it.
func ParseCard(tok string) (Card, error) {
	s := strings.TrimSpace(tok)
	if s == "" {
		return NoCard, &ParseError{tok, "empty"}
	}
	var r Rank
	rest := s
	switch {
	case strings.HasPrefix(s, "10"):
		r, rest = 10, s[2:]
	default:
		i := strings.IndexByte(rankLetters, upper(s[0]))
		if i < 0 {
			return NoCard, &ParseError{tok, "rank must be one of A 2-9 T/10 J Q K"}
		}
		r, rest = Rank(i+1), s[1:]
	}
	var suit Suit
	switch strings.ToUpper(rest) {
	case "C", "♣", "♧":
		suit = Clubs
	case "D", "♦", "♢":
		suit = Diamonds
	case "H", "♥", "♡":
		suit = Hearts
	case "S", "♠", "♤":
		suit = Spades
	case "":
		return NoCard, &ParseError{tok, "missing suit (C D H S)"}
	default:
		return NoCard, &ParseError{tok, "suit must be one of C D H S"}
	}
	return NewCard(r, suit), nil
}

func upper(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// MustParseCards parses space-separated short forms and panics on a bad
// one. It is for tests and fixed tables only; input from people goes
// through ParseCards.
func MustParseCards(s string) []Card {
	cs, err := ParseCards(strings.Fields(s))
	if err != nil {
		panic(err)
	}
	return cs
}

// ParseCards parses each token with ParseCard and rejects a card given
// twice. The first bad token's *ParseError is returned.
func ParseCards(toks []string) ([]Card, error) {
	out := make([]Card, 0, len(toks))
	var seen CardSet
	for _, t := range toks {
		c, err := ParseCard(t)
		if err != nil {
			return nil, err
		}
		if seen.Has(c) {
			return nil, &ParseError{t, "card given twice"}
		}
		seen = seen.With(c)
		out = append(out, c)
	}
	return out, nil
}

// CardSet is a set of cards as a 52-bit mask; the zero value is empty.
type CardSet uint64

// FullDeck is the set of all 52 cards.
const FullDeck CardSet = 1<<52 - 1

// SetOf returns the set holding cs.
func SetOf(cs ...Card) CardSet {
	var s CardSet
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c.Valid() && s&(1<<c) != 0 }

// With returns the set with c added.
func (s CardSet) With(c Card) CardSet {
	if !c.Valid() {
		return s
	}
	return s | 1<<c
}

// Without returns the set with c removed.
func (s CardSet) Without(c Card) CardSet {
	if !c.Valid() {
		return s
	}
	return s &^ (1 << c)
}

// Len returns the number of cards in the set.
func (s CardSet) Len() int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}

// Cards returns the set's cards in ascending card order (by suit, then rank).
func (s CardSet) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for c := Card(0); c < 52; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// FormatCards joins the short forms with spaces: "7H 8S 9D".
func FormatCards(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
