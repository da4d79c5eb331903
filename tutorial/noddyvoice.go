package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
)

// noddyVoice is du Coeur's Noddy's own voice (its words in words.go, its
// turns in noddyturn.go): seat 0 is "you", seat 1 "the computer". Noddy
// has no crib and one count a deal; what it never meets (a discard, a go
// the other lays on after) it says in the family's words.
type noddyVoice struct{ familyVoice }

func newNoddyVoice(r engine.Rules) voice {
	return noddyVoice{familyVoice{say: english.Tutor{Rules: r}, title: "Noddy"}}
}

func (noddyVoice) intro(n *narrator) string {
	return fmt.Sprintf("Noddy is the English card game of the 1500s that grew into cribbage: two players, "+
		"one pack, three cards each. You score from the cards you hold together (the show) and "+
		"from the cards you lay one by one (the count). The first to %d points wins the match.\n"+
		"Watch one short match between you and the computer; each step says what happened and why.", n.s.Rules.Target)
}

func (noddyVoice) playIntro(_ *narrator, v engine.View) (string, string) {
	return "The count", fmt.Sprintf("Now the count. The elder (%s) leads; then you take turns laying one card each on one pile, "+
		"saying the running total, which may never pass 31. A card scores what it makes: a total of exactly 15, 25 or 31 (2); "+
		"a pair with the card before it (2; three of a rank in a row 6, four 12); "+
		"a run, the last three or more cards in consecutive ranks in any order (three cards 2, four 4, five 5, six 6); "+
		"a flush, the last three or more cards in one suit (1 a card); Knave Noddy (1). "+
		"A player who cannot lay without passing 31 says go.", who(v.Elder()))
}

func (noddyVoice) cut(n *narrator, st *Step, e engine.Cut) {
	var b strings.Builder
	if n.first("cut") {
		b.WriteString("To choose the first dealer, each player cuts the pack. ")
	}
	fmt.Fprintf(&b, "You cut %s, the computer %s. ", the(e.Cards[0]), the(e.Cards[1]))
	if e.Dealer < 0 {
		b.WriteString("The ranks are equal, so you cut again.")
	} else {
		fmt.Fprintf(&b, "The lower card deals (aces are low), so %s %s first. After that the deal crosses the table every hand.",
			who(e.Dealer), verb(e.Dealer, "deal", "deals"))
	}
	st.Text = b.String()
}

func (noddyVoice) dealt(n *narrator, st *Step, e engine.Dealt) {
	elder := 1 - e.Dealer
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s three cards each, one at a time, %s first. Your cards: %s.\n",
		capital(who(e.Dealer)), verb(e.Dealer, "deal", "deals"), who(elder), cardNames(e.Hands[0]))
	if n.first("elder") {
		fmt.Fprintf(&b, "The player who did not deal is the elder, and the elder does everything first: this hand that is %s, so %s first and %s the count.",
			who(elder), verb(elder, "you show", "the computer shows"), verb(elder, "lead", "leads"))
	} else {
		fmt.Fprintf(&b, "%s the elder this time: %s first and %s.", capital(who(elder))+verb(elder, " are", " is"),
			verb(elder, "you show", "it shows"), verb(elder, "lead", "leads"))
	}
	st.Text = b.String()
}

func (noddyVoice) starter(n *narrator, st *Step, e engine.StarterTurned) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s up the seventh card: %s, the starter.", capital(who(n.dealer)),
		verb(n.dealer, "turn", "turns"), the(e.Card))
	if n.first("starter") {
		b.WriteString(" It belongs to both hands in the show, as a fourth card; the rest of the pack sits out this hand.")
	}
	b.WriteString("\n")
	knave := engine.NewCard(engine.Jack, e.Card.Suit())
	if e.Card == knave {
		fmt.Fprintf(&b, "The starter is itself the jack of %s, so no one can hold Knave Noddy this hand.", english.Suit(e.Card.Suit()))
	} else {
		fmt.Fprintf(&b, "Knave Noddy this hand is %s, the jack of the starter's suit: worth 1 to whoever holds it.", the(knave))
	}
	st.Text = b.String()
}

