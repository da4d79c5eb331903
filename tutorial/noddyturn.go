package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// Noddy's voice at seat 0's turn: what each card would do, why the
// script's card, and why the computer laid its own.

// layTurn is seat 0's decision: every legal card, what it scores now and
// what it risks, and the card the script lays with its reason.
func (noddyVoice) layTurn(n *narrator, v engine.View, play engine.Card, opts []Option) (string, bool) {
	var b strings.Builder
	if len(v.Pile) == 0 {
		b.WriteString("Your lead: the count starts at 0.")
	} else {
		fmt.Fprintf(&b, "Your turn: the count is %d.", v.Count)
	}
	b.WriteString(" What each card would do")
	if n.first("risk") {
		b.WriteString(" (what the computer could score straight after, from the cards you have not seen, " +
			"and the expert player's chance that you win the match)")
	}
	b.WriteString(":")
	var chosen Option
	for _, o := range opts {
		b.WriteString("\n– " + optionText(v, o))
		if o.Card == play {
			chosen = o
		}
	}
	fmt.Fprintf(&b, "\nYour choice: %s — %s", the(play), reason(v, opts, chosen))
	return b.String(), true
}

// win." Every option carries its win chance when the expert gave one.
func optionText(v engine.View, o Option) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s makes %d: ", the(o.Card), o.Count)
	if o.Points > 0 {
		b.WriteString(countText(o.Combos) + " now")
	} else {
		b.WriteString("nothing now")
	}
	switch {
	case o.Points > 0 && v.Scores[v.Seat]+o.Points >= v.Target:
		fmt.Fprintf(&b, ", enough to reach %d and win the match.", v.Target)
	case o.Count == engine.MaxCount:
		b.WriteString(", and the count ends.")
	case o.Blocks && v.Held[v.Opp()] == 0:
		b.WriteString(", and the computer has no cards left, so it must go: 1 more for last card.")
	case o.Blocks:
		b.WriteString(", and no card could follow it without passing 31, so the computer must go: 1 more for last card.")
	case o.Risk == 0:
		b.WriteString(", and nothing the computer could lay next would score.")
	default:
		b.WriteString("; but " + replyText(v, o, 1-v.Seat) + ".")
	}
	if o.WinChance >= 0 {
		fmt.Fprintf(&b, " %s to win.", capital(percent(o.WinChance)))
	}
	return b.String()
}

// maxReplies is how many kinds of worst reply a choice lists.
const maxReplies = 3

// replyText says the worst replies to o in v, as seat replier could lay
// them, grouped by rank (ten-cards together when they make the same
// thing): "the computer could score 2 with a 3 (fifteen), a 5 (a pair) or a
// 10 or a court card (twenty-five)". A reply that scores for its suit (a
// flush, Knave Noddy) is named in full.
func replyText(v engine.View, o Option, replier int) string {
	return replyWith(v, o, replier, "could score")
}

