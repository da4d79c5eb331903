package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// Tutor is the guided tutorial's voice for a game with a crib (six-card
// cribbage, cribbage.md): seat 0 is "you", seat 1 "the computer". The
// tutorial (package tutorial) decides what each step says and passes the
// engine's events and the expert's values; every sentence is made here.
type Tutor struct {
	Rules engine.Rules
}

// Intro is the tutorial's first step: the game, and how much of a match
// it watches.
func (t Tutor) Intro(deals int) string {
	return fmt.Sprintf("Cribbage grew out of Noddy in the 1600s. Two players, one pack; each is dealt %s cards and lays %s "+
		"of them out to the crib, a third hand that scores for the dealer. You score in the play, laying cards one by one "+
		"towards 31, and in the show after it, where each hand and then the crib count with the starter. "+
		"The first to %d points wins.\n"+
		"A match to %d takes about nine deals between expert players; this tutorial watches the first %s of one between you and the computer, "+
		"which show every rule once, and stops there. Each step says what happened and why.",
		numberWords[t.Rules.Deal], numberWords[t.Rules.ToCrib], t.Rules.Target, t.Rules.Target, numberWords[deals])
}

// Cut is the cut for first deal.
func (t Tutor) Cut(e engine.Cut, first bool) string { return t.cut(e, first, "; after") }

// cut is the cut for first deal, the crossing deal joined by then: "; after".
func (t Tutor) cut(e engine.Cut, first bool, then string) string {
	var b strings.Builder
	if first {
		b.WriteString("To choose the first dealer, each player cuts the pack. ")
	}
	fmt.Fprintf(&b, "You cut %s, the computer %s. ", the(e.Cards[0]), the(e.Cards[1]))
	if e.Dealer < 0 {
		b.WriteString("The ranks are equal, so you cut again.")
	} else {
		fmt.Fprintf(&b, "The lower card deals (aces are low), so %s %s first%s that the deal crosses the table every hand.",
			t.who(e.Dealer), t.verb(e.Dealer, "deal", "deals"), then)
	}
	return b.String()
}

// Deal is a new deal: who deals, the pone, your cards.
func (t Tutor) Deal(e engine.Dealt, first bool) string {
	pone := 1 - e.Dealer
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s %s cards each, one at a time. Your cards: %s.\n", t.whoCap(e.Dealer), t.verb(e.Dealer, "deal", "deals"),
		numberWords[len(e.Hands[0])], CardWords(e.Hands[0]))
	if first {
		fmt.Fprintf(&b, "The player who did not deal is the pone (this hand, %s). The pone leads the play and shows first; "+
			"the dealer shows last and then counts the crib, which is %s this hand.", t.who(pone),
			t.verb(e.Dealer, "yours", "the computer's"))
	} else {
		fmt.Fprintf(&b, "%s the pone this time, and the crib is %s.", Capitalise(t.who(pone))+t.verb(pone, " are", " is"),
			t.verb(e.Dealer, "yours", "the computer's"))
	}
	return b.String()
}

// DiscardLine is one way to lay out, as the expert values it: the cards
// laid out, the cards kept, the kept hand's expected show, the crib's
// expected show (for you when OwnCrib, else against you), the expert's
// chance that you win the match after it, and why it is worth that (the
// hint's reason: what the kept cards make, what the crib gets).
type DiscardLine struct {
	Out, Kept  []engine.Card
	Hand, Crib float64
	OwnCrib    bool
	WinChance  float64
	Reason     string
}

func (d DiscardLine) net() float64 {
	if d.OwnCrib {
		return d.Hand + d.Crib
	}
	return d.Hand - d.Crib
}

