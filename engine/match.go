package engine

import (
	"math/rand/v2"
	"slices"
)

// Phase is where a match stands between actions. The steps that need no
// decision (the deal, the starter, shows the table counts) run inside
// NewMatch and Apply, so a caller only sees a match waiting for a seat, or
// over.
type Phase uint8

// The phases a caller can see.
const (
	phaseRunning  Phase = iota // inside Apply: a step is under way
	PhaseCount                 // a seat is to lay a card
	PhaseOver                  // the match is won
	PhaseDiscard               // seats are to lay out to the crib, in any order
	PhaseMog                   // Costly Colours: an offer, a reply, or the cards to pass
	PhaseClaim                 // a seat is to claim or declare a show
	PhaseCall                  // a seat may call muggins or "False" on a show, or let it stand
	PhaseGameOver              // a game of the match is won: the next waits for ActNextGame
)

var phaseNames = [...]string{"running", "count", "over", "discard", "mog", "claim", "call", "game-over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "Phase(?)"
}

// Match is one match of a rule set: a state machine driven by actions,
// recording every event. Create it with NewMatch; the zero value is not
// usable.
type Match struct {
	rules Rules
	seed  uint64
	src   *rand.PCG // kept beside rng so that Clone can copy its state
	rng   *rand.Rand
	phase Phase

	deal, dealer int
	dealtBy      int // the first dealer given (NewMatchDealing), or -1 when the seats cut
	pack         [52]Card
	next         int      // the pack's next card to deal
	dealt        [][]Card // by seat, as dealt
	kept         [][]Card // by seat, the hand that shows (after discards and a mog)
	held         [][]Card // by seat, not yet laid
	discards     [][]Card // by seat; nil until the seat has laid out
	crib         []Card
	starter      Card
	step         int  // index in rules.Order of the step under way
	shown        int  // shows done in StepShows
	play         int  // 0 before the play, 1 under way, 2 over
	cribUp       bool // the crib is turned for its show
	cribDone     bool

	pile   []Card // this series
	by     []int
	lays   []Card // every lay this deal, all series
	laysBy []int
	series int
	turn   int
	last   int   // seat that laid last in this series, -1
	wentAt []int // by seat: the count at its go this series, -1

	scores   []int     // by side
	games    []int     // by side: games won
	shows    [][]Combo // by seat, the truth; nil until counted
	said     [][]Combo // by seat, what the others heard (never nil once shown)
	upturned []bool    // by seat, the hand is face up on the table
	cribShow []Combo
	mog      mogState
	claim    claimState
	decls    []declaration // declarations to settle at the end of the deal
	newGame  bool          // the next deal is the first of a game

	winner  int
	events  []Event
	actions []Action // every action accepted, in order
	done    []FinishedDeal
}

// mogState is an accepted or pending mog: stage 0 waits for the elder's
// offer, 1 for the dealer's reply, 2 for both cards, 3 is over.
type mogState struct {
	stage int
	pass  []Card // by seat, NoCard until chosen
}

// claimState is the show being claimed, or the claim open to calls.
type claimState struct {
	seat    int
	crib    bool
	truth   []Combo
	missed  []Combo // muggins: what the claim left out
	callers []int   // seats still to answer, in order
	decl    int     // declared total (calls)
	winning bool    // the declaration reached the target: it wins only if it stands
}

// declaration is a declared show awaiting its check.
type declaration struct {
	seat, caller int // caller -1: checked without a call
	declared     int
	truth        []Combo
	crib         bool
}

// NewMatch starts a match of rules r from seed: cuts for the first deal,
// deals, and plays on to the first decision (or the end, when the first
// deal already wins). The same rules and seed give the same events on
// every platform. An unplayable rule set gives a *RulesError (ErrBadTarget
// for a target outside 1..1000).
func NewMatch(r Rules, seed uint64) (*Match, error) { return newMatch(r, seed, -1) }

// NewMatchDealing starts a match as NewMatch does, but with no cut: dealer
// deals the first deal. A match played again at the same table crosses
// from the last one this way (the seat after its last dealer deals).
// A dealer outside the seats gives a *RulesError.
func NewMatchDealing(r Rules, seed uint64, dealer int) (*Match, error) {
	if dealer < 0 || dealer >= r.Seats {
		return nil, &RulesError{Err: ErrBadRules, Why: "no such dealer"}
	}
	return newMatch(r, seed, dealer)
}

// newMatch cuts for the first dealer unless dealer is a seat.
func newMatch(r Rules, seed uint64, dealer int) (*Match, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	r.Options = slices.Clone(r.Options)
	r.Order = slices.Clone(r.Order)
	if r.GamesToWin < 1 {
		r.GamesToWin = 1
	}
	src := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	n := r.Seats
	m := &Match{
		rules:  r,
		seed:   seed,
		src:    src,
		rng:    rand.New(src),
		winner: -1,
		turn:   -1,
		last:   -1,
		scores: make([]int, r.Sides()),
		games:  make([]int, r.Sides()),
		wentAt: make([]int, n),
	}
	m.newGame = true
	m.dealtBy = dealer
	if dealer >= 0 {
		m.dealer = dealer
	} else {
		m.cut()
	}
	m.newDeal()
	m.run()
	return m, nil
}

