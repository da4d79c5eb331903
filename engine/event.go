package engine

import "slices"

// Event is one change in a match. A match's events, in order, are all that
// a table, a log, a tutorial or a replay needs: each carries who, what,
// which cards, the points and the scores after it. The concrete types are
// listed below; a type switch reads them. Scores are by side (Rules.SideOf),
// which is by seat unless the seats play in partnerships; hands are by seat.
type Event interface{ isEvent() }

// Cut is one round of the cut for first deal: each seat's card (NoCard for
// a seat that did not cut again), and the seat that deals, or -1 when the
// lowest ranks are equal and those seats cut again.
type Cut struct {
	Cards  []Card
	Dealer int
}

// Dealt is a new deal: its number (1 for the first), the dealer, and the
// cards each seat was given, in the order received (one at a time, from
// the seat after the dealer round to the dealer), and how many cards the
// dealer dealt face down to the crib. A seat's redacted copy (Redact)
// shows the other hands as NoCard.
type Dealt struct {
	Deal   int
	Dealer int
	Hands  [][]Card
	Crib   int
}

// Discarded is a seat laying out its cards to the dealer's crib; others
// see NoCard for each.
type Discarded struct {
	Seat  int
	Cards []Card
}

// StarterTurned is the starter (Costly Colours' turn-up) turned face up,
// shared by every hand and the crib.
type StarterTurned struct {
	Card Card
}

// Scored is an award outside the show and the count: a jack (or, in
// Costly Colours, a two or a knave) turned up, a last card, a game's
// opening points, the mog point. Combo is the one combination, Points its
// points, Scores the scores after the award.
type Scored struct {
	Seat   int
	Combo  Combo
	Points int
	Scores []int
}

// Shown is a seat's show, or with Crib the dealer's crib: the cards
// counted (without the starter), the itemised breakdown, and the points
// taken: fewer than the breakdown's total when the target was reached
// part-way, after which nothing is scored. A show before the play is a
// declaration: another seat's redacted copy drops the cards (FaceUp
// false). Claimed marks a show its owner claimed (Combos is the claim,
// which may fall short of the truth); Declared one declared by kinds and
// points that may be false.
type Shown struct {
	Seat     int
	Hand     []Card
	Combos   []Combo
	Points   int
	Scores   []int
	Crib     bool
	FaceUp   bool
	Claimed  bool
	Declared bool
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
	Scores []int
}

// Go is a seat that could not lay: no card that keeps the count at 31 or
// under, or (NoCards) no cards left. In Noddy the seat that laid last takes
// the last card and the count ends at once; where others go on laying, a
// seat says go once a series.
type Go struct {
	Seat    int
	Count   int
	NoCards bool
}

// ThirtyOneMade marks a count or series ended by a card making exactly 31;
// its points are in the Laid event just before.
type ThirtyOneMade struct {
	Seat int
}

// SeriesEnded closes a series of the play (games with several series):
// the count it reached, and the seat to lead the next from zero, or -1
// when every card is laid and the play is over.
type SeriesEnded struct {
	Series int
	Count  int
	Leader int
}

// MogOffered is the elder's choice in Costly Colours: to offer a mog or
// not (then the dealer scores the mog point, in a Scored event).
type MogOffered struct {
	Seat  int
	Offer bool
}

// MogReplied is the dealer's answer to an offered mog: accept, or refuse
// (then the elder scores the mog point).
type MogReplied struct {
	Seat   int
	Accept bool
}

// MogChosen is a seat choosing the card it will pass in an accepted mog;
// the others see NoCard until both have chosen (Mogged).
type MogChosen struct {
	Seat int
	Card Card
}

// Mogged is an accepted mog done: Cards[s] is the card seat s passed to
// the other. Both seats know both cards; a bystander's copy hides them.
type Mogged struct {
	Cards []Card
}

// MugginsCalled is a seat calling muggins on another's short claim and
// taking the combinations it missed (cribbage.md, "Muggins").
type MugginsCalled struct {
	Seat, Of int
	Crib     bool
	Combos   []Combo
	Points   int
	Scores   []int
}