// DiscardWhy says, for the tutorial's newcomer, why a way to lay out is
// worth its points: what the kept cards make by themselves (or that they
// make nothing yet), their show on average with the starter, and what the
// two laid out bring the crib: "keeps 2-4-8-K, a flush of four: 6.3 on
// average with the starter; the 2-8 bring your crib 3.5".
func DiscardWhy(kept, out []engine.Card, made []engine.Combo, hand, crib float64, ownCrib bool) string {
	s := "keeps " + Ranks(kept)
	if m := Makes(made); m != "" {
		s += ", " + m
	} else {
		s += ", which make nothing by themselves"
	}
	s += fmt.Sprintf(": %.1f on average with the starter", hand)
	if ownCrib {
		return s + fmt.Sprintf("; the %s bring your crib %.1f", Ranks(out), crib)
	}
	return s + fmt.Sprintf("; the %s give the computer's crib %.1f", Ranks(out), crib)
}

// discardBest is how many of the best ways to lay out the first discard
// names, with the worst: a newcomer's fifteen rows were a table of
// figures, their order meaning nothing yet.
const discardBest = 3

// DiscardTurn is your choice of the cards to lay out, best first as the
// expert ranks them, with its expected values, and the choice taken
// (lines[chosen]; the expert's pick when 0) with its reason. starters is
// how many cards the starter may be. The first time, for someone who has
// never played, it names the three best and the one to avoid, each with
// why, and the full table of every choice is more, shown on request;
// after that the table is in the text.
func (t Tutor) DiscardTurn(dealer int, lines []DiscardLine, chosen, starters int, first bool) (text, more string) {
	var b strings.Builder
	own := dealer == 0
	if own {
		b.WriteString("Lay out two cards to the crib. You deal, so the crib is yours: what you lay out scores for you.")
	} else {
		b.WriteString("Lay out two cards to the crib. The computer deals, so the crib is its: what you lay out scores for it.")
	}
	sign := "+"
	if !own {
		sign = "−"
	}
	var table strings.Builder
	fmt.Fprintf(&table, "Every choice, best first (laid out: hand %s crib = points, chance to win):", sign)
	for _, d := range lines {
		fmt.Fprintf(&table, "\n– %s: %.1f %s %.1f = %s, %.0f%%", shortCards(d.Out), d.Hand, sign, d.Crib, tenths(d.net()), 100*d.WinChance)
	}
	if first && len(lines) > discardBest+1 {
		crib := "plus what the two laid out should bring your crib (taken away when the crib is the other player's)"
		if !own {
			crib = "less what the two laid out should bring the computer's crib (added when the crib is yours)"
		}
		fmt.Fprintf(&b, " The expert scores each way to lay out: what the four cards you keep should show, "+
			"on average over the %d cards the starter may be, %s.", starters, crib)
		b.WriteString("\nThe three best:")
		for _, d := range lines[:discardBest] {
			fmt.Fprintf(&b, "\n– %s out, %s points: %s", shortCards(d.Out), tenths(d.net()), d.Reason)
		}
		w := lines[len(lines)-1]
		b.WriteString("\nThe one to avoid:")
		fmt.Fprintf(&b, "\n– %s out, %s points: %s", shortCards(w.Out), tenths(w.net()), w.Reason)
		fmt.Fprintf(&b, "\nThe full table of all %s is on request (Every choice, or T).", Points(len(lines)))
		more = table.String()
	} else {
		if first {
			fmt.Fprintf(&b, " The expert values each choice in points: the show the four cards you keep would make, averaged "+
				"over the %d cards the starter may be, and what the two laid out are expected to bring the crib, added when "+
				"the crib is yours and taken away when it is not.", starters)
		}
		b.WriteString(" ")
		b.WriteString(table.String())
	}
	c := lines[chosen]
	if chosen == 0 {
		fmt.Fprintf(&b, "\nYour choice: %s — the expert's pick: the hand of %s is worth %.1f on average", CardWords(c.Out),
			rankWords(c.Kept), c.Hand)
	} else {
		p := lines[0]
		fmt.Fprintf(&b, "\nYour choice: %s — %s points, against %s for the expert's pick (%s out): the hand of %s is worth %.1f on average",
			CardWords(c.Out), tenths(c.net()), tenths(p.net()), shortCards(p.Out), rankWords(c.Kept), c.Hand)
	}
	if own {
		fmt.Fprintf(&b, " and the crib gains %.1f", c.Crib)
	} else {
		fmt.Fprintf(&b, " and the computer's crib gains %.1f", c.Crib)
	}
	if chosen > 0 {
		b.WriteString(".")
	} else if len(lines) > 1 {
		n := lines[1]
		if tenths(n.net()) == tenths(c.net()) {
			fmt.Fprintf(&b, "; the next best, %s out, comes to the same %s: the expert's pick by a hair.", shortCards(n.Out), tenths(n.net()))
		} else {
			fmt.Fprintf(&b, "; the next best, %s out, comes to %s.", shortCards(n.Out), tenths(n.net()))
		}
	} else {
		b.WriteString(".")
	}
	// The best hand kept, if the pick is not it: why the crib changes it.
	bestHand := c
	for _, d := range lines {
		if d.Hand > bestHand.Hand+0.05 {
			bestHand = d
		}
	}
	if bestHand.Hand > c.Hand+0.05 {
		if own {
			fmt.Fprintf(&b, " Keeping %s would make a better hand (%.1f), but it puts only %.1f in your crib.",
				rankWords(bestHand.Kept), bestHand.Hand, bestHand.Crib)
		} else {
			fmt.Fprintf(&b, " Keeping %s would make a better hand (%.1f), but it gives the computer's crib %.1f.",
				rankWords(bestHand.Kept), bestHand.Hand, bestHand.Crib)
		}
	}
	return b.String(), more
}

