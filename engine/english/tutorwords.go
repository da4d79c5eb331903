package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// The tutorial's words for seats, cards, combinations and what a card
// makes, beside Tutor's steps.

func (Tutor) who(seat int) string {
	if seat == 0 {
		return "you"
	}
	return "the computer"
}

func (t Tutor) whoCap(seat int) string { return Capitalise(t.who(seat)) }

func (Tutor) verb(seat int, you, it string) string {
	if seat == 0 {
		return you
	}
	return it
}

func (Tutor) poss(seat int) string {
	if seat == 0 {
		return "your"
	}
	return "the computer's"
}

// ScoreLine is "Score: you 12, the computer 9."
func (Tutor) ScoreLine(s []int) string {
	return fmt.Sprintf("Score: you %d, the computer %d.", s[0], s[1])
}

// the names a card with its article: "the five of clubs".
func the(c engine.Card) string { return "the " + Card(c) }

// tRank is a rank as said in a combination: "ace", "5", "10", "king".
func tRank(r engine.Rank) string {
	if r >= 2 && r <= 10 {
		return fmt.Sprint(int(r))
	}
	return Rank(r)
}

func tRanks(r engine.Rank) string {
	if r >= 2 && r <= 10 {
		return fmt.Sprintf("%ds", int(r))
	}
	return Rank(r) + "s"
}

// aRank is "a 5", "an 8", "an ace".
func aRank(r engine.Rank) string {
	if r == engine.Ace || r == 8 {
		return "an " + tRank(r)
	}
	return "a " + tRank(r)
}

func andList(items []string, conj string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + conj + " " + items[len(items)-1]
}

// semis joins items "a; b; and c", so one item's points never run into
// the next item's ranks.
func semis(items []string) string {
	if len(items) < 2 {
		return andList(items, "and")
	}
	return strings.Join(items[:len(items)-1], "; ") + "; and " + items[len(items)-1]
}

func tPoints(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

// ranksIn names cards by rank, adding the suit where another card in
// view shares the rank: "5 of diamonds and king".
func ranksIn(cs, among []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = tRank(c.Rank())
		for _, d := range among {
			if d != c && d.Rank() == c.Rank() {
				parts[i] += " of " + Suit(c.Suit())
				break
			}
		}
	}
	return andList(parts, "and")
}

// runWords is a run's ranks low to high: "9-10-jack".
func runWords(cs []engine.Card) string {
	s := slices.Clone(cs)
	slices.SortFunc(s, func(a, b engine.Card) int { return int(a.Rank()) - int(b.Rank()) })
	parts := make([]string, len(s))
	for i, c := range s {
		parts[i] = tRank(c.Rank())
	}
	return strings.Join(parts, "-")
}

// rankWords is the ranks of cs, as dealt: "2, 3, jack and 2".
func rankWords(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = tRank(c.Rank())
	}
	return andList(parts, "and")
}

// ShowItem says one combination of a cribbage show with its points: "5
// and jack make fifteen for 2", "9-10-jack is a run of three for 3", "the
// jack of spades, the starter's suit, is his nobs for 1".
func (Tutor) ShowItem(c engine.Combo, all []engine.Card) string {
	var s string
	switch c.Kind {
	case engine.Fifteen:
		s = ranksIn(c.Cards, all) + " make fifteen"
	case engine.Pair:
		s = "the two " + tRanks(c.Cards[0].Rank()) + " are a pair"
	case engine.PairRoyal:
		s = "the three " + tRanks(c.Cards[0].Rank()) + " are a pair royal"
	case engine.DoublePairRoyal:
		s = "the four " + tRanks(c.Cards[0].Rank()) + " are a double pair royal"
	case engine.Run:
		s = ranksIn(c.Cards, all) + " are a run of " + numberWords[min(len(c.Cards), len(numberWords)-1)] + " (" + runWords(c.Cards) + ")"
	case engine.Flush:
		s = "the " + numberWords[min(len(c.Cards), len(numberWords)-1)] + " " + Suit(c.Cards[0].Suit()) + " are a flush"
	case engine.HisNobs:
		s = the(c.Cards[0]) + ", the jack of the starter's suit, is his nobs"
	default:
		s = Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// ShowText itemises a show, each combination with its points and the
// total apart.
func (t Tutor) ShowText(cs []engine.Combo, hand []engine.Card, starter engine.Card) string {
	all := append(slices.Clone(hand), starter)
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = t.ShowItem(c, all)
	}
	s := semis(items)
	if len(cs) > 1 {
		s += ": " + tPoints(engine.Total(cs)) + " in all"
	}
	return s
}

// CountItem says one combination a card made in the play: "fifteen for
// 2", "a pair of kings for 2", "a run of three (9-10-jack) for 3".
func (Tutor) CountItem(c engine.Combo) string {
	var s string
	switch c.Kind {
	case engine.Fifteen, engine.ThirtyOne:
		s = Kind(c.Kind)
	case engine.Pair:
		s = "a pair of " + tRanks(c.Cards[0].Rank())
	case engine.PairRoyal:
		s = "a pair royal of " + tRanks(c.Cards[0].Rank())
	case engine.DoublePairRoyal:
		s = "a double pair royal of " + tRanks(c.Cards[0].Rank())
	case engine.Run:
		s = "a run of " + numberWords[min(len(c.Cards), len(numberWords)-1)] + " (" + runWords(c.Cards) + ")"
	default:
		s = Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// CountText says everything a laid card made.
func (t Tutor) CountText(cs []engine.Combo) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = t.CountItem(c)
	}
	s := andList(items, "and")
	if len(cs) > 1 {
		s += ": " + tPoints(engine.Total(cs)) + " in all"
	}
	return s
}