// CallMade is a seat's answer to a claim or declaration it may call: Call
// true for muggins or "False", false to let it stand.
type CallMade struct {
	Seat, Of int
	Call     bool
}

// Settled is a declaration checked when the hands are turned up, or at
// once when it would win (noddy-macgregor.md, option 2): what was declared
// and what was true, and the points moved: Points off the declarer and, if
// a caller gained them, to Caller (-1: nobody); a wrong call pays the
// declarer WrongCall points instead.
type Settled struct {
	Seat      int
	Hand      []Card // the declarer's hand, turned up
	Caller    int
	Declared  int
	True      int
	Combos    []Combo
	Points    int
	WrongCall int
	Scores    []int
}

// HandEnded closes a deal: every hand as kept for the show, face up, each
// seat's true show, the crib and its show, and the cards each did not lay.
type HandEnded struct {
	Deal     int
	Dealer   int
	Starter  Card
	Hands    [][]Card
	Shows    [][]Combo
	Crib     []Card
	CribShow []Combo
	Unplayed [][]Card
	Scores   []int
}

// GameWon ends a game of a match that goes on: the side that reached the
// target (Seat is the seat that scored last), the scores, what the game is
// worth (GamePoints, with Result the kind of win when more than 1), and
// the games each side has now won.
type GameWon struct {
	Seat, Side int
	Scores     []int
	GamePoints int
	Result     Kind
	Games      []int
}

// Won ends the match: the first side to reach the target (at that moment)
// in its last game, with that game's worth as in GameWon.
type Won struct {
	Seat       int
	Scores     []int
	Side       int
	GamePoints int
	Result     Kind
	Games      []int
}

func (Cut) isEvent()           {}
func (Dealt) isEvent()         {}
func (Discarded) isEvent()     {}
func (StarterTurned) isEvent() {}
func (Scored) isEvent()        {}
func (Shown) isEvent()         {}
func (Laid) isEvent()          {}
func (Go) isEvent()            {}
func (ThirtyOneMade) isEvent() {}
func (SeriesEnded) isEvent()   {}
func (MogOffered) isEvent()    {}
func (MogReplied) isEvent()    {}
func (MogChosen) isEvent()     {}
func (Mogged) isEvent()        {}
func (MugginsCalled) isEvent() {}
func (CallMade) isEvent()      {}
func (Settled) isEvent()       {}
func (HandEnded) isEvent()     {}
func (GameWon) isEvent()       {}
func (Won) isEvent()           {}

// Spectator is the seat number that Redact and Match.View take for a
// bystander: someone at the table who holds no cards.
const Spectator = -1

// Redact returns e as seat may see it while the hand is live: other
// seats' dealt and discarded cards become NoCard, a show declared before
// the play keeps only kinds and points, and the cards passed in a mog are
// hidden from a bystander (seat Spectator). The cards that are public
// anyway — laid, turned up, shown after the play, the hands at the end —
// are left. It never changes e itself.
func Redact(e Event, seat int) Event {
	switch e := e.(type) {
	case Dealt:
		hands := make([][]Card, len(e.Hands))
		for s, h := range e.Hands {
			if s == seat {
				hands[s] = slices.Clone(h)
			} else {
				hands[s] = hidden(len(h))
			}
		}
		e.Hands = hands
		return e
	case Discarded:
		if e.Seat != seat {
			e.Cards = hidden(len(e.Cards))
		}
		return e
	case Shown:
		if e.Seat != seat && !e.FaceUp {
			e.Hand = hidden(len(e.Hand))
			e.Combos = Declaration(e.Combos)
		}
		return e
	case MogChosen:
		if e.Seat != seat {
			e.Card = NoCard
		}
		return e
	case Mogged:
		if seat < 0 || seat >= len(e.Cards) {
			e.Cards = hidden(len(e.Cards))
		}
		return e
	}
	return e
}

func hidden(n int) []Card {
	out := make([]Card, n)
	for i := range out {
		out[i] = NoCard
	}
	return out
}