// tenths is x to one decimal, never "-0.0".
func tenths(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	if s == "-0.0" {
		return "0.0"
	}
	return s
}

// shortCards is cards as the table prints them: "5♠ 10♣".
func shortCards(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		r := string(c.Rank().Letter())
		if c.Rank() == 10 {
			r = "10"
		}
		parts[i] = r + c.Suit().Symbol()
	}
	return strings.Join(parts, " ")
}

// Discarded is a seat's cards laid out to the crib.
func (t Tutor) Discarded(seat, dealer int, cards []engine.Card) string {
	crib := t.verb(dealer, "your crib", "the computer's crib")
	if seat == dealer {
		crib = t.verb(dealer, "your own crib", "its own crib")
	}
	if seat == 0 {
		return fmt.Sprintf("You lay out %s face down to %s.", CardWords(cards), crib)
	}
	return fmt.Sprintf("The computer lays out two cards face down to %s. You will see them when the crib is shown, after the play.", crib)
}

// Starter is the starter turned up.
func (t Tutor) Starter(card engine.Card, dealer int, first bool) string {
	pone := 1 - dealer
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s the pack and %s %s the top card of the lower part: %s, the starter.", t.whoCap(pone),
		t.verb(pone, "cut", "cuts"), t.who(dealer), t.verb(dealer, "turn up", "turns up"), the(card))
	if first {
		b.WriteString(" It counts as a fifth card with each hand and with the crib in the show, but is never laid in the play.")
	}
	if card.Rank() == engine.Jack {
		return b.String()
	}
	fmt.Fprintf(&b, "\nHis nobs this hand is %s, the jack of the starter's suit: 1 in the show to the hand or crib that holds it.",
		the(engine.NewCard(engine.Jack, card.Suit())))
	return b.String()
}

// Heels is his heels: a jack turned up, 2 to the dealer.
func (t Tutor) Heels(e engine.Scored) string {
	return fmt.Sprintf("The starter is a jack: his heels, 2 points at once to the dealer (%s), before any card is laid. "+
		"With a jack turned up no one can hold his nobs this hand.\n%s", t.who(e.Seat), t.ScoreLine(e.Scores))
}

