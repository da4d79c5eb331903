package engine

import (
	"errors"
	"fmt"
	"slices"
)

// ActionKind is what a seat does. The set is closed: every game of the
// family is played with these.
type ActionKind uint8

// The kinds of action. The zero value lays a card, so Action{Seat, Card}
// is a lay.
const (
	ActLay      ActionKind = iota // lay Card in the count
	ActDiscard                    // lay out Cards to the crib
	ActMogOffer                   // Costly Colours: the elder offers to mog (Yes) or not
	ActMogReply                   // the dealer accepts the mog (Yes) or refuses
	ActMogPass                    // pass Card to the other seat in an accepted mog
	ActClaim                      // claim or declare a show: Combos
	ActCall                       // call muggins, or "False" (Yes), or let it stand
	ActNextGame                   // start the next game of the match
)

var actionNames = [...]string{"lay", "discard", "mog-offer", "mog-reply", "mog-pass", "claim", "call", "next-game"}

// String is the kind's name in machine formats: "lay", "mog-offer".
func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return fmt.Sprintf("ActionKind(%d)", uint8(k))
}

// ParseActionKind reads a kind's String form.
func ParseActionKind(s string) (ActionKind, bool) {
	i := slices.Index(actionNames[:], s)
	return ActionKind(i), i >= 0
}

// Action is one seat's move. Which fields count depends on Kind: Card for
// a lay and a mog pass, Cards for a discard, Yes for an offer, a reply or
// a call, Combos for a claim (with cards under muggins; kinds and points
// only when declared).
type Action struct {
	Seat   int
	Card   Card
	Kind   ActionKind
	Cards  []Card
	Yes    bool
	Combos []Combo
}

// Equal reports whether a and b are the same action: the same seat and
// kind and the same fields that kind uses (Card for a lay or a mog pass,
// Cards for a discard, Yes for an offer, a reply or a call, Combos for a
// claim); the other fields are not looked at.
func (a Action) Equal(b Action) bool {
	if a.Seat != b.Seat || a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case ActLay, ActMogPass:
		return a.Card == b.Card
	case ActDiscard:
		return slices.Equal(a.Cards, b.Cards)
	case ActMogOffer, ActMogReply, ActCall:
		return a.Yes == b.Yes
	case ActClaim:
		if len(a.Combos) != len(b.Combos) {
			return false
		}
		for i := range a.Combos {
			x, y := a.Combos[i], b.Combos[i]
			if x.Kind != y.Kind || x.Points != y.Points || !slices.Equal(x.Cards, y.Cards) {
				return false
			}
		}
	}
	return true
}

func (a Action) String() string {
	switch a.Kind {
	case ActLay, ActMogPass:
		return fmt.Sprintf("seat %d %s %s", a.Seat, a.Kind, a.Card)
	case ActDiscard:
		return fmt.Sprintf("seat %d discard %s", a.Seat, FormatCards(a.Cards))
	case ActMogOffer, ActMogReply, ActCall:
		return fmt.Sprintf("seat %d %s %v", a.Seat, a.Kind, a.Yes)
	case ActClaim:
		return fmt.Sprintf("seat %d claim %d", a.Seat, Total(a.Combos))
	}
	return fmt.Sprintf("seat %d %s", a.Seat, a.Kind)
}

// The reasons an action is refused, for errors.Is.
var (
	ErrMatchOver     = errors.New("the match is over")
	ErrBadSeat       = errors.New("no such seat")
	ErrNotYourTurn   = errors.New("it is not this seat's turn to lay")
	ErrNotHeld       = errors.New("the seat does not hold that card")
	ErrPastThirtyOne = errors.New("that card would take the count past 31")
	ErrWrongAction   = errors.New("that is not an action this seat may take now")
	ErrBadDiscard    = errors.New("a discard must be that many different cards held")
	ErrAlreadyActed  = errors.New("this seat has already chosen")
	ErrFalseClaim    = errors.New("a claimed combination is not in the show")
	ErrBadDeclare    = errors.New("a declared combination is not one this game scores")
)

// ActionError is an action the match refused; the match is unchanged. Err is
// one of the Err* reasons.
type ActionError struct {
	Action Action
	Count  int
	Err    error
}

func (e *ActionError) Error() string {
	if e.Action.Kind == ActLay {
		return fmt.Sprintf("seat %d cannot lay %s (count %d): %v", e.Action.Seat, e.Action.Card, e.Count, e.Err)
	}
	return fmt.Sprintf("%s refused: %v", e.Action, e.Err)
}

func (e *ActionError) Unwrap() error { return e.Err }