// replyWith is replyText with its own verb: "could then score".
func replyWith(v engine.View, o Option, replier int, could string) string {
	pile := append(slices.Clone(v.Pile), o.Card)
	type group struct {
		cards []engine.Card
		say   string
		suit  bool // the suit matters
	}
	var gs []group
	for _, r := range o.Replies {
		combos := v.Rules.Score.Lay(pile, r, v.Starter)
		labels := make([]string, len(combos))
		suit := false
		for i, c := range combos {
			labels[i] = english.Label(c)
			suit = suit || c.Kind == engine.Flush || c.Kind == engine.KnaveNoddy
		}
		say := list(labels, "and")
		found := false
		for i := range gs {
			g := &gs[i]
			sameRank := g.cards[0].Rank() == r.Rank()
			tens := r.Pips() == 10 && g.cards[0].Pips() == 10
			if g.say == say && !suit && !g.suit && (sameRank || tens) {
				g.cards = append(g.cards, r)
				found = true
				break
			}
		}
		if !found {
			gs = append(gs, group{cards: []engine.Card{r}, say: say, suit: suit})
		}
	}
	slices.SortStableFunc(gs, func(a, b group) int { return int(a.cards[0].Rank()) - int(b.cards[0].Rank()) })
	parts := make([]string, 0, len(gs))
	for k, g := range gs {
		if k == maxReplies {
			parts = append(parts, "others")
			break
		}
		var rs []engine.Rank
		for _, c := range g.cards {
			if !slices.Contains(rs, c.Rank()) {
				rs = append(rs, c.Rank())
			}
		}
		slices.Sort(rs)
		var name string
		switch {
		case g.suit && len(g.cards) == 1:
			name = the(g.cards[0])
		case len(rs) == 4 && rs[0] == 10:
			name = "a 10 or a court card"
		case len(rs) > 1:
			words := make([]string, len(rs))
			for i, r := range rs {
				words[i] = aRank(r)
			}
			name = list(words, "or")
		default:
			name = aRank(rs[0])
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", name, g.say))
	}
	return fmt.Sprintf("%s %s %d with %s", who(replier), could, o.Risk, list(parts, "or"))
}

// reason says why the chosen card: a win, or the expert's ranking with
// its win chances, how the look one card ahead agrees, and, when the card
// risks more than another, why that risk is worth taking.
func reason(v engine.View, opts []Option, c Option) string {
	if to := v.Scores[v.Seat] + c.Points; to >= v.Target {
		past := ""
		if to > v.Target {
			past = fmt.Sprintf(", past %d", v.Target)
		}
		return fmt.Sprintf("its %s take you to %d%s: the match is won at once.", points(c.Points), to, past)
	}
	bestPts, bestNet := opts[0].Points, opts[0].Net()
	worstPts, worstNet := bestPts, bestNet
	var top, other Option
	other.WinChance = -1
	for _, o := range opts {
		bestPts, worstPts = max(bestPts, o.Points), min(worstPts, o.Points)
		bestNet, worstNet = max(bestNet, o.Net()), min(worstNet, o.Net())
		if o.Rank == 0 {
			top = o
		}
		if o.Card != c.Card && o.WinChance > other.WinChance {
			other = o
		}
	}
	var b strings.Builder
	switch {
	case c.Rank == 0 && percent(c.WinChance) == percent(other.WinChance):
		// Equal once rounded: "90% against 90%" would explain nothing.
		fmt.Fprintf(&b, "the expert's pick by a hair: it and %s both round to %s to win the match from here",
			the(other.Card), percent(c.WinChance))
	case c.Rank == 0:
		fmt.Fprintf(&b, "the expert's pick, with %s to win the match from here against %s for %s",
			percent(c.WinChance), percent(other.WinChance), the(other.Card))
	default:
		fmt.Fprintf(&b, "as good as the expert's pick, %s: %s to win the match from here against its %s",
			the(top.Card), percent(c.WinChance), percent(top.WinChance))
	}
	// "The most", "the safest" and "the least" only where another card does worse.
	riskNoted := false
	switch {
	case c.Points == bestPts && bestPts > worstPts:
		tied := 0
		for _, o := range opts {
			if o.Points == bestPts {
				tied++
			}
		}
		if tied > 1 { // "the most" would suggest it beats the card it ties with
			fmt.Fprintf(&b, "; it scores %s now, as much as any card.", points(c.Points))
		} else {
			b.WriteString("; it also scores the most now.")
		}
	case c.Net() == bestNet && c.Risk == 0 && bestNet > worstNet:
		b.WriteString("; it is also the safest: nothing the computer lays next can score.")
	case bestPts == 0 && bestNet == worstNet:
		fmt.Fprintf(&b, "; nothing scores now, and whichever card you lay the computer could score %d straight after, "+
			"so looking one card ahead no card is safer than another.", c.Risk)
	case c.Net() == bestNet && bestPts == 0:
		b.WriteString("; nothing scores now, and it leaves the computer the least to score.")
	case c.Net() == bestNet:
		fmt.Fprintf(&b, "; looking one card ahead it is also the safest (the computer could score at most %d).", c.Risk)
	case c.Points < bestPts:
		fmt.Fprintf(&b, ". It passes up %s now: the expert weighs what each card leaves against the hands the computer may hold, given its show.", points(bestPts-c.Points))
	default:
		b.WriteString(".")
		riskNoted = true
		b.WriteString(riskNote(v, opts, c, "Looking one card ahead it is not the safest"))
	}
	if !riskNoted {
		b.WriteString(riskNote(v, opts, c, ""))
	}
	return b.String()
}

// riskNote says, when c risks more than another option, why the risk is
// still worth taking: how many of the hands the computer may hold, given
// its show (engine.Belief), hold a card that makes the worst reply. It is
// empty when no other option risks less. lead, if given, opens the note.
func riskNote(v engine.View, opts []Option, c Option, lead string) string {
	safer := c
	most := true
	for _, o := range opts {
		if o.Card == c.Card {
			continue
		}
		if o.Risk < safer.Risk {
			safer = o
		}
		if o.Risk >= c.Risk {
			most = false
		}
	}
	if safer.Card == c.Card || c.Risk == 0 || len(c.Replies) == 0 {
		return ""
	}
	if lead == "" {
		if most {
			lead = "It risks the most, though"
		} else {
			lead = fmt.Sprintf("It risks more than %s, though", the(safer.Card))
		}
	}
	b := players.NewBelief(v)
	worlds := b.Worlds()
	hits := 0
	for _, w := range worlds {
		if slices.ContainsFunc(w, func(x engine.Card) bool { return slices.Contains(c.Replies, x) }) {
			hits++
		}
	}
	need := fmt.Sprintf("the computer would need one of %d cards to score %d", len(c.Replies), c.Risk)
	it := "one"
	if len(c.Replies) == 1 {
		need = fmt.Sprintf("the computer would need %s to score %d", the(c.Replies[0]), c.Risk)
		it = "it"
	}
	if len(worlds) == 0 { // not a view of a live count: no share to give
		return fmt.Sprintf(" %s: %s.", lead, need)
	}
	var s string
	switch {
	case hits == 0:
		s = fmt.Sprintf("none of the %d hands it may hold, given its show, has %s", len(worlds), it)
		knave := engine.NewCard(engine.Jack, v.Starter.Suit())
		if len(c.Replies) == 1 && c.Replies[0] == knave && v.Starter != knave &&
			!slices.ContainsFunc(v.Shows[v.Opp()], func(k engine.Combo) bool { return k.Kind == engine.KnaveNoddy }) {
			s += " (it would have been Knave Noddy in its show)"
		}
	case hits == 1:
		s = fmt.Sprintf("only 1 of the %d hands it may hold, given its show, has %s", len(worlds), it)
	default:
		s = fmt.Sprintf("%d of the %d hands it may hold, given its show, have %s (%s)", hits, len(worlds), it,
			percent(float64(hits)/float64(len(worlds))))
		if 3*hits < len(worlds) {
			s = "only " + s
		} else {
			s += "; the expert, looking further ahead than one card, still rates it best"
		}
	}
	return fmt.Sprintf(" %s: %s, and %s.", lead, need, s)
}

func percent(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }

// compReason says in a line why the computer laid card when it passed up
// points or chose for safety, from what the computer could see: its own
// hand and the laid cards. The risks are the rules' Lay over every card
// it could not see (your unplayed cards among them), one card ahead, which
// is how the tutorial's computer chooses (Sensible). It is empty when the
// choice needs no why: one card, or every card alike.
func compReason(v engine.View, opts []Option, card engine.Card) string {
	i := slices.IndexFunc(opts, func(o Option) bool { return o.Card == card })
	if i < 0 || len(opts) < 2 {
		return ""
	}
	c := opts[i]
	best, riskiest, safest := c, c, c
	for _, o := range opts {
		if o.Points > best.Points || (o.Points == best.Points && o.Risk < best.Risk) {
			best = o
		}
		if o.Risk > riskiest.Risk {
			riskiest = o
		}
		if o.Risk < safest.Risk {
			safest = o
		}
	}
	risks := func(o Option) string {
		if o.Risk == 0 {
			return "the " + english.Rank(o.Card.Rank()) + " risks nothing"
		}
		return fmt.Sprintf("the %s risks at most %d", english.Rank(o.Card.Rank()), o.Risk)
	}
	switch {
	case best.Points > c.Points && best.Net() < c.Net():
		s := fmt.Sprintf("It keeps its %s: it would make %s now", english.Rank(best.Card.Rank()), countText(best.Combos))
		if best.Risk > 0 {
			s += ", but " + replyWith(v, best, 1-v.Seat, "could then score")
		}
		return s + "; " + risks(c) + "."
	case best.Points > c.Points:
		return fmt.Sprintf("It keeps its %s, which would have made %s now.", english.Rank(best.Card.Rank()), countText(best.Combos))
	case c.Risk > safest.Risk:
		return fmt.Sprintf("It takes the most it can now, though %s.", replyWith(v, c, 1-v.Seat, "could then score"))
	case riskiest.Risk > c.Risk:
		return fmt.Sprintf("It keeps its %s: on it %s; %s.", english.Rank(riskiest.Card.Rank()), replyText(v, riskiest, 1-v.Seat), risks(c))
	}
	return ""
}