// PlayIntro is how the play works, once.
func (t Tutor) PlayIntro(pone int) string {
	return fmt.Sprintf("Now the play. The pone (%s) leads; then you lay one card each in turn, saying the running count, "+
		"which may never pass 31. A card scores what it makes: a count of exactly 15 (2) or 31 (2); a pair with the card "+
		"before it (2; three of a rank in a row 6, four 12); a run, the last three or more cards in consecutive ranks in any "+
		"order (a point a card). No flushes and no nobs in the play.\n"+
		"A player who cannot lay without passing 31 says go; the other lays on while they can, and the last to lay takes 1 "+
		"for last card (2 for a 31, and no more). Then the count goes back to 0 and the player after the last to lay leads "+
		"the next series, until every card is laid. The cards stay with their hands for the show.", t.who(pone))
}

// LayLine is one card you could lay in the play: the count it makes,
// what it scores at once, the most the other seat could score straight
// after (Risk, with the cards that would, and what each would make), and
// the expert's chance. Noddy's turns (NoddyTutor.LayTurn) say more of it:
// whether it blocks (no card can follow, so the other must go), its net
// (points, one more for a sure last card, less the risk) and whether it is
// the expert's pick.
type LayLine struct {
	Card      engine.Card
	Count     int
	Combos    []engine.Combo
	Risk      int
	Replies   []engine.Card
	Makes     [][]engine.Combo // what each of Replies would make
	WinChance float64          // below 0: the expert gave none
	Blocks    bool
	Net       int
	Best      bool
}

// LayTurn is your choice of card in the play: each legal card (best
// first as the expert ranks them) and the one laid (lines[chosen]; the
// expert's pick when 0).
func (t Tutor) LayTurn(count int, lines []LayLine, chosen int, first bool) string {
	var b strings.Builder
	if count == 0 {
		b.WriteString("Your lead: the count is 0.")
	} else {
		fmt.Fprintf(&b, "Your turn: the count is %d.", count)
	}
	b.WriteString(" What each card would do")
	if first {
		b.WriteString(" (what it scores now, the most the computer could score straight after with a card you have not seen, " +
			"and the expert's chance that you win the match)")
	}
	b.WriteString(":")
	for _, l := range lines {
		fmt.Fprintf(&b, "\n– %s makes %d: ", the(l.Card), l.Count)
		if len(l.Combos) > 0 {
			b.WriteString(t.CountText(l.Combos) + " now")
		} else {
			b.WriteString("nothing now")
		}
		if l.Risk > 0 {
			fmt.Fprintf(&b, "; the computer could score %d with %s", l.Risk, replyRanks(l.Replies))
		} else if l.Count < engine.MaxCount {
			b.WriteString("; nothing the computer could lay next would score")
		}
		fmt.Fprintf(&b, ". %.0f%% to win.", 100*l.WinChance)
	}
	c := lines[chosen]
	if chosen > 0 {
		fmt.Fprintf(&b, "\nYour choice: %s, %.0f%% against %.0f%% for the expert's pick, %s.", the(c.Card),
			100*c.WinChance, 100*lines[0].WinChance, the(lines[0].Card))
		return b.String()
	}
	fmt.Fprintf(&b, "\nYour choice: %s — the expert's pick", the(c.Card))
	if len(lines) > 1 {
		n := lines[1]
		if fmt.Sprintf("%.0f", 100*c.WinChance) == fmt.Sprintf("%.0f", 100*n.WinChance) {
			fmt.Fprintf(&b, " by a hair over %s (both %.0f%%)", the(n.Card), 100*c.WinChance)
		} else {
			fmt.Fprintf(&b, ", %.0f%% against %.0f%% for %s", 100*c.WinChance, 100*n.WinChance, the(n.Card))
		}
	}
	b.WriteString(".")
	return b.String()
}

