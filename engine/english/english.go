// Package english is the one place where the family's games are said in
// English: the names of cards and combinations, a show called aloud in the
// period way, and the point log's sentence for every event. The table, the
// tutorial, the hints and the CLI all speak through it, so a combination
// is named the same everywhere.
package english

import (
	"fmt"
	"strings"

	"noddy/engine"
)

var suitNames = [4]string{"clubs", "diamonds", "hearts", "spades"}

var rankNames = [14]string{"", "ace", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "jack", "queen", "king"}

// Suit names a suit: "hearts".
func Suit(s engine.Suit) string {
	if s > engine.Spades {
		return fmt.Sprintf("suit %d", uint8(s))
	}
	return suitNames[s]
}

// Rank names a rank: "seven", "jack".
func Rank(r engine.Rank) string {
	if r < engine.Ace || r > engine.King {
		return fmt.Sprintf("rank %d", uint8(r))
	}
	return rankNames[r]
}

// Card names a card: "seven of hearts"; a hidden card is "a hidden card".
func Card(c engine.Card) string {
	if !c.Valid() {
		return "a hidden card"
	}
	return Rank(c.Rank()) + " of " + Suit(c.Suit())
}

var kindNames = map[engine.Kind]string{
	engine.Fifteen: "fifteen", engine.TwentyFive: "twenty-five", engine.ThirtyOne: "thirty-one",
	engine.Pair: "pair", engine.PairRoyal: "pair royal", engine.DoublePairRoyal: "double pair royal",
	engine.Run: "run", engine.Flush: "flush", engine.KnaveNoddy: "Knave Noddy",
	engine.JackTurned: "jack turned up", engine.LastCard: "last card",

	engine.HisNobs: "his nobs", engine.HisHeels: "his heels", engine.Thirty: "thirty",
	engine.Knave: "knave", engine.RightKnave: "right knave", engine.RightDeuce: "right deuce",
	engine.Colours: "colours", engine.CostlyColours: "costly colours",
	engine.KnaveTurned: "knave turned", engine.DeuceTurned: "deuce turned",
	engine.ThreeToStart: "three to start", engine.ThreeForLast: "three for last", engine.Mog: "mog",
	engine.Muggins: "muggins", engine.FalseDeclaration: "false declaration", engine.WrongCall: "wrong call",
	engine.Overclaimed: "overclaimed", engine.Lurch: "lurch", engine.Skunk: "skunk", engine.DoubleSkunk: "double skunk",
}

// Kind names a kind of combination: "fifteen", "pair royal", "Knave Noddy".
func Kind(k engine.Kind) string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return k.Slug()
}

var numberWords = [...]string{"none", "one", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "eleven", "twelve"}

// Label names a combination as a player says it: "fifteen", "a run of
// four", "a flush of three", "a pair royal", "his nobs".
func Label(c engine.Combo) string {
	switch c.Kind {
	case engine.Run, engine.Flush:
		n := len(c.Cards)
		if n == 0 { // a declaration: the length is in the points
			n = c.Points
			if c.Kind == engine.Run && c.Points == 2 {
				n = 3
			}
		}
		if n >= len(numberWords) {
			return fmt.Sprintf("a %s of %d", Kind(c.Kind), n)
		}
		return "a " + Kind(c.Kind) + " of " + numberWords[n]
	case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal:
		return "a " + Kind(c.Kind)
	case engine.JackTurned:
		return "a jack turned up"
	case engine.KnaveTurned:
		return "a knave turned up"
	case engine.DeuceTurned:
		return "a deuce turned up"
	case engine.Knave, engine.FalseDeclaration, engine.WrongCall, engine.Lurch, engine.Skunk, engine.DoubleSkunk:
		return "a " + Kind(c.Kind)
	case engine.RightKnave, engine.RightDeuce:
		return "the " + Kind(c.Kind)
	case engine.Mog:
		return "the mog point"
	}
	return Kind(c.Kind)
}

// Announce says combos as a player calls them, with the running total in
// the period way: "fifteen two, fifteen four, a run of three is six",
// "thirty-one for two".
// Nothing scored gives "nothing" (noddy.md, "Declarations").
func Announce(cs []engine.Combo) string {
	if len(cs) == 0 {
		return "nothing"
	}
	var b strings.Builder
	run := 0
	for i, c := range cs {
		if i > 0 {
			b.WriteString(", ")
		}
		run += c.Points
		b.WriteString(Label(c))
		switch c.Kind {
		case engine.Fifteen, engine.TwentyFive, engine.Thirty:
			b.WriteString(" ")
		case engine.ThirtyOne:
			b.WriteString(" for ") // as players call it: "thirty-one for two"
		default:
			b.WriteString(" is ")
		}
		b.WriteString(Points(run))
	}
	return b.String()
}

var pointWords = [...]string{"none", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
	"sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// Points is a number of points in words up to twenty ("seven"), else in
// digits.
func Points(n int) string {
	if n >= 0 && n < len(pointWords) {
		return pointWords[n]
	}
	return fmt.Sprint(n)
}

// Capitalise upper-cases the first letter of an ASCII name ("the computer"
// -> "The computer"); other names are returned as they are.
func Capitalise(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// CardList names cards in words joined with commas and "and": "the five of
// spades and the jack of clubs"; hidden cards are counted ("two cards").
func CardList(cs []engine.Card) string {
	var named []string
	hid := 0
	for _, c := range cs {
		if c.Valid() {
			named = append(named, "the "+Card(c))
		} else {
			hid++
		}
	}
	if hid > 0 {
		if hid == 1 {
			named = append(named, "a card")
		} else {
			named = append(named, numberWords[min(hid, len(numberWords)-1)]+" cards")
		}
	}
	switch len(named) {
	case 0:
		return "nothing"
	case 1:
		return named[0]
	}
	return strings.Join(named[:len(named)-1], ", ") + " and " + named[len(named)-1]
}

// SpaceDoesNotLay answers Space on the person's turn to lay.
func SpaceDoesNotLay() string {
	return "Space hurries the table; Enter, a click or the card's number lays a card."
}

// Scored is a combination with its own points: "a flush of three, 3
// points", "fifteen, 2 points" (Announce calls the running total).
func Scored(c engine.Combo) string {
	if c.Points == 1 {
		return Label(c) + ", 1 point"
	}
	return fmt.Sprintf("%s, %d points", Label(c), c.Points)
}
