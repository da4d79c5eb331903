package english

import (
	"fmt"
	"strings"

	"noddy/engine"
)

// Log says events as the point log does, one line each. It addresses seat
// You in the second person ("You lay the six of clubs, 21.") and names the
// other seats with Names (by seat; Names[You] is not used), written as
// given mid-sentence and capitalised at the start of one, so "the
// computer" reads "The computer lays …". You outside the seats (-1) names
// every seat in the third person. Rules gives the seats, the sides and the
// game's own words (pone, turn-up); the zero Rules is du Coeur's Noddy for
// len(Names) seats. A Log follows the match through the events it is
// given (who deals, what the mog or a claim was), so give it every event
// in order.
type Log struct {
	Rules engine.Rules
	Names []string
	You   int

	dealer  int
	known   bool // the dealer is known (a Cut or a Dealt seen)
	offered bool // the last mog event was an offer
	refused bool // the last mog event was a refusal
}

// Describe says one event with no history: names by seat, seat you
// addressed (-1: nobody), du Coeur's Noddy for len(names) seats.
func Describe(e engine.Event, names []string, you int) string {
	l := Log{Names: names, You: you}
	return l.Line(e)
}

func (l *Log) seats() int {
	if l.Rules.Seats > 0 {
		return l.Rules.Seats
	}
	return len(l.Names)
}

func (l *Log) elderWord() string {
	if w := l.Rules.Terms.Elder; w != "" {
		return w
	}
	return "elder"
}

func (l *Log) starterWord() string {
	if w := l.Rules.Terms.Starter; w != "" {
		return w
	}
	return "starter"
}

// who is a seat as the subject: "You" / "you" for the addressed seat
// (start of the line or mid-sentence), else its name.
func (l *Log) who(seat int, start bool) string {
	if seat != l.You {
		name := fmt.Sprintf("seat %d", seat)
		if seat >= 0 && seat < len(l.Names) {
			name = l.Names[seat]
		}
		if start {
			return Capitalise(name)
		}
		return name
	}
	if start {
		return "You"
	}
	return "you"
}

// verb is the third-person form for a named seat and the plain form for
// "you".
func (l *Log) verb(seat int, third, second string) string {
	if seat == l.You {
		return second
	}
	return third
}

// whose is a seat's possessive: "your", "Bob's".
func (l *Log) whose(seat int, start bool) string {
	if seat == l.You {
		if start {
			return "Your"
		}
		return "your"
	}
	return l.who(seat, start) + "'s"
}

// side names a side: a seat, or "you and Cy" for a partnership.
func (l *Log) side(side int, start bool) string {
	if !l.Rules.Partners {
		return l.who(side, start)
	}
	a, b := side, side+2
	if b == l.You {
		a, b = b, a
	}
	return l.who(a, start) + " and " + l.who(b, false)
}

// sideVerb is the verb for a side as the subject.
func (l *Log) sideVerb(side int, third, second string) string {
	if l.Rules.Partners {
		return second // a pair takes the plural
	}
	return l.verb(side, third, second)
}

// scores is "you 12, Bob 9" by side.
func (l *Log) scores(s []int) string {
	parts := make([]string, len(s))
	for i, v := range s {
		parts[i] = fmt.Sprintf("%s %d", l.side(i, false), v)
	}
	return strings.Join(parts, ", ")
}

// dash is the winner's score first, then the others': "31–20".
func dash(s []int, winner int) string {
	parts := []string{fmt.Sprint(s[winner])}
	for i, v := range s {
		if i != winner {
			parts = append(parts, fmt.Sprint(v))
		}
	}
	return strings.Join(parts, "–")
}

// taken notes a win part-way: the points taken of a breakdown.
func taken(points int, combos []engine.Combo) string {
	if points < engine.Total(combos) {
		if points == 1 {
			return " (The first point wins the match; the rest are not pegged.)"
		}
		return fmt.Sprintf(" (The first %d points win the match; the rest are not pegged.)", points)
	}
	return ""
}

