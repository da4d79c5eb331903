package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Rules is a named rule set. Only Noddy (du Coeur 1996) exists so far; other
// reconstructions will be rule sets of their own, never switches on this one.
type Rules struct {
	// Name is shown under the table: which reconstruction this is.
	Name string
	// Target is the score that wins the match, at the moment it is reached.
	Target int
}

// DefaultTarget is the rules' match length: 31 points (rules, "Winning").
const DefaultTarget = 31

// Noddy returns Justin du Coeur's 1996 reconstruction, played to 31.
func Noddy() Rules {
	return Rules{Name: "Noddy — Justin du Coeur's 1996 reconstruction", Target: DefaultTarget}
}

// Phase is where a match stands between actions. Deals and shows need no
// decision and run inside NewMatch and Apply, so a caller only ever sees a
// match waiting in the count, or over.
type Phase uint8

// The phases a caller can see.
const (
	PhaseCount Phase = iota + 1 // a seat is to lay a card
	PhaseOver                   // the match is won
)

// Action is what a seat does: lay Card. It is the only choice in Noddy; a go
// is not chosen, it happens when no card fits.
type Action struct {
	Seat int
	Card Card
}

// The reasons an action is refused, for errors.Is.
var (
	ErrMatchOver     = errors.New("the match is over")
	ErrBadSeat       = errors.New("no such seat (seats are 0 and 1)")
	ErrNotYourTurn   = errors.New("it is not this seat's turn to lay")
	ErrNotHeld       = errors.New("the seat does not hold that card")
	ErrPastThirtyOne = errors.New("that card would take the count past 31")
	ErrBadTarget     = errors.New("the target must be between 1 and 1000")
)

// ActionError is an action the match refused; the match is unchanged. Err is
// one of the Err* reasons.
type ActionError struct {
	Action Action
	Count  int
	Err    error
}

func (e *ActionError) Error() string {
	return fmt.Sprintf("seat %d cannot lay %s (count %d): %v", e.Action.Seat, e.Action.Card, e.Count, e.Err)
}

func (e *ActionError) Unwrap() error { return e.Err }

// Match is one match of Noddy: a state machine driven by actions, recording
// every event. Create it with NewMatch; the zero value is not usable.
type Match struct {
	rules   Rules
	seed    uint64
	src     *rand.PCG // kept beside rng so that Clone can copy its state
	rng     *rand.Rand
	phase   Phase
	deal    int
	dealer  int
	dealt   [2][3]Card
	held    [2][]Card // unplayed, in the order dealt
	starter Card
	pile    []Card
	by      []int // who laid each pile card
	turn    int
	scores  [2]int
	shows   [2][]Combo
	went    int // seat that said go this count, or -1
	winner  int
	events  []Event
	done    []FinishedDeal // deals over, as turned face up
}

// NewMatch starts a match of rules r from seed: cuts for the first deal,
// deals, scores a jack turned up and both shows, and stops when the elder
// is to lay (or the match is already won). The same rules and seed give
// the same events on every platform. A target outside 1..1000 gives
// ErrBadTarget.
func NewMatch(r Rules, seed uint64) (*Match, error) {
	if r.Target < 1 || r.Target > 1000 {
		return nil, ErrBadTarget
	}
	src := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	m := &Match{
		rules:  r,
		seed:   seed,
		src:    src,
		rng:    rand.New(src),
		winner: -1,
		went:   -1,
		turn:   -1,
	}
	m.cut()
	m.newDeal()
	return m, nil
}

// Rules returns the match's rule set.
func (m *Match) Rules() Rules { return m.rules }

// Seed returns the seed the match was created from.
func (m *Match) Seed() uint64 { return m.seed }

// Phase returns PhaseCount while a seat is to lay, PhaseOver once won.
func (m *Match) Phase() Phase { return m.phase }

// Turn returns the seat to lay, or -1 when the match is over.
func (m *Match) Turn() int { return m.turn }