// replyRanks is "a 5 or a 10", ten-cards together as "a 10 or a court card".
func replyRanks(cs []engine.Card) string {
	var rs []engine.Rank
	for _, c := range cs {
		if !slices.Contains(rs, c.Rank()) {
			rs = append(rs, c.Rank())
		}
	}
	slices.Sort(rs)
	var words []string
	tens := 0
	for _, r := range rs {
		if r >= 10 {
			tens++
		}
	}
	for _, r := range rs {
		if r >= 10 && tens == 4 {
			if r == 10 {
				words = append(words, "a 10 or a court card")
			}
			continue
		}
		words = append(words, aRank(r))
	}
	return andList(words, "or")
}

// Laid is a card laid in the play; only says it was the layer's only card
// that fits; notes are first explanations of the combinations it made.
func (t Tutor) Laid(e engine.Laid, only bool, notes map[engine.Kind]bool) string {
	var b strings.Builder
	t.lays(&b, e, only, "the only card that fits")
	explain(&b, e.Combos, notes, playNotes)
	if e.Points > 0 {
		b.WriteString("\n" + t.ScoreLine(e.Scores))
	}
	return b.String()
}

// playNotesPair explains a pair, a pair royal and a double pair royal.
const playNotesPair = "A card of the rank just laid makes a pair (a third in a row a pair royal, 6)."

// playNotes explains each kind of combination the first time a card
// makes it in the play.
var playNotes = map[engine.Kind]string{
	engine.Pair:            playNotesPair,
	engine.PairRoyal:       playNotesPair,
	engine.DoublePairRoyal: playNotesPair,
	engine.Run:             "The last cards laid are consecutive ranks, in any order: a run, a point a card.",
	engine.ThirtyOne:       "Exactly 31 scores 2 and ends the series; there is no point for last card on top.",
}

// Go is a seat that cannot lay, when the other lays on.
func (t Tutor) Go(e engine.Go, first bool) string {
	var b strings.Builder
	b.WriteString(t.went(e, "no card that keeps it at 31 or under"))
	other := 1 - e.Seat
	fmt.Fprintf(&b, " %s on while %s can", t.whoCap(other)+t.verb(other, " lay", " lays"), t.verb(other, "you", "it"))
	if first {
		b.WriteString(", each card scoring as usual, and the last to lay takes 1 for last card")
	}
	b.WriteString(".")
	return b.String()
}

// SeriesEnd closes a series: the go (if it came just before), last card
// or 31, the count back to 0 and the next leader, or the play over.
func (t Tutor) SeriesEnd(goEv *engine.Go, last *engine.Scored, thirtyOne bool, e engine.SeriesEnded, holding [2]int, first bool) string {
	var b strings.Builder
	if goEv != nil {
		b.WriteString(t.went(*goEv, "no card that keeps it at 31 or under") + " ")
	}
	switch {
	case thirtyOne:
		fmt.Fprintf(&b, "The series ended at 31.")
	case last != nil && goEv != nil && goEv.Seat != last.Seat && holding[last.Seat] > 0:
		fmt.Fprintf(&b, "%s laid last and cannot lay on either: 1 for last card.", t.whoCap(last.Seat))
	case last != nil && e.Leader < 0:
		fmt.Fprintf(&b, "Every card is laid: %s laid the last one, 1 for last card.", t.who(last.Seat))
	case last != nil:
		fmt.Fprintf(&b, "%s laid last: 1 for last card.", t.whoCap(last.Seat))
	}
	if e.Leader >= 0 {
		fmt.Fprintf(&b, " The count goes back to 0 (it reached %d), and %s, after the last to lay, %s the next series.",
			e.Count, t.who(e.Leader), t.verb(e.Leader, "lead", "leads"))
		if first {
			b.WriteString(" The cards laid so far are turned and put aside.")
		}
	} else {
		b.WriteString(" The play is over; each hand is now counted in the show, the pone first.")
	}
	if last != nil {
		b.WriteString("\n" + t.ScoreLine(last.Scores))
	}
	return b.String()
}

