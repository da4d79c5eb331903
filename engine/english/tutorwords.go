package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// The tutorials' words for seats, cards, combinations and a card laid,
// shared by every game's voice (Tutor, NoddyTutor).

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

// ShowItem says one combination of a show with its points: "5 and jack
// make fifteen for 2", "9, 10 and jack are a run of three (9-10-jack) for
// 3", "the jack of spades, the starter's suit, is his nobs for 1". all is
// the hand with the starter, to tell apart cards of one rank.
func (Tutor) ShowItem(c engine.Combo, all []engine.Card) string {
	var s string
	switch c.Kind {
	case engine.Fifteen:
		s = ranksIn(c.Cards, all) + " make fifteen"
	case engine.TwentyFive:
		s = ranksIn(c.Cards, all) + " make twenty-five"
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
	case engine.KnaveNoddy:
		s = the(c.Cards[0]) + ", the starter's suit, is Knave Noddy"
	default:
		s = Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// ShowText itemises a show, each combination with its points and the
// total apart.
func (t Tutor) ShowText(cs []engine.Combo, hand []engine.Card, starter engine.Card) string {
	return showText(cs, hand, starter, t.ShowItem)
}

// showText itemises a show with a game's item words, the items kept
// apart by semicolons (show items start with ranks) and the total apart:
// "8 and 7 make fifteen for 2; ...; and 6-7-8 is a run of three for 2: 6
// points in all".
func showText(cs []engine.Combo, hand []engine.Card, starter engine.Card, item func(engine.Combo, []engine.Card) string) string {
	all := append(slices.Clone(hand), starter)
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = item(c, all)
	}
	s := semis(items)
	if len(cs) > 1 {
		s += ": " + tPoints(engine.Total(cs)) + " in all"
	}
	return s
}

// CountItem says one combination a card made in the play (or Noddy's
// count): "fifteen for 2", "a pair of kings for 2", "a run of three
// (9-10-jack) for 3", "a flush of three (the last three cards all hearts)
// for 3". Points are digits, as in the show.
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
	case engine.Flush:
		n := numberWords[min(len(c.Cards), len(numberWords)-1)]
		s = "a flush of " + n + " (the last " + n + " cards all " + Suit(c.Cards[0].Suit()) + ")"
	default:
		s = Label(c)
	}
	return fmt.Sprintf("%s for %d", s, c.Points)
}

// CountText says everything a laid card made: "fifteen for 2",
// "twenty-five for 2 and a pair of kings for 2: 4 points in all".
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

// lays says a card laid, the count and what it made: "You lay the eight of
// clubs: the count is 15 — fifteen for 2."; only (the card was the
// layer's only one) is said as onlyCard.
func (t Tutor) lays(b *strings.Builder, e engine.Laid, only bool, onlyCard string) {
	fmt.Fprintf(b, "%s %s %s", t.whoCap(e.Seat), t.verb(e.Seat, "lay", "lays"), the(e.Card))
	if only {
		b.WriteString(", " + onlyCard)
	}
	fmt.Fprintf(b, ": the count is %d", e.Count)
	if len(e.Combos) == 0 {
		b.WriteString(". Nothing scores.")
	} else {
		b.WriteString(" — " + t.CountText(e.Combos) + ".")
	}
}

// explain says the note in says of each combination whose kind notes
// marks (the first time it is met), in the combinations' order.
func explain(b *strings.Builder, combos []engine.Combo, notes map[engine.Kind]bool, says map[engine.Kind]string) {
	for _, c := range combos {
		if s, ok := says[c.Kind]; ok && notes[c.Kind] {
			b.WriteString(" " + s)
		}
	}
}

// went says a go: "You have no cards left: go.", "The count is 27 and the
// computer has no card that keeps it at 31 or under: go."; noCard is how
// the game says the cards that do not fit.
func (t Tutor) went(e engine.Go, noCard string) string {
	if e.NoCards {
		return t.whoCap(e.Seat) + t.verb(e.Seat, " have", " has") + " no cards left: go."
	}
	return fmt.Sprintf("The count is %d and %s %s: go.", e.Count, t.who(e.Seat)+t.verb(e.Seat, " have", " has"), noCard)
}
