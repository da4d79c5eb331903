package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// Noddy's tutorial at your turn in the count: what each card would do,
// why the script's card, and why the computer laid its own. The tutorial
// works out each card's figures (LayLine) and what the computer's show
// tells of its hand (Hands); the words are made here.

// CountTurn is where you stand at your turn in Noddy's count: the count,
// your score and the target, and how many cards the computer still holds.
type CountTurn struct {
	Count, Score, Target, OtherHeld int
}

// Hands is what the computer's show tells of the hands it may hold
// (engine's Belief), for the card laid when it risks more than another:
// how many hands it may hold (Of; 0 when the view is not of a live count)
// and how many of them hold a card of the worst reply (With). Knave: that
// reply is Knave Noddy alone, which its show would have counted.
type Hands struct {
	Of, With int
	Knave    bool
}

// LayTurn is your choice of card in the count: what each card you may lay
// would do (lines, in the order you hold them) and why play is laid.
// first explains what the lines weigh; hands is for the risk of play.
func (t NoddyTutor) LayTurn(at CountTurn, lines []LayLine, play engine.Card, hands Hands, first bool) string {
	var b strings.Builder
	if at.Count == 0 {
		b.WriteString("Your lead: the count starts at 0.")
	} else {
		fmt.Fprintf(&b, "Your turn: the count is %d.", at.Count)
	}
	b.WriteString(" What each card would do")
	if first {
		b.WriteString(" (what the computer could score straight after, from the cards you have not seen, " +
			"and the expert player's chance that you win the match)")
	}
	b.WriteString(":")
	var chosen LayLine
	for _, l := range lines {
		b.WriteString("\n– " + t.option(at, l))
		if l.Card == play {
			chosen = l
		}
	}
	fmt.Fprintf(&b, "\nYour choice: %s — %s", the(play), t.reason(at, lines, chosen, hands))
	return b.String()
}

// option says what laying l would do: "the five of clubs makes 20:
// nothing now; but the computer could score 2 with a 5 (a pair). 61% to
// win." Every line carries its win chance when the expert gave one.
func (t NoddyTutor) option(at CountTurn, l LayLine) string {
	var b strings.Builder
	pts := engine.Total(l.Combos)
	fmt.Fprintf(&b, "%s makes %d: ", the(l.Card), l.Count)
	if pts > 0 {
		b.WriteString(t.CountText(l.Combos) + " now")
	} else {
		b.WriteString("nothing now")
	}
	switch {
	case pts > 0 && at.Score+pts >= at.Target:
		fmt.Fprintf(&b, ", enough to reach %d and win the match.", at.Target)
	case l.Count == engine.MaxCount:
		b.WriteString(", and the count ends.")
	case l.Blocks && at.OtherHeld == 0:
		b.WriteString(", and the computer has no cards left, so it must go: 1 more for last card.")
	case l.Blocks:
		b.WriteString(", and no card could follow it without passing 31, so the computer must go: 1 more for last card.")
	case l.Risk == 0:
		b.WriteString(", and nothing the computer could lay next would score.")
	default:
		b.WriteString("; but " + t.replies(l, 1, "could score") + ".")
	}
	if l.WinChance >= 0 {
		fmt.Fprintf(&b, " %s to win.", Capitalise(percent(l.WinChance)))
	}
	return b.String()
}

// maxReplies is how many kinds of worst reply a choice lists.
const maxReplies = 3

// replies says the worst replies to l, as seat replier could lay them,
// grouped by rank (ten-cards together when they make the same thing):
// "the computer could score 2 with a 3 (fifteen), a 5 (a pair) or a 10 or
// a court card (twenty-five)". A reply that scores for its suit (a flush,
// Knave Noddy) is named in full. could is the verb: "could then score".
func (t NoddyTutor) replies(l LayLine, replier int, could string) string {
	type group struct {
		cards []engine.Card
		say   string
		suit  bool // the suit matters
	}
	var gs []group
	for i, r := range l.Replies {
		var combos []engine.Combo
		if i < len(l.Makes) {
			combos = l.Makes[i]
		}
		labels := make([]string, len(combos))
		suit := false
		for i, c := range combos {
			labels[i] = Label(c)
			suit = suit || c.Kind == engine.Flush || c.Kind == engine.KnaveNoddy
		}
		say := andList(labels, "and")
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
			name = andList(words, "or")
		default:
			name = aRank(rs[0])
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", name, g.say))
	}
	return fmt.Sprintf("%s %s %d with %s", t.who(replier), could, l.Risk, andList(parts, "or"))
}