// Restart returns a new match as m began: its rules, its seed and its
// first dealer (cut for, or given to NewMatchDealing). Replaying m's
// actions on it gives m again.
func (m *Match) Restart() (*Match, error) { return newMatch(m.rules, m.seed, m.dealtBy) }

// Rules returns the match's rule set.
func (m *Match) Rules() Rules { return m.rules }

// Seed returns the seed the match was created from.
func (m *Match) Seed() uint64 { return m.seed }

// Phase returns what the match waits for, or PhaseOver once won.
func (m *Match) Phase() Phase { return m.phase }

// Turn returns the seat to act where one seat acts at a time (a lay, an
// offer, a claim, a call), or -1 (the match over, or seats acting at once:
// see Waiting).
func (m *Match) Turn() int { return m.turn }

// Waiting returns the seats that may act now, lowest first.
func (m *Match) Waiting() []int {
	var out []int
	for s := range m.rules.Seats {
		if len(m.Legal(s)) > 0 {
			out = append(out, s)
		}
	}
	return out
}

// Winner returns the winning side (the seat, unless seats play in
// partnerships), or -1 while the match goes on.
func (m *Match) Winner() int { return m.winner }

// Scores returns the scores by side. The slice is a copy.
func (m *Match) Scores() []int { return slices.Clone(m.scores) }

// Games returns the games each side has won. The slice is a copy.
func (m *Match) Games() []int { return slices.Clone(m.games) }

// Events returns every event so far, oldest first. The slice is shared:
// do not modify it.
func (m *Match) Events() []Event { return m.events }

// Actions returns every action the match accepted, in order: with the
// rules and the seed they replay it. The slice is shared: do not modify it.
func (m *Match) Actions() []Action { return m.actions }

// Hand returns the cards seat holds and has not laid. It is the truth,
// for a referee or a measuring stick; a player decides from its View.
func (m *Match) Hand(seat int) []Card {
	if seat < 0 || seat >= len(m.held) {
		return nil
	}
	return slices.Clone(m.held[seat])
}