// Line says e in one line and follows the match by it; "" for an event
// the lines around it have said.
func (l *Log) Line(e engine.Event) string {
	n := l.seats()
	switch e := e.(type) {
	case engine.Cut:
		var cuts []string
		var tied []string
		low := engine.Rank(99)
		for _, c := range e.Cards {
			if c.Valid() && c.Rank() < low {
				low = c.Rank()
			}
		}
		for s, c := range e.Cards {
			if !c.Valid() {
				continue
			}
			if len(cuts) == 0 {
				cuts = append(cuts, fmt.Sprintf("%s %s the %s", l.who(s, false), l.verb(s, "cuts", "cut"), Card(c)))
			} else {
				cuts = append(cuts, fmt.Sprintf("%s the %s", l.who(s, false), Card(c)))
			}
			if c.Rank() == low {
				tied = append(tied, l.who(s, false))
			}
		}
		s := "Cut for deal: " + strings.Join(cuts, ", ")
		switch {
		case e.Dealer < 0 && len(cuts) == 2:
			return s + ": equal ranks, cut again."
		case e.Dealer < 0:
			return s + ": " + strings.Join(tied, " and ") + " tie for the lowest and cut again."
		}
		l.dealer, l.known = e.Dealer, true
		return s + fmt.Sprintf(": %s %s (the lower card deals).", l.who(e.Dealer, false), l.verb(e.Dealer, "deals", "deal"))
	case engine.Dealt:
		l.dealer, l.known = e.Dealer, true
		elder := (e.Dealer + 1) % max(n, 1)
		return fmt.Sprintf("Deal %d: %s %s; %s %s %s.", e.Deal, l.who(e.Dealer, false), l.verb(e.Dealer, "deals", "deal"),
			l.who(elder, false), l.verb(elder, "is", "are"), l.elderWord())
	case engine.Discarded:
		crib := l.whose(l.dealer, false) + " crib"
		if e.Seat == l.dealer {
			crib = l.verb(e.Seat, "the", "your") + " crib" // a name's own crib: no pronoun to guess
		}
		return fmt.Sprintf("%s %s %s to %s.", l.who(e.Seat, true), l.verb(e.Seat, "lays out", "lay out"), CardList(e.Cards), crib)
	case engine.StarterTurned:
		return fmt.Sprintf("The %s is the %s.", l.starterWord(), Card(e.Card))
	case engine.Scored:
		return l.scored(e)
	case engine.Shown:
		if len(e.Combos) == 0 && l.Rules.Terms.Nothing != "" && !e.Declared {
			if e.Crib {
				return fmt.Sprintf("%s crib: nothing — %s.", l.whose(e.Seat, true), l.Rules.Terms.Nothing)
			}
			return fmt.Sprintf("%s %s: nothing — %s.", l.who(e.Seat, true), l.verb(e.Seat, "shows", "show"), l.Rules.Terms.Nothing)
		}
		what := l.verb(e.Seat, "shows", "show")
		switch {
		case e.Crib:
			return fmt.Sprintf("%s crib: %s.%s", l.whose(e.Seat, true), Announce(e.Combos), taken(e.Points, e.Combos))
		case e.Claimed:
			what = l.verb(e.Seat, "claims", "claim")
		case e.Declared:
			what = l.verb(e.Seat, "declares", "declare")
		}
		return fmt.Sprintf("%s %s: %s.%s", l.who(e.Seat, true), what, Announce(e.Combos), taken(e.Points, e.Combos))
	case engine.Laid:
		s := fmt.Sprintf("%s %s the %s, %d", l.who(e.Seat, true), l.verb(e.Seat, "lays", "lay"), Card(e.Card), e.Count)
		if len(e.Combos) > 0 {
			s += ": " + Announce(e.Combos)
		}
		return s + "." + taken(e.Points, e.Combos)
	case engine.Go:
		if e.NoCards {
			return fmt.Sprintf("%s %s no cards left: go.", l.who(e.Seat, true), l.verb(e.Seat, "has", "have"))
		}
		// The seat may have laid to exactly 31: it has no card that stays
		// within 31.
		if e.Seat == l.You {
			return "No card of yours fits without passing 31: go."
		}
		return fmt.Sprintf("%s has no card that fits without passing 31: go.", l.who(e.Seat, true))
	case engine.ThirtyOneMade:
		if l.Rules.Play.Series {
			// Nothing: the lay's line has said "31: thirty-one for two",
			// and the series' end follows (the log had said 31 twice).
			return ""
		}
		return fmt.Sprintf("%s %s thirty-one: the count ends.", l.who(e.Seat, true), l.verb(e.Seat, "makes", "make"))
	case engine.SeriesEnded:
		if e.Leader < 0 {
			return "Every card is laid: the play is over."
		}
		return fmt.Sprintf("The count goes back to 0; %s %s the next series.", l.who(e.Leader, false), l.verb(e.Leader, "leads", "lead"))
	case engine.MogOffered:
		l.offered, l.refused = e.Offer, false
		if e.Offer {
			return fmt.Sprintf("%s %s to mog: to change a card with the dealer.", l.who(e.Seat, true), l.verb(e.Seat, "offers", "offer"))
		}
		return fmt.Sprintf("%s %s not offer to mog.", l.who(e.Seat, true), l.verb(e.Seat, "does", "do"))
	case engine.MogReplied:
		l.offered, l.refused = false, !e.Accept
		if e.Accept {
			return fmt.Sprintf("%s %s the mog: each passes a card face down.", l.who(e.Seat, true), l.verb(e.Seat, "accepts", "accept"))
		}
		return fmt.Sprintf("%s %s the mog.", l.who(e.Seat, true), l.verb(e.Seat, "refuses", "refuse"))
	case engine.MogChosen:
		if e.Card.Valid() {
			return fmt.Sprintf("%s %s the %s to pass.", l.who(e.Seat, true), l.verb(e.Seat, "chooses", "choose"), Card(e.Card))
		}
		return fmt.Sprintf("%s %s a card to pass.", l.who(e.Seat, true), l.verb(e.Seat, "chooses", "choose"))
	case engine.Mogged:
		if l.You >= 0 && l.You < len(e.Cards) && e.Cards[l.You].Valid() {
			got := e.Cards[(l.You+1)%len(e.Cards)]
			return fmt.Sprintf("The cards change hands: you give the %s and get the %s.", Card(e.Cards[l.You]), Card(got))
		}
		return "The cards change hands."
	case engine.CallMade:
		muggins := l.Rules.Claims == engine.ClaimMuggins
		switch {
		case e.Call && muggins:
			return fmt.Sprintf("%s %s muggins!", l.who(e.Seat, true), l.verb(e.Seat, "calls", "call"))
		case e.Call:
			return fmt.Sprintf("%s %s \"False!\" on %s declaration.", l.who(e.Seat, true), l.verb(e.Seat, "calls", "call"), l.whose(e.Of, false))
		}
		return fmt.Sprintf("%s %s %s show stand.", l.who(e.Seat, true), l.verb(e.Seat, "lets", "let"), l.whose(e.Of, false))
	case engine.MugginsCalled:
		return fmt.Sprintf("%s %s what %s missed: %s.", l.who(e.Seat, true), l.verb(e.Seat, "takes", "take"),
			l.who(e.Of, false), Announce(e.Combos))
	case engine.Settled:
		return l.settled(e)
	case engine.HandEnded:
		var held []string
		for s, h := range e.Hands {
			held = append(held, fmt.Sprintf("%s held %s", l.who(s, false), engine.FormatCards(h)))
		}
		crib := ""
		if len(e.Crib) > 0 {
			crib = fmt.Sprintf("; the crib held %s", engine.FormatCards(e.Crib))
		}
		return fmt.Sprintf("Hand %d over: %s%s. Score: %s.", e.Deal, strings.Join(held, ", "), crib, l.scores(e.Scores))
	case engine.GameWon:
		return fmt.Sprintf("%s %s the game, %s%s. Games: %s.", l.side(e.Side, true), l.sideVerb(e.Side, "wins", "win"),
			dash(e.Scores, e.Side), worth(e.GamePoints, e.Result, l.Rules.LoserLine(e.Result), l.Rules.GamesToWin), l.scores(e.Games))
	case engine.Won:
		side := e.Side
		if l.Rules.Seats == 0 {
			side = e.Seat // a hand-made event of du Coeur's Noddy
		}
		return fmt.Sprintf("%s %s the match, %s%s.", l.side(side, true), l.sideVerb(side, "wins", "win"),
			dash(e.Scores, side), worth(e.GamePoints, e.Result, l.Rules.LoserLine(e.Result), l.Rules.GamesToWin))
	}
	return fmt.Sprintf("%v", e)
}

