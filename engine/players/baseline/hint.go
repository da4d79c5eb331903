package baseline

import (
	"noddy/engine"
	"noddy/engine/english"

	"fmt"
	"sort"
	"strings"
)

// Advice is the hint for one legal card.
type Advice struct {
	Card engine.Card
	// WinChance is the expert's estimate (0..1) of the chance of winning
	// the match after laying Card, averaged over the hands the other seat
	// may hold.
	WinChance float64
	// Points is what Card scores at once in the count (rules, "The count"),
	// not counting a last card if the other seat must then say go.
	Points int
	// Reason says why in one line: "makes fifteen for two; leaves 15: they
	// score on it with 40% of the hands they may hold".
	Reason string
}

// Hint ranks every legal card of v best first by the expert's search (the
// expert level's bounds, seed 0), with its win chance, its immediate points
// and a one-line reason. It is empty when v.Seat has no card to lay.
// Equal win chances keep the lower card first.
func Hint(v engine.View) []Advice {
	if len(v.Legal) == 0 {
		return nil
	}
	e := NewExpert(ExpertConfig(), 0)
	a := e.analyse(&v, true)
	out := make([]Advice, len(a.cards))
	for i, c := range a.cards {
		out[i] = Advice{Card: c, WinChance: a.value[i], Points: engine.LayPoints(v.Pile, c, v.Starter), Reason: reason(&v, &a, i)}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].WinChance > out[j].WinChance+1e-12 })
	return out
}

// reason says what a card makes now and what it leaves the other seat.
func reason(v *engine.View, a *analysis, i int) string {
	c := a.cards[i]
	combos := engine.Lay(v.Pile, c, v.Starter)
	pts := engine.Total(combos)
	count := v.Count + c.Pips()
	var b strings.Builder
	if pts > 0 {
		labels := make([]string, len(combos))
		for k, cb := range combos {
			labels[k] = english.Label(cb)
		}
		fmt.Fprintf(&b, "makes %s for %s", strings.Join(labels, " and "), english.Points(pts))
		if v.Scores[v.Seat]+pts >= v.Target {
			b.WriteString(": wins the match")
			return b.String()
		}
	} else {
		b.WriteString("scores nothing")
	}
	switch {
	case count == engine.MaxCount:
		b.WriteString("; the count ends")
	case a.worlds == 0:
		fmt.Fprintf(&b, "; leaves %d", count)
	case a.canReply[i] == 0:
		fmt.Fprintf(&b, "; leaves %d: they cannot lay, one for last card", count)
	case a.replyScores[i] == 0:
		fmt.Fprintf(&b, "; leaves %d: no hand they may hold scores on it", count)
	default:
		pct := 100 * a.replyScores[i] / a.worlds
		fmt.Fprintf(&b, "; leaves %d: they score on it with %d%% of the hands they may hold", count, pct)
		if eg := commonReply(&a.replyEg[i]); eg != "" {
			b.WriteString(" (" + eg + ")")
		}
	}
	return b.String()
}

// commonReply names the most frequent best scoring reply: "a ten-card
// makes twenty-five". Ties go to the lower rank, then the lower kind.
func commonReply(t *replyTally) string {
	br, bk, n := 0, 0, int32(0)
	for r := range t {
		for k := range t[r] {
			if t[r][k] > n {
				br, bk, n = r, k, t[r][k]
			}
		}
	}
	if n == 0 {
		return ""
	}
	kind := engine.Kind(bk)
	what := english.Kind(kind)
	switch kind {
	case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal, engine.Run, engine.Flush:
		what = "a " + what
	}
	if br >= 13 {
		suit := english.Suit(engine.Suit(br - 13))
		return "a " + suit[:len(suit)-1] + " makes " + what
	}
	rank := engine.Rank(br + 1)
	card := "a " + english.Rank(rank)
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