// LegalCards returns the cards seat may lay now, in the order held: those
// that keep the count at 31 or under. It is empty unless the seat is to
// lay.
func (m *Match) LegalCards(seat int) []Card {
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

// Legal returns every action seat may take now. A discard lists each
// choice of cards (in the order held); a claim lists the full claim,
// though any part of it that is true may be claimed, and a declaration
// the true one, though any declaration of kinds this game scores is
// accepted (Apply checks). It is empty when the seat may not act.
func (m *Match) Legal(seat int) []Action {
	if seat < 0 || seat >= m.rules.Seats {
		return nil
	}
	yesNo := func(k ActionKind) []Action {
		return []Action{{Seat: seat, Kind: k, Yes: true}, {Seat: seat, Kind: k}}
	}
	switch m.phase {
	case PhaseCount:
		var out []Action
		for _, c := range m.LegalCards(seat) {
			out = append(out, Action{Seat: seat, Card: c})
		}
		return out
	case PhaseDiscard:
		if m.discards[seat] != nil {
			return nil
		}
		var out []Action
		for _, cs := range choose(m.held[seat], m.rules.ToCrib) {
			out = append(out, Action{Seat: seat, Kind: ActDiscard, Cards: cs})
		}
		return out
	case PhaseMog:
		switch {
		case m.mog.stage == 0 && seat == m.turn:
			return yesNo(ActMogOffer)
		case m.mog.stage == 1 && seat == m.turn:
			return yesNo(ActMogReply)
		case m.mog.stage == 2 && m.mog.pass[seat] == NoCard:
			var out []Action
			for _, c := range m.held[seat] {
				out = append(out, Action{Seat: seat, Kind: ActMogPass, Card: c})
			}
			return out
		}
	case PhaseClaim:
		if seat == m.turn {
			cs := slices.Clone(m.claim.truth)
			if m.rules.Claims != ClaimMuggins {
				cs = Declaration(cs)
			}
			return []Action{{Seat: seat, Kind: ActClaim, Combos: cs}}
		}
	case PhaseCall:
		if seat == m.turn {
			return yesNo(ActCall)
		}
	case PhaseGameOver:
		return []Action{{Seat: seat, Kind: ActNextGame}}
	}
	return nil
}

// choose lists every k-card subset of cs, in order.
func choose(cs []Card, k int) [][]Card {
	var out [][]Card
	var pick []Card
	var rec func(i int)
	rec = func(i int) {
		if len(pick) == k {
			out = append(out, slices.Clone(pick))
			return
		}
		for j := i; j <= len(cs)-(k-len(pick)); j++ {
			pick = append(pick, cs[j])
			rec(j + 1)
			pick = pick[:len(pick)-1]
		}
	}
	rec(0)
	return out
}

// Apply takes one seat's action and plays on to the next decision. It
// returns the events caused, in order. A refused action returns an
// *ActionError and changes nothing.
func (m *Match) Apply(a Action) ([]Event, error) {
	if err := m.check(a); err != nil {
		return nil, &ActionError{Action: a, Count: PileTotal(m.pile), Err: err}
	}
	start := len(m.events)
	m.actions = append(m.actions, a)
	switch a.Kind {
	case ActLay:
		m.lay(a.Seat, a.Card)
	case ActDiscard:
		m.discard(a.Seat, a.Cards)
	case ActMogOffer, ActMogReply, ActMogPass:
		m.mogAction(a)
	case ActClaim:
		m.claimShow(a.Combos)
	case ActCall:
		m.call(a.Yes)
	case ActNextGame:
		m.nextGame()
	}
	m.run()
	return slices.Clip(m.events[start:]), nil
}

func (m *Match) check(a Action) error {
	switch {
	case m.phase == PhaseOver:
		return ErrMatchOver
	case a.Seat < 0 || a.Seat >= m.rules.Seats:
		return ErrBadSeat
	}
	switch a.Kind {
	case ActLay:
		switch {
		case m.phase != PhaseCount || a.Seat != m.turn:
			return ErrNotYourTurn
		case !slices.Contains(m.held[a.Seat], a.Card):
			return ErrNotHeld
		case !Fits(PileTotal(m.pile), a.Card):
			return ErrPastThirtyOne
		}
		return nil
	case ActDiscard:
		switch {
		case m.phase != PhaseDiscard:
			return ErrWrongAction
		case m.discards[a.Seat] != nil:
			return ErrAlreadyActed
		case len(a.Cards) != m.rules.ToCrib:
			return ErrBadDiscard
		}
		for i, c := range a.Cards {
			if !slices.Contains(m.held[a.Seat], c) || slices.Contains(a.Cards[:i], c) {
				return ErrBadDiscard
			}
		}
		return nil
	case ActMogPass:
		switch {
		case m.phase != PhaseMog || m.mog.stage != 2:
			return ErrWrongAction
		case m.mog.pass[a.Seat] != NoCard:
			return ErrAlreadyActed
		case !slices.Contains(m.held[a.Seat], a.Card):
			return ErrNotHeld
		}
		return nil
	case ActMogOffer, ActMogReply:
		stage := map[ActionKind]int{ActMogOffer: 0, ActMogReply: 1}[a.Kind]
		if m.phase != PhaseMog || m.mog.stage != stage || a.Seat != m.turn {
			return ErrWrongAction
		}
		return nil
	case ActClaim:
		if m.phase != PhaseClaim || a.Seat != m.turn {
			return ErrWrongAction
		}
		return m.checkClaim(a.Combos)
	case ActCall:
		if m.phase != PhaseCall || a.Seat != m.turn {
			return ErrWrongAction
		}
		return nil
	case ActNextGame:
		if m.phase != PhaseGameOver {
			return ErrWrongAction
		}
		return nil
	}
	return ErrWrongAction
}

func (m *Match) emit(e Event) { m.events = append(m.events, e) }

func (m *Match) n() int { return m.rules.Seats }

// elder is the seat after the dealer: it leads and shows first (the pone).
func (m *Match) elder() int { return (m.dealer + 1) % m.n() }

// Clone returns an independent copy of the match, including its random
// source, so that both copies go on identically under the same actions.
func (m *Match) Clone() *Match {
	c := *m
	src := *m.src
	c.src = &src
	c.rng = rand.New(c.src)
	c.rules.Options = slices.Clone(m.rules.Options)
	c.rules.Order = slices.Clone(m.rules.Order)
	c.dealt = cloneHands(m.dealt)
	c.kept = cloneHands(m.kept)
	c.held = cloneHands(m.held)
	c.discards = make([][]Card, len(m.discards))
	for i, d := range m.discards {
		if d != nil {
			c.discards[i] = slices.Clone(d)
		}
	}
	c.crib = slices.Clone(m.crib)
	c.pile = slices.Clone(m.pile)
	c.by = slices.Clone(m.by)
	c.lays = slices.Clone(m.lays)
	c.laysBy = slices.Clone(m.laysBy)
	c.wentAt = slices.Clone(m.wentAt)
	c.scores = slices.Clone(m.scores)
	c.games = slices.Clone(m.games)
	c.shows = slices.Clone(m.shows)
	c.said = slices.Clone(m.said)
	c.upturned = slices.Clone(m.upturned)
	c.mog.pass = slices.Clone(m.mog.pass)
	c.claim.callers = slices.Clone(m.claim.callers)
	c.decls = slices.Clone(m.decls)
	c.events = slices.Clone(m.events)
	c.actions = slices.Clone(m.actions)
	c.done = slices.Clone(m.done)
	return &c
}