// worth is a game's worth when more than one, in brackets (Worth): " (a
// skunk: the loser under 91)".
func worth(points int, k engine.Kind, line, games int) string {
	if points <= 1 {
		return ""
	}
	return " (" + Worth(points, k, line, games) + ")"
}

func (l *Log) scored(e engine.Scored) string {
	who := l.who(e.Seat, true)
	switch e.Combo.Kind {
	case engine.JackTurned, engine.HisHeels, engine.KnaveTurned, engine.DeuceTurned:
		to := "the dealer"
		if l.known && e.Seat != l.dealer {
			to = "the " + l.elderWord()
		}
		what := Label(e.Combo)
		if e.Combo.Kind == engine.HisHeels {
			what = "his heels"
		}
		return fmt.Sprintf("%s: %s, %s for %s.", who, what, Points(e.Points), to)
	case engine.LastCard:
		return fmt.Sprintf("%s: one for last card.", who)
	case engine.ThreeToStart:
		return fmt.Sprintf("%s: three to start, as the game's first %s.", who, l.elderWord())
	case engine.ThreeForLast:
		return fmt.Sprintf("%s: three for last, as the game's first %s.", who, l.elderWord())
	case engine.Mog:
		why := "the mog not offered"
		if l.refused {
			why = "the mog refused"
		}
		return fmt.Sprintf("%s: one for %s.", who, why)
	}
	return fmt.Sprintf("%s: %s, %s.", who, Label(e.Combo), Points(e.Points))
}

func (l *Log) settled(e engine.Settled) string {
	s := fmt.Sprintf("%s declaration checked: %d declared, %d there", l.whose(e.Seat, true), e.Declared, e.True)
	switch {
	case e.WrongCall > 0:
		s += fmt.Sprintf(": a wrong call, %s for %s", Points(e.WrongCall), l.who(e.Seat, false))
	case e.Points > 0 && e.Caller >= 0:
		s += fmt.Sprintf(": %s %s down %d and %s up %d", l.who(e.Seat, false), l.verb(e.Seat, "goes", "go"), e.Points,
			l.who(e.Caller, false), e.Points)
	case e.Points > 0:
		s += fmt.Sprintf(": %d taken off %s", e.Points, l.who(e.Seat, false))
	default:
		s += ": it stands"
	}
	return s + fmt.Sprintf(". Score: %s.", l.scores(e.Scores))
}
