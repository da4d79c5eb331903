package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
)

// Words for cards and combinations, in the tutorial's voice. Seat 0 is
// "you", seat 1 "the computer" (the table's contract).

func who(seat int) string {
	if seat == 0 {
		return "you"
	}
	return "the computer"
}

func whoCap(seat int) string { return capital(who(seat)) }

// verb picks the form for the seat: verb(0, "lay", "lays") is "lay".
func verb(seat int, you, it string) string {
	if seat == 0 {
		return you
	}
	return it
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// the card in words with its article: "the five of clubs".
func the(c engine.Card) string { return "the " + english.Card(c) }

// rank is a rank as said in a combination: "ace", "5", "10", "king".
func rank(r engine.Rank) string {
	if r >= 2 && r <= 10 {
		return fmt.Sprint(int(r))
	}
	return english.Rank(r)
}

func ranks(r engine.Rank) string {
	if r >= 2 && r <= 10 {
		return fmt.Sprintf("%ds", int(r))
	}
	return english.Rank(r) + "s"
}

// aRank is "a 5", "an 8", "an ace", "a king".
func aRank(r engine.Rank) string {
	if r == engine.Ace || r == 8 {
		return "an " + rank(r)
	}
	return "a " + rank(r)
}

var numWords = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "eleven", "twelve"}

func number(n int) string {
	if n >= 0 && n < len(numWords) {
		return numWords[n]
	}
	return fmt.Sprint(n)
}

func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

// list joins with commas and a final "and": "a, b and c".
func list(items []string, conj string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + conj + " " + items[len(items)-1]
}

func cardNames(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = the(c)
	}
	return list(parts, "and")
}

func rankList(cs []engine.Card) string {
	return rankListIn(cs, nil)
}

// rankListIn names cards by rank, adding the suit where another of the
// four cards in view shares the rank: "5 of diamonds and king".
func rankListIn(cs, among []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = rank(c.Rank())
		for _, d := range among {
			if d != c && d.Rank() == c.Rank() {
				parts[i] += " of " + english.Suit(c.Suit())
				break
			}
		}
	}
	return list(parts, "and")
}

func byRank(cs []engine.Card) []engine.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b engine.Card) int { return int(a.Rank()) - int(b.Rank()) })
	return out
}

func runText(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range byRank(cs) {
		parts[i] = rank(c.Rank())
	}
	return strings.Join(parts, "-")
}

// showItem says one show combination with its own points: "6 and 9 make
// fifteen for 2", "6-7-8-9 is a run of four for 4" (rules, "The show").
// Points are never put in brackets here: step 7 uses brackets for values.
func showItem(c engine.Combo, all []engine.Card) string {
	var s string
	switch c.Kind {
	case engine.Fifteen:
		s = rankListIn(c.Cards, all) + " make fifteen"
	case engine.TwentyFive:
		s = rankListIn(c.Cards, all) + " make twenty-five"
	case engine.Pair:
		s = "the two " + ranks(c.Cards[0].Rank()) + " are a pair"
	case engine.PairRoyal:
		s = "the three " + ranks(c.Cards[0].Rank()) + " are a pair royal"
	case engine.DoublePairRoyal:
		s = "the four " + ranks(c.Cards[0].Rank()) + " are a double pair royal"
	case engine.Run:
		s = runText(c.Cards) + " is a run of " + number(len(c.Cards))
	case engine.Flush:
		if len(c.Cards) == 4 {
			s = "all four are " + english.Suit(c.Cards[0].Suit()) + ", a flush of four"
		} else {
			s = "the " + rankList(c.Cards) + " of " + english.Suit(c.Cards[0].Suit()) + " are a flush of three"
		}
	case engine.KnaveNoddy:
		s = the(c.Cards[0]) + ", the starter's suit, is Knave Noddy"
	default:
		s = english.Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// showText itemises a show of hand with starter, each combination with its
// own points and the total apart, the items kept apart by semicolons: "8
// and 7 make fifteen for 2; 6, 8, 7 and 4 make twenty-five for 2; and
// 6-7-8 is a run of three for 2: 6 points in all" (one combination: "5 and
// queen make fifteen for 2").
func showText(cs []engine.Combo, hand []engine.Card, starter engine.Card) string {
	items := make([]string, len(cs))
	all := append(slices.Clone(hand), starter)
	for i, c := range cs {
		items[i] = showItem(c, all)
	}
	s := semiList(items) // show items start with ranks: always semicolons
	if len(cs) > 1 {
		s += ": " + points(engine.Total(cs)) + " in all"
	}
	return s
}

// itemList joins combination items: "a, b and c", or with semicolons when
// any item holds a comma of its own (semiList).
func itemList(items []string) string {
	if slices.ContainsFunc(items, func(s string) bool { return strings.Contains(s, ",") }) {
		return semiList(items)
	}
	return list(items, "and")
}

// semiList joins items with semicolons, "a; b; and c" ("a; and b" for
// two), so that one item's points never run into the next item's ranks:
// "fifteen for 2, 6, 9 and jack ..." reads as a list of numbers.
func semiList(items []string) string {
	if len(items) < 2 {
		return list(items, "and")
	}
	return strings.Join(items[:len(items)-1], "; ") + "; and " + items[len(items)-1]
}

// declarationText says what an announced show is made of, item by item:
// "a flush of three for 3 and Knave Noddy for 1". An announcement counts
// up ("... is three, Knave Noddy is four"), which a newcomer can take for
// each item's worth.
func declarationText(cs []engine.Combo) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = fmt.Sprintf("%s for %d", english.Label(c), c.Points)
	}
	return list(items, "and")
}

// countItem says one combination a card made in the count, with its points:
// "fifteen for 2", "a pair of kings for 2", "a run of three (9-10-jack)
// for 2" (rules, "The count").
func countItem(c engine.Combo) string {
	var s string
	switch c.Kind {
	case engine.Fifteen, engine.TwentyFive, engine.ThirtyOne:
		s = english.Kind(c.Kind)
	case engine.Pair:
		s = "a pair of " + ranks(c.Cards[0].Rank())
	case engine.PairRoyal:
		s = "a pair royal of " + ranks(c.Cards[0].Rank())
	case engine.DoublePairRoyal:
		s = "a double pair royal of " + ranks(c.Cards[0].Rank())
	case engine.Run:
		s = "a run of " + number(len(c.Cards)) + " (" + runText(c.Cards) + ")"
	case engine.Flush:
		s = "a flush of " + number(len(c.Cards)) + " (the last " + number(len(c.Cards)) + " cards all " + english.Suit(c.Cards[0].Suit()) + ")"
	case engine.KnaveNoddy:
		s = "Knave Noddy"
	default:
		s = english.Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// countText says everything a laid card made: "fifteen for 2",
// "twenty-five for 2 and a pair of kings for 2: 4 points in all".
// Points are digits throughout the narration, as in the show.
func countText(cs []engine.Combo) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = countItem(c)
	}
	s := itemList(items)
	if len(cs) > 1 {
		s += ": " + points(engine.Total(cs)) + " in all"
	}
	return s
}

func scoreLine(s [2]int) string {
	return fmt.Sprintf("Score: you %d, the computer %d.", s[0], s[1])
}

// comboCards collects the distinct cards of combos, in first-seen order.
func comboCards(cs []engine.Combo) []engine.Card {
	var out []engine.Card
	for _, c := range cs {
		for _, k := range c.Cards {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out
}