func (noddyVoice) scored(_ *narrator, st *Step, e engine.Scored) {
	st.Title = "A jack turned up"
	st.Text = fmt.Sprintf("The starter is a jack: a jack turned up, 2 points at once for the dealer (%s), before any show.\n%s",
		who(e.Seat), scoreLine([2]int(e.Scores)))
}

func (noddyVoice) shown(n *narrator, st *Step, e engine.Shown) {
	var b strings.Builder
	if n.first("show") {
		b.WriteString("The show: before any card is laid, each hand is counted with the starter, the elder first. " +
			"Every fifteen or twenty-five scores 2, a pair 2, a run of three 2 (of four 4), a flush 3 (all four 4) and Knave Noddy 1.\n")
	}
	total := engine.Total(e.Combos)
	if e.Seat == 0 {
		st.Title = "Your show: " + points(total)
		if total == 0 {
			fmt.Fprintf(&b, "Your %s with the starter make nothing: no fifteen, twenty-five, pair, run or flush.", rankList(e.Hand))
		} else {
			fmt.Fprintf(&b, "Your show: %s.", showText(e.Combos, e.Hand, n.starter))
			if len(e.Combos) == 1 {
				fmt.Fprintf(&b, " That is %s.", points(total))
			}
		}
	} else {
		st.Title = "The computer's show: " + points(total)
		if total == 0 {
			b.WriteString("The computer's cards with the starter make nothing.")
		} else {
			fmt.Fprintf(&b, "The computer declares its show without showing its cards: \"%s\", %s.", english.Announce(e.Combos), points(total))
			if len(e.Combos) > 1 {
				fmt.Fprintf(&b, " A declaration keeps a running total as it goes; item by item that is %s.", declarationText(e.Combos))
			}
			b.WriteString(" You will see its cards when the hand is over.")
		}
	}
	for _, c := range e.Combos {
		if c.Kind == engine.KnaveNoddy && n.first("knave") {
			b.WriteString(" Knave Noddy is the jack of the starter's suit: 1 in the show, and 1 more if it is laid in the count.")
		}
	}
	if e.Points < total {
		fmt.Fprintf(&b, "\nOnly the first %s are taken: they reach %d, and the match ends at that moment.", points(e.Points), n.s.Rules.Target)
	}
	b.WriteString("\n" + scoreLine([2]int(e.Scores)))
	st.Text = b.String()
}

func (noddyVoice) laid(n *narrator, st *Step, e engine.Laid) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s %s", whoCap(e.Seat), verb(e.Seat, "lay", "lays"), the(e.Card))
	if n.only && e.Seat == 0 && len(n.pile) > 1 {
		b.WriteString(", your only card that does not pass 31")
	}
	fmt.Fprintf(&b, ": the count is %d", e.Count)
	if len(e.Combos) == 0 {
		b.WriteString(". Nothing scores.")
	} else {
		b.WriteString(" — " + countText(e.Combos) + ".")
	}
	for _, c := range e.Combos {
		var note string
		switch c.Kind {
		case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal:
			if n.first("count-pair") {
				note = "A card of the same rank as the one just before it makes a pair (three in a row are a pair royal, 6)."
			}
		case engine.Run:
			if n.first("count-run") {
				note = "The last three or more cards are consecutive ranks, in any order: a run."
			}
		case engine.Flush:
			if n.first("count-flush") {
				note = "The last three or more cards are all one suit: a flush, a point a card."
			}
		case engine.KnaveNoddy:
			if n.first("count-knave") {
				note = "Laying Knave Noddy, the jack of the starter's suit, scores 1 in the count as well as in the show."
			}
		}
		if note != "" {
			b.WriteString(" " + note)
		}
	}
	if e.Points < engine.Total(e.Combos) {
		fmt.Fprintf(&b, " Only %s of it are needed to reach %d.", points(e.Points), n.s.Rules.Target)
	}
	if e.Seat == 1 && n.comp != nil && n.compCard == e.Card {
		if r := compReason(*n.comp, quickOptions(*n.comp), e.Card); r != "" {
			b.WriteString(" " + r)
			if n.first("comp-reason") {
				b.WriteString(" (The tutorial lets you into the computer's thinking: it judges by its own cards and the cards it cannot see, yours among them.)")
			}
		}
	}
	if e.Points > 0 {
		b.WriteString("\n" + scoreLine([2]int(e.Scores)))
	}
	st.Text = b.String()
}

