package english

import (
	"fmt"
	"strings"

	"noddy/engine"
)

// NoddyTutor is the guided tutorial's voice for du Coeur's Noddy
// (noddy.md): seat 0 is "you", seat 1 "the computer". Where the games say
// a thing alike it is Tutor's voice; Noddy has no crib and one count a
// deal, and says its own intro, deal, starter, show, count and ending
// here, and its turns in noddyturn.go. The tutorial (package tutorial)
// decides each step and works out its figures; every sentence is made
// here.
type NoddyTutor struct{ Tutor }

// Intro is the tutorial's first step: the game, and the match it watches.
func (t NoddyTutor) Intro() string {
	return fmt.Sprintf("Noddy is the English card game of the 1500s that grew into cribbage: two players, "+
		"one pack, three cards each. You score from the cards you hold together (the show) and "+
		"from the cards you lay one by one (the count). The first to %d points wins the match.\n"+
		"Watch one short match between you and the computer; each step says what happened and why.", t.Rules.Target)
}

// PlayTitle is the title of the step before the first card is laid.
func (NoddyTutor) PlayTitle() string { return "The count" }

// PlayIntro is how the count works, once, before its first card.
func (t NoddyTutor) PlayIntro(elder int) string {
	return fmt.Sprintf("Now the count. The elder (%s) leads; then you take turns laying one card each on one pile, "+
		"saying the running total, which may never pass 31. A card scores what it makes: a total of exactly 15, 25 or 31 (2); "+
		"a pair with the card before it (2; three of a rank in a row 6, four 12); "+
		"a run, the last three or more cards in consecutive ranks in any order (three cards 2, four 4, five 5, six 6); "+
		"a flush, the last three or more cards in one suit (1 a card); Knave Noddy (1). "+
		"A player who cannot lay without passing 31 says go.", t.who(elder))
}

// Cut is the cut for first deal.
func (t NoddyTutor) Cut(e engine.Cut, first bool) string { return t.cut(e, first, ". After") }

// Deal is a new deal: who deals, your cards, and the elder, who does
// everything first (first: explained, the first time).
func (t NoddyTutor) Deal(e engine.Dealt, first bool) string {
	elder := 1 - e.Dealer
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s three cards each, one at a time, %s first. Your cards: %s.\n",
		t.whoCap(e.Dealer), t.verb(e.Dealer, "deal", "deals"), t.who(elder), cardNames(e.Hands[0]))
	if first {
		fmt.Fprintf(&b, "The player who did not deal is the elder, and the elder does everything first: this hand that is %s, so %s first and %s the count.",
			t.who(elder), t.verb(elder, "you show", "the computer shows"), t.verb(elder, "lead", "leads"))
	} else {
		fmt.Fprintf(&b, "%s the elder this time: %s first and %s.", t.whoCap(elder)+t.verb(elder, " are", " is"),
			t.verb(elder, "you show", "it shows"), t.verb(elder, "lead", "leads"))
	}
	return b.String()
}

// Starter is the seventh card turned up, and this hand's Knave Noddy.
func (t NoddyTutor) Starter(card engine.Card, dealer int, first bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s up the seventh card: %s, the starter.", t.whoCap(dealer), t.verb(dealer, "turn", "turns"), the(card))
	if first {
		b.WriteString(" It belongs to both hands in the show, as a fourth card; the rest of the pack sits out this hand.")
	}
	b.WriteString("\n")
	knave := engine.NewCard(engine.Jack, card.Suit())
	if card == knave {
		fmt.Fprintf(&b, "The starter is itself the jack of %s, so no one can hold Knave Noddy this hand.", Suit(card.Suit()))
	} else {
		fmt.Fprintf(&b, "Knave Noddy this hand is %s, the jack of the starter's suit: worth 1 to whoever holds it.", the(knave))
	}
	return b.String()
}

// HeelsTitle is the title of a jack turned up.
func (NoddyTutor) HeelsTitle() string { return "A jack turned up" }