// ShowTitle is a show step's title: "Your show: 8 points", "The crib: 4
// points".
func (t Tutor) ShowTitle(e engine.Shown) string {
	total := engine.Total(e.Combos)
	switch {
	case e.Crib:
		return Capitalise(t.poss(e.Seat)) + " crib: " + tPoints(total)
	case e.Seat == 0:
		return "Your show: " + tPoints(total)
	}
	return "The computer's show: " + tPoints(total)
}

// Show is a hand or the crib counted, every combination named.
func (t Tutor) Show(e engine.Shown, dealer int, starter engine.Card, first bool) string {
	var b strings.Builder
	total := engine.Total(e.Combos)
	switch {
	case e.Crib:
		fmt.Fprintf(&b, "Last, the crib is turned and counted for the dealer (%s): %s, with the starter %s.",
			t.who(dealer), CardWords(e.Hand), the(starter))
		if first {
			b.WriteString(" The crib counts as a hand does, except that a flush needs all four crib cards and the starter of one suit.")
		}
	case e.Seat == dealer:
		fmt.Fprintf(&b, "The dealer shows last: %s %s, with the starter %s.", t.who(e.Seat)+t.verb(e.Seat, " hold", " holds"),
			CardWords(e.Hand), the(starter))
	default:
		fmt.Fprintf(&b, "The pone shows first: %s %s, with the starter %s.", t.who(e.Seat)+t.verb(e.Seat, " hold", " holds"),
			CardWords(e.Hand), the(starter))
		if first {
			b.WriteString(" Every set of cards that adds to 15 scores 2, every pair 2, a run a point a card (each way it can be " +
				"made), four cards of one suit in hand a flush of 4 (5 with the starter), and the jack of the starter's suit his nobs, 1.")
		}
	}
	b.WriteString("\n")
	if total == 0 {
		b.WriteString("They make nothing: no fifteen, pair, run or flush.")
	} else {
		b.WriteString(Capitalise(t.ShowText(e.Combos, e.Hand, starter)) + ".")
		if len(e.Combos) == 1 {
			fmt.Fprintf(&b, " That is %s.", tPoints(total))
		}
	}
	if e.Points < total {
		fmt.Fprintf(&b, "\nOnly the first %s are taken: they reach %d, and the game ends at that moment.", tPoints(e.Points), t.Rules.Target)
	}
	b.WriteString("\n" + t.ScoreLine(e.Scores))
	return b.String()
}

// HandEnd closes a deal: the score and the next dealer.
func (t Tutor) HandEnd(e engine.HandEnded, last bool) string {
	next := 1 - e.Dealer
	if last {
		return fmt.Sprintf("%s That is the last deal this tutorial watches.", t.ScoreLine(e.Scores))
	}
	return fmt.Sprintf("%s The deal passes: %s next, so the crib is %s.", t.ScoreLine(e.Scores),
		t.who(next)+t.verb(next, " deal", " deals"), t.verb(next, "yours", "the computer's"))
}

// Summary is the tutorial's last step: what the deals showed and how the
// match would go on.
func (t Tutor) Summary(lessons []string, deals int, scores []int) string {
	lead := "you lead"
	switch {
	case scores[1] > scores[0]:
		lead = "the computer leads"
	case scores[0] == scores[1]:
		lead = "the scores are level"
	}
	return fmt.Sprintf("These %s deals showed %s.\n"+
		"The match would go on the same way, the deal crossing each hand, until someone reaches %d: "+
		"after %s deals %s, %d to %d, %d short of it. "+
		"A player who wins while the other is still 31 or more short of %d scores a skunk, worth two games.\n"+
		"Now try a match against the computer.",
		numberWords[deals], andList(lessons, "and"), t.Rules.Target, numberWords[deals], lead,
		max(scores[0], scores[1]), min(scores[0], scores[1]), t.Rules.Target-max(scores[0], scores[1]), t.Rules.Target)
}