// countEnd is a go with the last card, or a 31: the count ends (Noddy
// has one count a deal). The step is the seat's that went, or made 31.
func (noddyVoice) countEnd(n *narrator, st *Step, c countEnd) {
	switch {
	case c.thirtyOne != nil:
		seat := c.thirtyOne.Seat
		st.Highlight = slices.Clone(n.pile) // the cards of the thirty-one
		st.Text = fmt.Sprintf("%s made exactly 31: 2 points, and the count ends there (31 scores its 2 and no point for last card).",
			capital(who(seat)))
		if n.first("31") {
			st.Text += " There is one count per deal: any card still held goes aside unplayed."
		}
	case c.goEv != nil && c.last != nil:
		e, last := c.goEv, c.last
		st.Seat = e.Seat
		var b strings.Builder
		if e.NoCards {
			fmt.Fprintf(&b, "%s no cards left: go. ", capital(who(e.Seat))+verb(e.Seat, " have", " has"))
		} else {
			fmt.Fprintf(&b, "The count is %d and %s no card %s can lay without passing 31: go. ", e.Count,
				who(e.Seat)+verb(e.Seat, " have", " has"), verb(e.Seat, "you", "it"))
		}
		fmt.Fprintf(&b, "%s laid the last card: 1 for last card.", capital(who(last.Seat)))
		if n.first("go") {
			fmt.Fprintf(&b, " The count ends at once: %s; cards still held go aside unplayed.", noLayOn(n, last.Seat))
		}
		b.WriteString("\n" + scoreLine([2]int(last.Scores)))
		st.Text = b.String()
	}
}

// noLayOn says that seat, who laid the last card, does not lay on after a
// go, and what it still holds as seat 0 may know it: "you do not lay on,
// though you still hold the six of diamonds" (rules, "The count", Go).
func noLayOn(n *narrator, seat int) string {
	if seat == 0 {
		var held []engine.Card
		for _, c := range n.hand {
			if !slices.Contains(n.laidBy[0], c) {
				held = append(held, c)
			}
		}
		if len(held) == 0 {
			return "you have no cards left to lay on with"
		}
		return "you do not lay on, though you still hold " + cardNames(held)
	}
	switch held := n.holding()[1]; held {
	case 0:
		return "the computer has no cards left to lay on with"
	case 1:
		return "the computer does not lay on, though it still holds a card"
	default:
		return fmt.Sprintf("the computer does not lay on, though it still holds %s cards", number(held))
	}
}

// handEnded turns the computer's hand face up, so that its declared show
// can be checked.
func (noddyVoice) handEnded(_ *narrator, st *Step, e engine.HandEnded) {
	var b strings.Builder
	fmt.Fprintf(&b, "Now the computer's hand is shown, so you can check its show: it held %s. ", cardNames(e.Hands[1]))
	if len(e.Shows[1]) == 0 {
		b.WriteString("With the starter they made nothing.")
	} else {
		fmt.Fprintf(&b, "Its show: %s.", showText(e.Shows[1], e.Hands[1], e.Starter))
	}
	var left []string
	if len(e.Unplayed[0]) > 0 {
		left = append(left, "your "+list(names(e.Unplayed[0]), "and"))
	}
	if len(e.Unplayed[1]) > 0 {
		left = append(left, "the computer's "+list(names(e.Unplayed[1]), "and"))
	}
	if len(left) > 0 {
		fmt.Fprintf(&b, " Not laid: %s.", strings.Join(left, "; "))
	}
	next := 1 - e.Dealer
	fmt.Fprintf(&b, "\n%s The deal passes: %s next.", scoreLine([2]int(e.Scores)), who(next)+verb(next, " deal", " deals"))
	st.Text = b.String()
}