// Heels is a jack turned up: 2 to the dealer at once.
func (t NoddyTutor) Heels(e engine.Scored) string {
	return fmt.Sprintf("The starter is a jack: a jack turned up, 2 points at once for the dealer (%s), before any show.\n%s",
		t.who(e.Seat), t.ScoreLine(e.Scores))
}

// ShowItem says one combination of a Noddy show with its own points: "6
// and 9 make fifteen for 2", "6-7-8-9 is a run of four for 4", "all four
// are hearts, a flush of four for 4" (rules, "The show"); the rest as
// Tutor says them. Points are never put in brackets here: the turns use
// brackets for values.
func (t NoddyTutor) ShowItem(c engine.Combo, all []engine.Card) string {
	switch c.Kind {
	case engine.Run:
		return fmt.Sprintf("%s is a run of %s for %d", runWords(c.Cards), numberWord(len(c.Cards)), c.Points)
	case engine.Flush:
		if len(c.Cards) == 4 {
			return fmt.Sprintf("all four are %s, a flush of four for %d", Suit(c.Cards[0].Suit()), c.Points)
		}
		return fmt.Sprintf("the %s of %s are a flush of three for %d", rankWords(c.Cards), Suit(c.Cards[0].Suit()), c.Points)
	}
	return t.Tutor.ShowItem(c, all)
}

// ShowText itemises a show of hand with starter, each combination with its
// own points and the total apart: "8 and 7 make fifteen for 2; 6, 8, 7
// and 4 make twenty-five for 2; and 6-7-8 is a run of three for 2: 6
// points in all" (one combination: "5 and queen make fifteen for 2").
func (t NoddyTutor) ShowText(cs []engine.Combo, hand []engine.Card, starter engine.Card) string {
	return showText(cs, hand, starter, t.ShowItem)
}

// Show is a hand's show: yours itemised, the computer's as it declares it,
// its cards unseen. first explains the show; knave explains Knave Noddy,
// in it for the first time.
func (t NoddyTutor) Show(e engine.Shown, starter engine.Card, first, knave bool) string {
	var b strings.Builder
	if first {
		b.WriteString("The show: before any card is laid, each hand is counted with the starter, the elder first. " +
			"Every fifteen or twenty-five scores 2, a pair 2, a run of three 2 (of four 4), a flush 3 (all four 4) and Knave Noddy 1.\n")
	}
	total := engine.Total(e.Combos)
	switch {
	case e.Seat == 0 && total == 0:
		fmt.Fprintf(&b, "Your %s with the starter make nothing: no fifteen, twenty-five, pair, run or flush.", rankWords(e.Hand))
	case e.Seat == 0:
		fmt.Fprintf(&b, "Your show: %s.", t.ShowText(e.Combos, e.Hand, starter))
		if len(e.Combos) == 1 {
			fmt.Fprintf(&b, " That is %s.", tPoints(total))
		}
	case total == 0:
		b.WriteString("The computer's cards with the starter make nothing.")
	default:
		fmt.Fprintf(&b, "The computer declares its show without showing its cards: \"%s\", %s.", Announce(e.Combos), tPoints(total))
		if len(e.Combos) > 1 {
			fmt.Fprintf(&b, " A declaration keeps a running total as it goes; item by item that is %s.", declaration(e.Combos))
		}
		b.WriteString(" You will see its cards when the hand is over.")
	}
	if knave {
		b.WriteString(" Knave Noddy is the jack of the starter's suit: 1 in the show, and 1 more if it is laid in the count.")
	}
	if e.Points < total {
		fmt.Fprintf(&b, "\nOnly the first %s are taken: they reach %d, and the match ends at that moment.", tPoints(e.Points), t.Rules.Target)
	}
	b.WriteString("\n" + t.ScoreLine(e.Scores))
	return b.String()
}

// declaration says what an announced show is made of, item by item: "a
// flush of three for 3 and Knave Noddy for 1". An announcement counts up
// ("... is three, Knave Noddy is four"), which a newcomer can take for
// each item's worth.
func declaration(cs []engine.Combo) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = fmt.Sprintf("%s for %d", Label(c), c.Points)
	}
	return andList(items, "and")
}