// reason says why the chosen card: a win, or the expert's ranking with
// its win chances, how the look one card ahead agrees, and, when the card
// risks more than another, why that risk is worth taking.
func (t NoddyTutor) reason(at CountTurn, lines []LayLine, c LayLine, hands Hands) string {
	cPts := engine.Total(c.Combos)
	if to := at.Score + cPts; to >= at.Target {
		past := ""
		if to > at.Target {
			past = fmt.Sprintf(", past %d", at.Target)
		}
		return fmt.Sprintf("its %s take you to %d%s: the match is won at once.", tPoints(cPts), to, past)
	}
	bestPts, bestNet := engine.Total(lines[0].Combos), lines[0].Net
	worstPts, worstNet := bestPts, bestNet
	var top, other LayLine
	other.WinChance = -1
	for _, l := range lines {
		pts := engine.Total(l.Combos)
		bestPts, worstPts = max(bestPts, pts), min(worstPts, pts)
		bestNet, worstNet = max(bestNet, l.Net), min(worstNet, l.Net)
		if l.Best {
			top = l
		}
		if l.Card != c.Card && l.WinChance > other.WinChance {
			other = l
		}
	}
	var b strings.Builder
	switch {
	case c.Best && percent(c.WinChance) == percent(other.WinChance):
		// Equal once rounded: "90% against 90%" would explain nothing.
		fmt.Fprintf(&b, "the expert's pick by a hair: it and %s both round to %s to win the match from here",
			the(other.Card), percent(c.WinChance))
	case c.Best:
		fmt.Fprintf(&b, "the expert's pick, with %s to win the match from here against %s for %s",
			percent(c.WinChance), percent(other.WinChance), the(other.Card))
	default:
		fmt.Fprintf(&b, "as good as the expert's pick, %s: %s to win the match from here against its %s",
			the(top.Card), percent(c.WinChance), percent(top.WinChance))
	}
	// "The most", "the safest" and "the least" only where another card does worse.
	riskNoted := false
	switch {
	case cPts == bestPts && bestPts > worstPts:
		tied := 0
		for _, l := range lines {
			if engine.Total(l.Combos) == bestPts {
				tied++
			}
		}
		if tied > 1 { // "the most" would suggest it beats the card it ties with
			fmt.Fprintf(&b, "; it scores %s now, as much as any card.", tPoints(cPts))
		} else {
			b.WriteString("; it also scores the most now.")
		}
	case c.Net == bestNet && c.Risk == 0 && bestNet > worstNet:
		b.WriteString("; it is also the safest: nothing the computer lays next can score.")
	case bestPts == 0 && bestNet == worstNet:
		fmt.Fprintf(&b, "; nothing scores now, and whichever card you lay the computer could score %d straight after, "+
			"so looking one card ahead no card is safer than another.", c.Risk)
	case c.Net == bestNet && bestPts == 0:
		b.WriteString("; nothing scores now, and it leaves the computer the least to score.")
	case c.Net == bestNet:
		fmt.Fprintf(&b, "; looking one card ahead it is also the safest (the computer could score at most %d).", c.Risk)
	case cPts < bestPts:
		fmt.Fprintf(&b, ". It passes up %s now: the expert weighs what each card leaves against the hands the computer may hold, given its show.", tPoints(bestPts-cPts))
	default:
		b.WriteString(".")
		riskNoted = true
		b.WriteString(riskNote(lines, c, hands, "Looking one card ahead it is not the safest"))
	}
	if !riskNoted {
		b.WriteString(riskNote(lines, c, hands, ""))
	}
	return b.String()
}

