package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// The hint's reasons for a discard, in words a player follows: what the
// kept cards make among themselves, what they are worth with the starter,
// and what the cards laid out bring the crib.

// Ranks names cards by rank, low first, joined with hyphens: "4-5-6-J".
func Ranks(cs []engine.Card) string {
	s := slices.Clone(cs)
	slices.SortFunc(s, func(a, b engine.Card) int { return int(a.Rank()) - int(b.Rank()) })
	parts := make([]string, len(s))
	for i, c := range s {
		parts[i] = rankShort[c.Rank()]
	}
	return strings.Join(parts, "-")
}

var rankShort = [...]string{engine.Ace: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
	engine.Jack: "J", engine.Queen: "Q", engine.King: "K"}

// Makes says what combinations make, counted by kind, in the order given:
// "a run of three and two fifteens", "two pairs"; "" for none.
func Makes(cs []engine.Combo) string {
	var parts []string
	var fifteens int
	count := map[string]int{}
	for _, c := range cs {
		if c.Kind == engine.Fifteen {
			fifteens++
			continue
		}
		if count[Label(c)]++; count[Label(c)] == 1 {
			parts = append(parts, Label(c))
		}
	}
	for i, p := range parts {
		if n := count[p]; n > 1 {
			parts[i] = plural(p, n) // "a pair and a pair" read as a slip
		}
	}
	switch {
	case fifteens == 1:
		parts = append(parts, "a fifteen")
	case fifteens > 1:
		parts = append(parts, numberWords[min(fifteens, len(numberWords)-1)]+" fifteens")
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// plural is n of a label that begins "a …": "two pairs", "two runs of
// three".
func plural(label string, n int) string {
	rest := strings.TrimPrefix(label, "a ")
	head, tail, _ := strings.Cut(rest, " ")
	switch {
	case strings.HasSuffix(head, "sh"):
		head += "es"
	default:
		head += "s"
	}
	if tail != "" {
		head += " " + tail
	}
	return numberWords[min(n, len(numberWords)-1)] + " " + head
}

// DiscardReason is why a way to lay out is worth what it is: "keeps
// 4-5-6-J for a run of three and two fifteens, 7.2 on average with the
// starter; the 7-8 to their crib give them 4.1 on average". made is what
// the kept cards make among themselves; hand the kept hand's expected
// show, crib the crib's with the cards laid out, for you when ownCrib.
func DiscardReason(kept, out []engine.Card, made []engine.Combo, hand, crib float64, ownCrib bool) string {
	s := "keeps " + Ranks(kept)
	if m := Makes(made); m != "" {
		s += " for " + m
	}
	s += fmt.Sprintf(", %.1f on average with the starter", hand)
	if crib == 0 {
		return s
	}
	verb := "gives"
	if len(out) > 1 {
		verb = "give"
	}
	if ownCrib {
		return s + fmt.Sprintf("; the %s in your crib %s it %.1f on average", Ranks(out), verb, crib)
	}
	return s + fmt.Sprintf("; the %s to their crib %s them %.1f on average", Ranks(out), verb, crib)
}

// MogWorth is offering or accepting a mog: "an exchange is worth +1.2 to
// your show against theirs".
func MogWorth(g float64) string {
	return fmt.Sprintf("an exchange is worth %+.1f to your show against theirs", g)
}

// MogRefused is not offering, or refusing, a mog.
func MogRefused() string { return "gives them a point for not mogging" }

// MogPassWorth is the card the expert would pass in a mog: "worth +1.2 to
// your show against theirs".
func MogPassWorth(g float64) string {
	return fmt.Sprintf("worth %+.1f to your show against theirs", g)
}

// MogPassWorse is any other card to pass.
func MogPassWorse() string { return "another card would have done better" }

// LayReason says what a card makes now and what it leaves the next seat:
// "makes fifteen for two; leaves the count at 15: they score on it with
// 40% of the hands they may hold (a ten-card makes twenty-five)" (a bare
// "leaves 15" did not say what it left: a play-test). combos is what the
// card makes; wins, that it reaches the target; count, the count after
// it; searched, that the hands the next seat may hold were weighed, with
// can and scores the shares of them (0..1) with which it could lay, and
// lay scoring; reply names the commonest best scoring reply (CommonReply),
// or "".
func LayReason(combos []engine.Combo, wins bool, count int, searched bool, can, scores float64, reply string) string {
	var b strings.Builder
	if pts := engine.Total(combos); pts > 0 {
		labels := make([]string, len(combos))
		for k, cb := range combos {
			labels[k] = Label(cb)
		}
		fmt.Fprintf(&b, "makes %s for %s", strings.Join(labels, " and "), Points(pts))
		if wins {
			b.WriteString(": wins the match")
			return b.String()
		}
	} else {
		b.WriteString("scores nothing")
	}
	switch {
	case count == engine.MaxCount:
		b.WriteString("; the count ends")
	case !searched:
		fmt.Fprintf(&b, "; leaves the count at %d", count)
	case can == 0:
		fmt.Fprintf(&b, "; leaves the count at %d: they cannot lay, one for last card", count)
	case scores == 0:
		fmt.Fprintf(&b, "; leaves the count at %d: no hand they may hold scores on it", count)
	case scores < 0.01: // some hand does, but under one in a hundred: not "0%"
		fmt.Fprintf(&b, "; leaves the count at %d: they score on it with fewer than 1%% of the hands they may hold", count)
		if reply != "" {
			b.WriteString(" (" + reply + ")")
		}
	default:
		fmt.Fprintf(&b, "; leaves the count at %d: they score on it with %d%% of the hands they may hold", count, int(100*scores))
		if reply != "" {
			b.WriteString(" (" + reply + ")")
		}
	}
	return b.String()
}

// CommonReply names a best scoring reply by its rank index (0-based; 9
// standing for any ten-card making a total, 13+suit for any card of a suit
// making a flush) and the kind of its first combination: "a ten-card
// makes twenty-five", "an ace makes a pair", "a diamond makes a flush".
func CommonReply(r int, kind engine.Kind) string {
	what := Kind(kind)
	switch kind {
	case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal, engine.Run, engine.Flush:
		what = "a " + what
	}
	if r >= 13 {
		suit := Suit(engine.Suit(r - 13))
		return "a " + suit[:len(suit)-1] + " makes " + what
	}
	rank := engine.Rank(r + 1)
	card := "a " + Rank(rank)
	switch {
	case rank == engine.Ace:
		card = "an ace"
	case rank == 8:
		card = "an eight"
	case rank == 10 && (kind == engine.Fifteen || kind == engine.TwentyFive || kind == engine.ThirtyOne):
		card = "a ten-card"
	}
	return card + " makes " + what
}

// HintMore is the hint's last line where its worst choices are left out
// for room: "… and 9 more choices, down to 31.1% to win"; worst is
// ChanceTo's ("under 1%": "… the worst under 1% to win").
func HintMore(n int, worst string) string {
	bound := strings.HasPrefix(worst, "under ") || strings.HasPrefix(worst, "over ")
	switch {
	case n == 1 && bound:
		return "… and one more choice, " + worst + " to win"
	case n == 1:
		return "… and one more choice, at " + worst + " to win"
	case bound:
		return fmt.Sprintf("… and %s more choices, the worst %s to win", Points(n), worst)
	}
	return fmt.Sprintf("… and %s more choices, down to %s to win", Points(n), worst)
}