// Laid is a card laid in the count. only: it was your only card that does
// not pass 31; notes: the kinds of combination it made that are explained
// here for the first time; why: the computer's reason for its card
// (CompReason), and aside says, the first time, how the tutorial knows it.
func (t NoddyTutor) Laid(e engine.Laid, only bool, notes map[engine.Kind]bool, why string, aside bool) string {
	var b strings.Builder
	t.lays(&b, e, only, "your only card that does not pass 31")
	explain(&b, e.Combos, notes, countNotes)
	if e.Points < engine.Total(e.Combos) {
		fmt.Fprintf(&b, " Only %s of it are needed to reach %d.", tPoints(e.Points), t.Rules.Target)
	}
	if why != "" {
		b.WriteString(" " + why)
		if aside {
			b.WriteString(" (The tutorial lets you into the computer's thinking: it judges by its own cards and the cards it cannot see, yours among them.)")
		}
	}
	if e.Points > 0 {
		b.WriteString("\n" + t.ScoreLine(e.Scores))
	}
	return b.String()
}

// countNotesPair explains a pair, a pair royal and a double pair royal.
const countNotesPair = "A card of the same rank as the one just before it makes a pair (three in a row are a pair royal, 6)."

// countNotes explains each kind of combination the first time a card
// makes it in the count.
var countNotes = map[engine.Kind]string{
	engine.Pair:            countNotesPair,
	engine.PairRoyal:       countNotesPair,
	engine.DoublePairRoyal: countNotesPair,
	engine.Run:             "The last three or more cards are consecutive ranks, in any order: a run.",
	engine.Flush:           "The last three or more cards are all one suit: a flush, a point a card.",
	engine.KnaveNoddy:      "Laying Knave Noddy, the jack of the starter's suit, scores 1 in the count as well as in the show.",
}

// ThirtyOne is a count made to exactly 31 by seat, which ends Noddy's one
// count (first: said the first time, that the cards still held go aside).
func (t NoddyTutor) ThirtyOne(seat int, first bool) string {
	s := fmt.Sprintf("%s made exactly 31: 2 points, and the count ends there (31 scores its 2 and no point for last card).",
		t.whoCap(seat))
	if first {
		s += " There is one count per deal: any card still held goes aside unplayed."
	}
	return s
}

// GoLast is a go and one for last card after it, which end Noddy's one
// count. held is how many cards the last to lay still holds, and cards
// which, when they are yours; first explains that no one lays on.
func (t NoddyTutor) GoLast(e engine.Go, last engine.Scored, held int, cards []engine.Card, first bool) string {
	var b strings.Builder
	b.WriteString(t.went(e, "no card "+t.verb(e.Seat, "you", "it")+" can lay without passing 31") + " ")
	fmt.Fprintf(&b, "%s laid the last card: 1 for last card.", t.whoCap(last.Seat))
	if first {
		fmt.Fprintf(&b, " The count ends at once: %s; cards still held go aside unplayed.", t.noLayOn(last.Seat, held, cards))
	}
	b.WriteString("\n" + t.ScoreLine(last.Scores))
	return b.String()
}

// noLayOn says that seat, who laid the last card, does not lay on after a
// go, and what it still holds as you may know it: "you do not lay on,
// though you still hold the six of diamonds" (rules, "The count", Go).
func (t NoddyTutor) noLayOn(seat, held int, cards []engine.Card) string {
	switch {
	case held == 0:
		return t.who(seat) + t.verb(seat, " have", " has") + " no cards left to lay on with"
	case seat == 0:
		return "you do not lay on, though you still hold " + cardNames(cards)
	case held == 1:
		return "the computer does not lay on, though it still holds a card"
	}
	return "the computer does not lay on, though it still holds " + numberWord(held) + " cards"
}