// riskNote says, when c risks more than another line, why the risk is
// still worth taking: how many of the hands the computer may hold, given
// its show, hold a card that makes the worst reply. It is empty when no
// other line risks less. lead, if given, opens the note.
func riskNote(lines []LayLine, c LayLine, hands Hands, lead string) string {
	safer := c
	most := true
	for _, l := range lines {
		if l.Card == c.Card {
			continue
		}
		if l.Risk < safer.Risk {
			safer = l
		}
		if l.Risk >= c.Risk {
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
	need := fmt.Sprintf("the computer would need one of %d cards to score %d", len(c.Replies), c.Risk)
	it := "one"
	if len(c.Replies) == 1 {
		need = fmt.Sprintf("the computer would need %s to score %d", the(c.Replies[0]), c.Risk)
		it = "it"
	}
	if hands.Of == 0 { // not a view of a live count: no share to give
		return fmt.Sprintf(" %s: %s.", lead, need)
	}
	var s string
	switch {
	case hands.With == 0:
		s = fmt.Sprintf("none of the %d hands it may hold, given its show, has %s", hands.Of, it)
		if hands.Knave {
			s += " (it would have been Knave Noddy in its show)"
		}
	case hands.With == 1:
		s = fmt.Sprintf("only 1 of the %d hands it may hold, given its show, has %s", hands.Of, it)
	default:
		s = fmt.Sprintf("%d of the %d hands it may hold, given its show, have %s (%s)", hands.With, hands.Of, it,
			percent(float64(hands.With)/float64(hands.Of)))
		if 3*hands.With < hands.Of {
			s = "only " + s
		} else {
			s += "; the expert, looking further ahead than one card, still rates it best"
		}
	}
	return fmt.Sprintf(" %s: %s, and %s.", lead, need, s)
}

func percent(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }

// CompReason says in a line why the computer laid card when it passed up
// points or chose for safety, from what it could see (lines: each card it
// could lay, with what you could reply from the cards it could not see,
// one card ahead, which is how the tutorial's computer chooses). It is
// empty when the choice needs no why: one card, or every card alike.
func (t NoddyTutor) CompReason(lines []LayLine, card engine.Card) string {
	i := slices.IndexFunc(lines, func(l LayLine) bool { return l.Card == card })
	if i < 0 || len(lines) < 2 {
		return ""
	}
	c := lines[i]
	pts := func(l LayLine) int { return engine.Total(l.Combos) }
	best, riskiest, safest := c, c, c
	for _, l := range lines {
		if pts(l) > pts(best) || (pts(l) == pts(best) && l.Risk < best.Risk) {
			best = l
		}
		if l.Risk > riskiest.Risk {
			riskiest = l
		}
		if l.Risk < safest.Risk {
			safest = l
		}
	}
	risks := func(l LayLine) string {
		if l.Risk == 0 {
			return "the " + Rank(l.Card.Rank()) + " risks nothing"
		}
		return fmt.Sprintf("the %s risks at most %d", Rank(l.Card.Rank()), l.Risk)
	}
	switch {
	case pts(best) > pts(c) && best.Net < c.Net:
		s := fmt.Sprintf("It keeps its %s: it would make %s now", Rank(best.Card.Rank()), t.CountText(best.Combos))
		if best.Risk > 0 {
			s += ", but " + t.replies(best, 0, "could then score")
		}
		return s + "; " + risks(c) + "."
	case pts(best) > pts(c):
		return fmt.Sprintf("It keeps its %s, which would have made %s now.", Rank(best.Card.Rank()), t.CountText(best.Combos))
	case c.Risk > safest.Risk:
		return fmt.Sprintf("It takes the most it can now, though %s.", t.replies(c, 0, "could then score"))
	case riskiest.Risk > c.Risk:
		return fmt.Sprintf("It keeps its %s: on it %s; %s.", Rank(riskiest.Card.Rank()), t.replies(riskiest, 0, "could score"), risks(c))
	}
	return ""
}
