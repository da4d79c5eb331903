package engine

import (
	"fmt"
	"strings"
)

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

// Describe says an event in one line of plain English, naming the seats
// with names (e.g. {"You", "Computer"}): "Computer lays the six of clubs:
// fifteen two." It is the wording of the point log.
func Describe(e Event, names [2]string) string {
	switch e := e.(type) {
	case Cut:
		s := fmt.Sprintf("Cut for deal: %s cuts the %s, %s the %s", names[0], e.Cards[0].Name(), names[1], e.Cards[1].Name())
		if e.Dealer < 0 {
			return s + ": equal ranks, cut again."
		}
		return s + fmt.Sprintf(": %s deals (the lower card deals).", names[e.Dealer])
	case Dealt:
		return fmt.Sprintf("Deal %d: %s deals; %s is elder.", e.Deal, names[e.Dealer], names[1-e.Dealer])
	case StarterTurned:
		return fmt.Sprintf("The starter is the %s.", e.Card.Name())
	case Scored:
		if e.Combo.Kind == JackTurned {
			return fmt.Sprintf("%s: a jack turned up, two for the dealer.", names[e.Seat])
		}
		return fmt.Sprintf("%s: one for last card.", names[e.Seat])
	case Shown:
		s := fmt.Sprintf("%s shows: %s.", names[e.Seat], Announce(e.Combos))
		if e.Points < Total(e.Combos) {
			s += fmt.Sprintf(" (%d taken: the match is won.)", e.Points)
		}
		return s
	case Laid:
		s := fmt.Sprintf("%s lays the %s, %d", names[e.Seat], e.Card.Name(), e.Count)
		if len(e.Combos) > 0 {
			s += ": " + Announce(e.Combos)
		}
		return s + "."
	case Go:
		if e.NoCards {
			return fmt.Sprintf("%s has no cards left: go.", names[e.Seat])
		}
		return fmt.Sprintf("%s cannot lay under 31: go.", names[e.Seat])
	case ThirtyOneMade:
		return fmt.Sprintf("%s makes thirty-one: the count ends.", names[e.Seat])
	case HandEnded:
		var b strings.Builder
		fmt.Fprintf(&b, "Hand %d over: %s held %s, %s held %s. Score %d–%d.", e.Deal,
			names[0], FormatCards(e.Hands[0][:]), names[1], FormatCards(e.Hands[1][:]), e.Scores[0], e.Scores[1])
		return b.String()
	case Won:
		return fmt.Sprintf("%s wins the match, %d–%d.", names[e.Seat], e.Scores[e.Seat], e.Scores[1-e.Seat])
	}
	return fmt.Sprintf("%v", e)
}
