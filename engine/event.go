package engine

import "fmt"

// Event is one change in a match. A match's events, in order, are all that
// a table, a log, a tutorial or a replay needs: each carries who, what,
// which cards, the points and the scores after it. The concrete types are
// listed below; a type switch reads them.
type Event interface{ isEvent() }

// Cut is one round of the cut for first deal (rules, "Players, deal,
// starter"): each seat's card, and the seat that deals, or -1 when the
// ranks are equal and the players cut again.
type Cut struct {
	Cards  [2]Card
	Dealer int
}

// Dealt is a new deal: its number (1 for the first), the dealer, and the
// three cards each seat was given, in the order received. The cards went
// one at a time, elder first: elder's [0], dealer's [0], elder's [1], …
// A seat's redacted copy (see Redact) shows the other hand as NoCard.
type Dealt struct {
	Deal   int
	Dealer int
	Hands  [2][3]Card
}

// StarterTurned is the seventh card turned face up, shared by both hands.
type StarterTurned struct {
	Card Card
}

// Scored is an award outside the show and the count: a jack turned up
// (2 to the dealer) or the last card before a go (1). Combo is the one
// combination, Points its points, Scores the scores after the award.
type Scored struct {
	Seat   int
	Combo  Combo
	Points int
	Scores [2]int
}

// Shown is a seat's show: its hand, the full itemised breakdown (which is
// also its declaration; a redacted copy for the other seat drops the
// cards), and the points actually taken: fewer than the breakdown's total
// when the target was reached part-way, after which nothing is scored.
type Shown struct {
	Seat   int
	Hand   [3]Card
	Combos []Combo
	Points int
	Scores [2]int
}

// Laid is a card laid in the count: who, which, the count after it, what it
// made, and the points taken (fewer than the combos' total only when the
// target was reached part-way).
type Laid struct {
	Seat   int
	Card   Card
	Count  int
	Combos []Combo
	Points int
	Scores [2]int
}

// Go is a seat that could not lay: no card that keeps the count at 31 or
// under, or (NoCards) no cards left. The other seat takes the last card
// and the count ends at once (rules, "Go").
type Go struct {
	Seat    int
	Count   int
	NoCards bool
}

// ThirtyOneMade marks a count ended by a card making exactly 31; its two
// points are in the Laid event just before.
type ThirtyOneMade struct {
	Seat int
}

// HandEnded closes a deal: both hands as dealt, face up, each seat's show,
// and the cards each did not lay.
type HandEnded struct {
	Deal     int
	Dealer   int
	Starter  Card
	Hands    [2][3]Card
	Shows    [2][]Combo
	Unplayed [2][]Card
	Scores   [2]int
}

// Won ends the match: the first seat to reach the target, at that moment.
type Won struct {
	Seat   int
	Scores [2]int
}

func (Cut) isEvent()           {}
func (Dealt) isEvent()         {}
func (StarterTurned) isEvent() {}
func (Scored) isEvent()        {}
func (Shown) isEvent()         {}
func (Laid) isEvent()          {}
func (Go) isEvent()            {}
func (ThirtyOneMade) isEvent() {}
func (HandEnded) isEvent()     {}
func (Won) isEvent()           {}

// Redact returns e as seat may see it while the hand is live: the other
// seat's dealt cards become NoCard and its show keeps only the
// declaration (kinds and points, no cards). Other events are public.
func Redact(e Event, seat int) Event {
	switch e := e.(type) {
	case Dealt:
		e.Hands[1-seat] = [3]Card{NoCard, NoCard, NoCard}
		return e
	case Shown:
		if e.Seat != seat {
			e.Hand = [3]Card{NoCard, NoCard, NoCard}
			e.Combos = Declaration(e.Combos)
		}
		return e
	}
	return e
}

// Describe says an event in one line of plain English in the third
// person, naming the seats with names (e.g. {"North", "South"}): "South
// lays the six of clubs, 21: fifteen two." It is DescribeFor with no seat
// addressed.
func Describe(e Event, names [2]string) string { return DescribeFor(e, names, -1) }