// Winner returns the winning seat, or -1 while the match goes on.
func (m *Match) Winner() int { return m.winner }

// Scores returns both seats' scores.
func (m *Match) Scores() [2]int { return m.scores }

// Events returns every event so far, oldest first. The slice is shared:
// do not modify it.
func (m *Match) Events() []Event { return m.events }

// Legal returns the cards seat may lay now, in the order held: the cards it
// holds that keep the count at 31 or under. It is empty when it is not the
// seat's turn or the match is over.
func (m *Match) Legal(seat int) []Card {
	if m.phase != PhaseCount || seat != m.turn {
		return nil
	}
	count := PileTotal(m.pile)
	var out []Card
	for _, c := range m.held[seat] {
		if Fits(count, c) {
			out = append(out, c)
		}
	}
	return out
}

// Apply lays a card and plays on to the next decision: after the count it
// ends the hand, deals the next, and scores the jack and the shows. It
// returns the events caused, in order. A refused action returns an
// *ActionError and changes nothing.
func (m *Match) Apply(a Action) ([]Event, error) {
	if err := m.check(a); err != nil {
		return nil, &ActionError{Action: a, Count: PileTotal(m.pile), Err: err}
	}
	start := len(m.events)
	m.lay(a.Seat, a.Card)
	return slices.Clip(m.events[start:]), nil
}

func (m *Match) check(a Action) error {
	switch {
	case m.phase == PhaseOver:
		return ErrMatchOver
	case a.Seat != 0 && a.Seat != 1:
		return ErrBadSeat
	case a.Seat != m.turn:
		return ErrNotYourTurn
	case !slices.Contains(m.held[a.Seat], a.Card):
		return ErrNotHeld
	case !Fits(PileTotal(m.pile), a.Card):
		return ErrPastThirtyOne
	}
	return nil
}

func (m *Match) emit(e Event) { m.events = append(m.events, e) }

// award adds combos to seat in order, stopping the moment the target is
// reached: nothing after it is scored (rules, "Winning"). It returns the
// points taken and whether the seat has won.
func (m *Match) award(seat int, combos []Combo) (int, bool) {
	taken := 0
	for _, c := range combos {
		m.scores[seat] += c.Points
		taken += c.Points
		if m.scores[seat] >= m.rules.Target {
			return taken, true
		}
	}
	return taken, false
}

func (m *Match) win(seat int) {
	m.winner = seat
	m.phase = PhaseOver
	m.turn = -1
	m.emit(Won{Seat: seat, Scores: m.scores})
}

// cut draws a card for each seat until the ranks differ; the lower deals.
func (m *Match) cut() {
	for {
		a := Card(m.rng.IntN(52))
		b := Card(m.rng.IntN(51))
		if b >= a {
			b++ // a different card from the same pack
		}
		if a.Rank() == b.Rank() {
			m.emit(Cut{Cards: [2]Card{a, b}, Dealer: -1})
			continue
		}
		m.dealer = 0
		if b.Rank() < a.Rank() {
			m.dealer = 1
		}
		m.emit(Cut{Cards: [2]Card{a, b}, Dealer: m.dealer})
		return
	}
}