func names(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = english.Card(c)
	}
	return out
}

func (noddyVoice) won(n *narrator, st *Step, e engine.Won) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d and %s the match, %d to %d. The first to reach %d wins at that very moment",
		capital(who(e.Seat))+verb(e.Seat, " reach", " reaches"), e.Scores[e.Seat], verb(e.Seat, "win", "wins"),
		e.Scores[e.Seat], e.Scores[1-e.Seat], n.s.Rules.Target)
	switch p := n.prev.(type) {
	case engine.Shown:
		if p.Seat != n.dealer {
			b.WriteString(", even in the middle of a show: the dealer never shows.")
		} else {
			b.WriteString(", even before the count.")
		}
	case engine.Laid:
		b.WriteString(", even in the middle of the count: no more cards are laid.")
	default:
		b.WriteString(".")
	}
	if n.last.Deal == n.deal && n.deal > 0 {
		st.Highlight = lastHand(n, &b)
	}
	st.Text = b.String()
}

// lastHand says the computer's hand in the deal the match ended in, now
// that the hands are turned face up (rules, "Declarations"), with its show
// when it was made, so its declaration can be checked; it returns the
// cards of that show's combinations.
func lastHand(n *narrator, b *strings.Builder) []engine.Card {
	hand := n.last.Hands[1]
	var held []engine.Card
	for _, c := range hand {
		if !slices.Contains(n.laidBy[1], c) {
			held = append(held, c)
		}
	}
	b.WriteString("\nThe hands are turned face up: ")
	switch len(held) {
	case 0:
		b.WriteString("the computer had laid all its cards")
	case 3:
		fmt.Fprintf(b, "the computer held %s", cardNames(held))
	default:
		fmt.Fprintf(b, "the computer still held %s, and had laid %s", cardNames(held), cardNames(n.laidBy[1]))
	}
	if n.compShow == nil {
		b.WriteString(".")
		return nil
	}
	if len(n.compShow) == 0 {
		b.WriteString(". With the starter they made nothing, as it declared.")
		return nil
	}
	fmt.Fprintf(b, ". Its show, as declared: %s.", showText(n.compShow, hand, n.starter))
	return comboCards(n.compShow)
}

// knaveWhere says where Knave Noddy scored in events, in brackets so that a
// list of lessons keeps it one item: " (in the show)", " (laid in the
// count)" or " (shown and laid)".
func knaveWhere(events []engine.Event) string {
	var shown, laid bool
	for _, e := range events {
		var cs []engine.Combo
		switch e := e.(type) {
		case engine.Shown:
			cs = e.Combos
		case engine.Laid:
			cs = e.Combos
		}
		for _, c := range cs {
			if c.Kind == engine.KnaveNoddy {
				_, isLay := e.(engine.Laid)
				laid = laid || isLay
				shown = shown || !isLay
			}
		}
	}
	switch {
	case shown && laid:
		return " (shown and laid)"
	case laid:
		return " (laid in the count)"
	case shown:
		return " (in the show)"
	}
	return ""
}

func (noddyVoice) summary(_ *narrator, events []engine.Event) string {
	l := Demonstrated(events)
	var parts []string
	for _, k := range gameOrder {
		if l.Has(k) {
			s := k.String()
			if k == LessonKnaveNoddy {
				s += knaveWhere(events)
			}
			parts = append(parts, s)
		}
	}
	return "That is the whole game. This match showed " + list(parts, "and") + ".\n" +
		"Now try a match against the computer."
}