// HandEnd turns the computer's hand face up, so that its declared show
// can be checked, and passes the deal.
func (t NoddyTutor) HandEnd(e engine.HandEnded) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Now the computer's hand is shown, so you can check its show: it held %s. ", cardNames(e.Hands[1]))
	if len(e.Shows[1]) == 0 {
		b.WriteString("With the starter they made nothing.")
	} else {
		fmt.Fprintf(&b, "Its show: %s.", t.ShowText(e.Shows[1], e.Hands[1], e.Starter))
	}
	var left []string
	if len(e.Unplayed[0]) > 0 {
		left = append(left, "your "+andList(cardWords(e.Unplayed[0]), "and"))
	}
	if len(e.Unplayed[1]) > 0 {
		left = append(left, "the computer's "+andList(cardWords(e.Unplayed[1]), "and"))
	}
	if len(left) > 0 {
		fmt.Fprintf(&b, " Not laid: %s.", strings.Join(left, "; "))
	}
	next := 1 - e.Dealer
	fmt.Fprintf(&b, "\n%s The deal passes: %s next.", t.ScoreLine(e.Scores), t.who(next)+t.verb(next, " deal", " deals"))
	return b.String()
}

// HandsUp is the computer's hand in the deal a match ended in, turned
// face up at its end (rules, "Declarations"): the cards it held, those of
// them it still held and those it had laid, and its show with the
// starter (Shown false: it had not shown).
type HandsUp struct {
	Hand, Held, Laid []engine.Card
	Starter          engine.Card
	Show             []engine.Combo
	Shown            bool
}

// Won is the match won, said with the moment it ended at (just after
// prev, dealer dealing): the first to the target wins there and then; up
// is the computer's hand, turned face up, when the match ended in a deal.
func (t NoddyTutor) Won(e engine.Won, prev engine.Event, dealer int, up *HandsUp) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d and %s the match, %d to %d. The first to reach %d wins at that very moment",
		t.whoCap(e.Seat)+t.verb(e.Seat, " reach", " reaches"), e.Scores[e.Seat], t.verb(e.Seat, "win", "wins"),
		e.Scores[e.Seat], e.Scores[1-e.Seat], t.Rules.Target)
	switch p := prev.(type) {
	case engine.Shown:
		if p.Seat != dealer {
			b.WriteString(", even in the middle of a show: the dealer never shows.")
		} else {
			b.WriteString(", even before the count.")
		}
	case engine.Laid:
		b.WriteString(", even in the middle of the count: no more cards are laid.")
	default:
		b.WriteString(".")
	}
	if up != nil {
		t.handsUp(&b, *up)
	}
	return b.String()
}

// handsUp says the computer's hand at the match's end, with its show when
// it was made, so that its declaration can be checked.
func (t NoddyTutor) handsUp(b *strings.Builder, up HandsUp) {
	b.WriteString("\nThe hands are turned face up: ")
	switch len(up.Held) {
	case 0:
		b.WriteString("the computer had laid all its cards")
	case len(up.Hand):
		fmt.Fprintf(b, "the computer held %s", cardNames(up.Held))
	default:
		fmt.Fprintf(b, "the computer still held %s, and had laid %s", cardNames(up.Held), cardNames(up.Laid))
	}
	switch {
	case !up.Shown:
		b.WriteString(".")
	case len(up.Show) == 0:
		b.WriteString(". With the starter they made nothing, as it declared.")
	default:
		fmt.Fprintf(b, ". Its show, as declared: %s.", t.ShowText(up.Show, up.Hand, up.Starter))
	}
}

// KnaveWhere says where Knave Noddy scored in a match, in brackets so that
// a list of lessons keeps it one item: " (in the show)", " (laid in the
// count)" or " (shown and laid)"; "" where it did not.
func KnaveWhere(shown, laid bool) string {
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

// Summary is the tutorial's last step: the lessons the match showed.
func (NoddyTutor) Summary(lessons []string) string {
	return "That is the whole game. This match showed " + andList(lessons, "and") + ".\n" +
		"Now try a match against the computer."
}

// cardNames is cards with their articles: "the five of clubs and the
// king of hearts".
func cardNames(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = the(c)
	}
	return andList(parts, "and")
}

// cardWords is each card named: "five of clubs".
func cardWords(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = Card(c)
	}
	return out
}

// numberWord is n in words to twelve ("three"), else in digits.
func numberWord(n int) string {
	if n > 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return fmt.Sprint(n)
}