// newDeal shuffles, deals three each one at a time elder first, turns the
// seventh card, then scores the jack and the shows and opens the count.
func (m *Match) newDeal() {
	m.deal++
	var pack [52]Card
	for i := range pack {
		pack[i] = Card(i)
	}
	m.rng.Shuffle(len(pack), func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	var hands [2][3]Card
	elder := 1 - m.dealer
	for i := 0; i < 3; i++ {
		hands[elder][i] = pack[2*i]
		hands[m.dealer][i] = pack[2*i+1]
	}
	m.startDeal(hands, pack[6])
}

// startDeal plays a deal from the cards given (hands by seat) up to the
// first lay: the jack turned up, both shows, then the elder to lead. Tests
// use it to set up positions.
func (m *Match) startDeal(hands [2][3]Card, starter Card) {
	elder := 1 - m.dealer
	m.dealt = hands
	m.starter = starter
	m.held = [2][]Card{slices.Clone(m.dealt[0][:]), slices.Clone(m.dealt[1][:])}
	m.pile, m.by = nil, nil
	m.shows = [2][]Combo{}
	m.went = -1
	m.emit(Dealt{Deal: m.deal, Dealer: m.dealer, Hands: m.dealt})
	m.emit(StarterTurned{Card: m.starter})

	if m.starter.Rank() == Jack {
		c := Combo{Kind: JackTurned, Cards: []Card{m.starter}, Points: 2}
		_, won := m.award(m.dealer, []Combo{c})
		m.emit(Scored{Seat: m.dealer, Combo: c, Points: 2, Scores: m.scores})
		if won {
			m.win(m.dealer)
			return
		}
	}
	for _, seat := range [2]int{elder, m.dealer} {
		combos := Show(m.dealt[seat], m.starter)
		m.shows[seat] = combos
		pts, won := m.award(seat, combos)
		m.emit(Shown{Seat: seat, Hand: m.dealt[seat], Combos: combos, Points: pts, Scores: m.scores})
		if won {
			m.win(seat)
			return
		}
	}
	m.phase = PhaseCount
	m.turn = elder
}

func (m *Match) lay(seat int, card Card) {
	combos := Lay(m.pile, card, m.starter)
	i := slices.Index(m.held[seat], card)
	m.held[seat] = slices.Delete(m.held[seat], i, i+1)
	m.pile = append(m.pile, card)
	m.by = append(m.by, seat)
	count := PileTotal(m.pile)
	pts, won := m.award(seat, combos)
	m.emit(Laid{Seat: seat, Card: card, Count: count, Combos: combos, Points: pts, Scores: m.scores})
	if won {
		m.win(seat)
		return
	}
	if count == MaxCount {
		m.emit(ThirtyOneMade{Seat: seat})
		m.endHand()
		return
	}
	next := 1 - seat
	if m.canLay(next) {
		m.turn = next
		return
	}
	m.went = next
	m.emit(Go{Seat: next, Count: count, NoCards: len(m.held[next]) == 0})
	c := Combo{Kind: LastCard, Cards: []Card{card}, Points: 1}
	_, won = m.award(seat, []Combo{c})
	m.emit(Scored{Seat: seat, Combo: c, Points: 1, Scores: m.scores})
	if won {
		m.win(seat)
		return
	}
	m.endHand()
}

func (m *Match) canLay(seat int) bool {
	count := PileTotal(m.pile)
	for _, c := range m.held[seat] {
		if Fits(count, c) {
			return true
		}
	}
	return false
}

func (m *Match) endHand() {
	d := FinishedDeal{Deal: m.deal, Dealer: m.dealer, Starter: m.starter, Hands: m.dealt}
	d.NPile = copy(d.Pile[:], m.pile)
	for i := 0; i < d.NPile; i++ {
		d.PileBy[i] = int8(m.by[i])
	}
	m.done = append(m.done, d)
	m.emit(HandEnded{
		Deal: m.deal, Dealer: m.dealer, Starter: m.starter, Hands: m.dealt,
		Shows:    m.shows,
		Unplayed: [2][]Card{slices.Clone(m.held[0]), slices.Clone(m.held[1])},
		Scores:   m.scores,
	})
	m.dealer = 1 - m.dealer
	m.turn = -1
	m.newDeal()
}

// Clone returns an independent copy of the match, including its random
// source, so that both copies go on identically under the same actions.
func (m *Match) Clone() *Match {
	c := *m
	src := *m.src
	c.src = &src
	c.rng = rand.New(c.src)
	c.held = [2][]Card{slices.Clone(m.held[0]), slices.Clone(m.held[1])}
	c.pile = slices.Clone(m.pile)
	c.by = slices.Clone(m.by)
	c.events = slices.Clone(m.events)
	c.done = slices.Clone(m.done)
	return &c
}