// DescribeFor says an event in one line of plain English, addressing seat
// you (0 or 1) in the second person ("You lay the six of clubs, 21.",
// "Deal 2: the computer deals; you are elder.") and naming the other seat
// with names; names[you] is not used. A name is written as given
// mid-sentence and with its first letter capitalised at the start of a
// sentence, so a name such as "the computer" reads "The computer lays …"
// and "… you cut the five of clubs, the computer the nine of hearts". Any other you (e.g. -1) names both seats
// in the third person, as Describe does. It is the wording of the point
// log; the events and their rules are documented on each event type.
func DescribeFor(e Event, names [2]string, you int) string {
	// who is a seat as the subject: "You" / "you" for the addressed seat
	// (start of the line or mid-sentence), else its name.
	who := func(seat int, start bool) string {
		if seat != you {
			if start {
				return capitalise(names[seat])
			}
			return names[seat]
		}
		if start {
			return "You"
		}
		return "you"
	}
	// verb is the third-person form for a named seat and the plain form
	// for "you".
	verb := func(seat int, third, second string) string {
		if seat == you {
			return second
		}
		return third
	}
	switch e := e.(type) {
	case Cut:
		s := fmt.Sprintf("Cut for deal: %s %s the %s, %s the %s", who(0, false), verb(0, "cuts", "cut"), e.Cards[0].Name(), who(1, false), e.Cards[1].Name())
		if e.Dealer < 0 {
			return s + ": equal ranks, cut again."
		}
		return s + fmt.Sprintf(": %s %s (the lower card deals).", who(e.Dealer, false), verb(e.Dealer, "deals", "deal"))
	case Dealt:
		elder := 1 - e.Dealer
		return fmt.Sprintf("Deal %d: %s %s; %s %s elder.", e.Deal, who(e.Dealer, false), verb(e.Dealer, "deals", "deal"), who(elder, false), verb(elder, "is", "are"))
	case StarterTurned:
		return fmt.Sprintf("The starter is the %s.", e.Card.Name())
	case Scored:
		if e.Combo.Kind == JackTurned {
			return fmt.Sprintf("%s: a jack turned up, two for the dealer.", who(e.Seat, true))
		}
		return fmt.Sprintf("%s: one for last card.", who(e.Seat, true))
	case Shown:
		s := fmt.Sprintf("%s %s: %s.", who(e.Seat, true), verb(e.Seat, "shows", "show"), Announce(e.Combos))
		if e.Points < Total(e.Combos) {
			s += fmt.Sprintf(" (%d taken: the match is won.)", e.Points)
		}
		return s
	case Laid:
		s := fmt.Sprintf("%s %s the %s, %d", who(e.Seat, true), verb(e.Seat, "lays", "lay"), e.Card.Name(), e.Count)
		if len(e.Combos) > 0 {
			s += ": " + Announce(e.Combos)
		}
		s += "."
		if e.Points < Total(e.Combos) {
			s += fmt.Sprintf(" (%d taken: the match is won.)", e.Points)
		}
		return s
	case Go:
		if e.NoCards {
			return fmt.Sprintf("%s %s no cards left: go.", who(e.Seat, true), verb(e.Seat, "has", "have"))
		}
		// The seat may lay to exactly 31 (rules, "The count", Go): it has no
		// card that stays within 31.
		if e.Seat == you {
			return "No card of yours fits without passing 31: go."
		}
		return fmt.Sprintf("%s has no card that fits without passing 31: go.", who(e.Seat, true))
	case ThirtyOneMade:
		return fmt.Sprintf("%s %s thirty-one: the count ends.", who(e.Seat, true), verb(e.Seat, "makes", "make"))
	case HandEnded:
		return fmt.Sprintf("Hand %d over: %s held %s, %s held %s. Score: %s %d, %s %d.", e.Deal,
			who(0, false), FormatCards(e.Hands[0][:]), who(1, false), FormatCards(e.Hands[1][:]),
			who(0, false), e.Scores[0], who(1, false), e.Scores[1])
	case Won:
		return fmt.Sprintf("%s %s the match, %d–%d.", who(e.Seat, true), verb(e.Seat, "wins", "win"), e.Scores[e.Seat], e.Scores[1-e.Seat])
	}
	return fmt.Sprintf("%v", e)
}

// capitalise upper-cases the first letter of an ASCII name ("the computer"
// -> "The computer"); other names are returned as they are.
func capitalise(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
