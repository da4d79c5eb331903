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

func (m *Match) receiver(r Receiver) int {
	if r == ToElder {
		return m.elder()
	}
	return m.dealer
}

// award adds combos to seat's side in order, stopping the moment the target
// is reached: nothing after it is scored. It returns the points taken and
// whether the side has won.
func (m *Match) award(seat int, combos []Combo) (int, bool) {
	side := m.rules.SideOf(seat)
	taken := 0
	for _, c := range combos {
		m.scores[side] += c.Points
		taken += c.Points
		if m.reached(side) {
			return taken, true
		}
	}
	return taken, false
}

// reached reports whether side has reached the target on points it truly
// holds: a declaration still to be checked counts only as far as it is
// true, so nobody wins on a false one before its check (decision in
// docs/games/macgregor.md).
func (m *Match) reached(side int) bool {
	return m.scores[side]-m.pendingExcess(side) >= m.rules.Target
}

// pendingExcess is what side's declarations still to be checked this deal
// claimed beyond the truth.
func (m *Match) pendingExcess(side int) int {
	x := 0
	for _, d := range m.decls {
		if m.rules.SideOf(d.seat) == side {
			x += max(0, d.declared-Total(d.truth))
		}
	}
	return x
}

// score awards one combination outside the show and the count, as a
// Scored event; it reports whether that won (the match is then decided).
func (m *Match) score(seat int, c Combo) bool {
	_, won := m.award(seat, []Combo{c})
	m.emit(Scored{Seat: seat, Combo: c, Points: c.Points, Scores: m.Scores()})
	if won {
		m.win(seat)
	}
	return won
}

// win ends the game that seat's side has just reached the target in, and
// the match when the side has won enough games.
func (m *Match) win(seat int) {
	// The hands are turned up: the deal's declarations are checked first.
	for _, d := range m.decls {
		m.emit(m.apply(d))
	}
	m.decls = nil
	side := m.rules.SideOf(seat)
	var losers []int
	for s, v := range m.scores {
		if s != side {
			losers = append(losers, v)
		}
	}
	pts, kind := m.rules.Score.GamePoints(m.rules.Target, m.scores[side], losers)
	m.games[side]++
	m.turn = -1
	if m.games[side] >= m.rules.GamesToWin {
		m.winner = side
		m.phase = PhaseOver
		m.emit(Won{Seat: seat, Scores: m.Scores(), Side: side, GamePoints: pts, Result: kind, Games: m.Games()})
		return
	}
	m.phase = PhaseGameOver
	m.emit(GameWon{Seat: seat, Side: side, Scores: m.Scores(), GamePoints: pts, Result: kind, Games: m.Games()})
}

// cut draws a card for each seat still cutting until the lowest rank is
// one seat's; that seat deals. Seats tied for lowest cut again.
func (m *Match) cut() {
	cutting := make([]int, m.n())
	for s := range cutting {
		cutting[s] = s
	}
	for {
		cards := hidden(m.n())
		var drawn []Card // ascending
		for _, s := range cutting {
			// The k-th draw is uniform over the cards not yet drawn.
			c := Card(m.rng.IntN(52 - len(drawn)))
			for _, d := range drawn {
				if c >= d {
					c++
				}
			}
			cards[s] = c
			i, _ := slices.BinarySearch(drawn, c)
			drawn = slices.Insert(drawn, i, c)
		}
		low := King + 1
		for _, s := range cutting {
			low = min(low, cards[s].Rank())
		}
		var tied []int
		for _, s := range cutting {
			if cards[s].Rank() == low {
				tied = append(tied, s)
			}
		}
		if len(tied) > 1 {
			m.emit(Cut{Cards: cards, Dealer: -1})
			cutting = tied
			continue
		}
		m.dealer = tied[0]
		m.emit(Cut{Cards: cards, Dealer: m.dealer})
		return
	}
}

// newDeal shuffles and deals one card at a time, from the seat after the
// dealer round to the dealer, then any crib cards from the pack.
func (m *Match) newDeal() {
	m.deal++
	for i := range m.pack {
		m.pack[i] = Card(i)
	}
	m.rng.Shuffle(len(m.pack), func(i, j int) { m.pack[i], m.pack[j] = m.pack[j], m.pack[i] })
	n, k := m.n(), m.rules.Deal
	hands := make([][]Card, n)
	for s := range hands {
		hands[s] = make([]Card, k)
	}
	for i := 0; i < k; i++ {
		for j := 0; j < n; j++ {
			hands[(m.dealer+1+j)%n][i] = m.pack[i*n+j]
		}
	}
	m.next = n * k
	m.crib = nil
	if k := m.rules.CribFromPack; k > 0 {
		m.crib = slices.Clone(m.pack[m.next : m.next+k])
		m.next += k
	}
	m.startDeal(hands)
}

// startDeal resets the deal's state for hands (by seat) and records the
// deal; the steps run from run(). Tests use it to set up positions.
func (m *Match) startDeal(hands [][]Card) {
	n := m.n()
	m.dealt = hands
	m.kept = make([][]Card, n)
	m.held = make([][]Card, n)
	for s, h := range hands {
		m.kept[s] = slices.Clone(h)
		m.held[s] = slices.Clone(h)
	}
	m.discards = make([][]Card, n)
	m.starter = NoCard
	m.step, m.shown, m.play, m.cribUp, m.cribDone = 0, 0, 0, false, false
	m.pile, m.by, m.lays, m.laysBy = nil, nil, nil, nil
	m.series, m.last = 0, -1
	for s := range m.wentAt {
		m.wentAt[s] = -1
	}
	m.shows = make([][]Combo, n)
	m.said = make([][]Combo, n)
	m.upturned = make([]bool, n)
	m.cribShow = nil
	m.mog = mogState{}
	m.claim = claimState{}
	m.decls = nil
	m.turn = -1
	m.phase = phaseRunning
	m.emit(Dealt{Deal: m.deal, Dealer: m.dealer, Hands: cloneHands(hands), Crib: len(m.crib)})
	if m.newGame {
		m.newGame = false
		if g := m.rules.GameStart; g.Points > 0 {
			m.score(m.receiver(m.rules.GameStartTo), g)
		}
	}
}

func cloneHands(hs [][]Card) [][]Card {
	out := make([][]Card, len(hs))
	for i, h := range hs {
		out[i] = slices.Clone(h)
	}
	return out
}

// run plays the deal's steps until a seat must decide or the game is won.
func (m *Match) run() {
	for m.phase == phaseRunning {
		if m.step >= len(m.rules.Order) {
			m.endHand()
			continue
		}
		if m.runStep(m.rules.Order[m.step]) {
			m.step++
		}
	}
}

// runStep does what step s can do without a decision. It returns true when
// the step is over; otherwise it has set the phase a decision waits in, or
// the game is won.
func (m *Match) runStep(s Step) bool {
	switch s {
	case StepDiscard:
		if m.allDiscarded() {
			return true
		}
		m.phase = PhaseDiscard
		return false
	case StepStarter:
		m.starter = m.pack[m.next]
		m.next++
		m.emit(StarterTurned{Card: m.starter})
		if c, who := m.rules.Score.TurnUp(m.starter); who != Nobody && m.score(m.receiver(who), c) {
			return false
		}
		return true
	case StepMog:
		if m.mog.stage == 3 {
			return true
		}
		m.mog.pass = hidden(m.n())
		m.phase, m.turn = PhaseMog, m.elder()
		return false
	case StepShows:
		for m.shown < m.n() {
			seat := (m.elder() + m.shown) % m.n()
			if !m.show(seat, false) {
				return false
			}
			m.shown++
		}
		return true
	case StepPlay:
		switch m.play {
		case 0:
			m.play = 1
			m.phase, m.turn = PhaseCount, m.elder()
			return false
		case 1:
			return false // cannot happen: the count waits in PhaseCount
		}
		return true
	case StepCrib:
		if m.cribDone {
			return true
		}
		if !m.show(m.dealer, true) {
			return false
		}
		m.cribDone = true
		return true
	}
	return true
}

// show counts seat's hand (or the crib) and reports whether the step may go
// on: false when a claim is awaited or the game is won.
func (m *Match) show(seat int, crib bool) bool {
	hand := m.kept[seat]
	if crib {
		hand = m.crib
	}
	truth := m.rules.Score.Show(hand, m.starter, crib)
	if crib {
		m.cribUp = true
		m.cribShow = truth
	} else {
		m.shows[seat] = truth
	}
	if m.rules.Claims != ClaimNone {
		m.claim = claimState{seat: seat, crib: crib, truth: truth}
		m.phase, m.turn = PhaseClaim, seat
		return false
	}
	faceUp := m.play == 2
	if !crib {
		m.said[seat] = append([]Combo{}, truth...)
		if !faceUp {
			m.said[seat] = Declaration(truth)
		}
		m.upturned[seat] = faceUp
	}
	pts, won := m.award(seat, truth)
	m.emit(Shown{Seat: seat, Hand: slices.Clone(hand), Combos: truth, Points: pts, Scores: m.Scores(),
		Crib: crib, FaceUp: faceUp})
	if won {
		m.win(seat)
		return false
	}
	return true
}

// lay plays card for seat and goes on: the next to lay, a go, the end of a
// series or of the play.
func (m *Match) lay(seat int, card Card) {
	combos := m.rules.Score.Lay(m.pile, card, m.starter)
	i := slices.Index(m.held[seat], card)
	m.held[seat] = slices.Delete(m.held[seat], i, i+1)
	m.pile = append(m.pile, card)
	m.by = append(m.by, seat)
	m.lays = append(m.lays, card)
	m.laysBy = append(m.laysBy, seat)
	m.last = seat
	count := PileTotal(m.pile)
	pts, won := m.award(seat, combos)
	m.emit(Laid{Seat: seat, Card: card, Count: count, Combos: combos, Points: pts, Scores: m.Scores()})
	if won {
		m.win(seat)
		return
	}
	if count == MaxCount {
		m.emit(ThirtyOneMade{Seat: seat})
		m.endSeries()
		return
	}
	n := m.n()
	if m.rules.Play.GoEndsCount {
		next := (seat + 1) % n
		if m.canLay(next) {
			m.turn = next
			return
		}
		m.wentAt[next] = count
		m.emit(Go{Seat: next, Count: count, NoCards: len(m.held[next]) == 0})
		if m.score(seat, Combo{Kind: LastCard, Cards: []Card{card}, Points: 1}) {
			return
		}
		m.endPlay()
		return
	}
	// The others keep laying in turn while able, the last to lay included.
	for k := 1; k <= n; k++ {
		t := (seat + k) % n
		if m.canLay(t) {
			m.turn = t
			return
		}
		if k < n && m.wentAt[t] < 0 && len(m.held[t]) > 0 {
			m.wentAt[t] = count
			m.emit(Go{Seat: t, Count: count})
		}
	}
	if m.score(seat, Combo{Kind: LastCard, Cards: []Card{card}, Points: 1}) {
		return
	}
	m.endSeries()
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

// endSeries closes a series at 31 or when nobody can lay: with several
// series the next starts from zero, led by the first seat after the last
// to lay that still holds cards; otherwise the play is over.
func (m *Match) endSeries() {
	if !m.rules.Play.Series {
		m.endPlay()
		return
	}
	leader := -1
	for k := 1; k <= m.n(); k++ {
		if t := (m.last + k) % m.n(); len(m.held[t]) > 0 {
			leader = t
			break
		}
	}
	m.emit(SeriesEnded{Series: m.series + 1, Count: PileTotal(m.pile), Leader: leader})
	if leader < 0 {
		m.endPlay()
		return
	}
	m.series++
	m.pile, m.by = nil, nil
	for s := range m.wentAt {
		m.wentAt[s] = -1
	}
	m.turn = leader
}

func (m *Match) endPlay() {
	m.play = 2
	m.turn = -1
	m.phase = phaseRunning
}

// endHand settles what is left to settle, records the deal as turned face
// up, and deals the next.
func (m *Match) endHand() {
	if !m.settleAll() {
		return
	}
	d := FinishedDeal{Deal: m.deal, Dealer: m.dealer, Starter: m.starter, Hands: cloneHands(m.kept),
		Crib: slices.Clone(m.crib), Pile: slices.Clone(m.lays)}
	for _, s := range m.laysBy {
		d.PileBy = append(d.PileBy, int8(s))
	}
	m.done = append(m.done, d)
	m.emit(HandEnded{
		Deal: m.deal, Dealer: m.dealer, Starter: m.starter, Hands: cloneHands(m.kept),
		Shows: slices.Clone(m.shows), Crib: slices.Clone(m.crib), CribShow: m.cribShow,
		Unplayed: cloneHands(m.held), Scores: m.Scores(),
	})
	m.dealer = (m.dealer + 1) % m.n()
	m.turn = -1
	m.newDeal()
}

// nextGame starts the next game of a match: the scores back to 0 and the
// deal passing on as if no game had ended (noddy-macgregor.md, option 3b).
func (m *Match) nextGame() {
	for s := range m.scores {
		m.scores[s] = 0
	}
	m.newGame = true
	m.dealer = (m.dealer + 1) % m.n()
	m.newDeal()
}

// discard lays out seat's cards; the last seat to do so makes the crib.
func (m *Match) discard(seat int, cards []Card) {
	out := slices.Clone(cards)
	m.discards[seat] = out
	for _, c := range out {
		i := slices.Index(m.held[seat], c)
		m.held[seat] = slices.Delete(m.held[seat], i, i+1)
		i = slices.Index(m.kept[seat], c)
		m.kept[seat] = slices.Delete(m.kept[seat], i, i+1)
	}
	m.emit(Discarded{Seat: seat, Cards: slices.Clone(out)})
	if !m.allDiscarded() {
		return // others still to lay out: stay in PhaseDiscard
	}
	crib := slices.Clone(m.crib)
	for k := range m.n() {
		crib = append(crib, m.discards[(m.elder()+k)%m.n()]...)
	}
	m.crib = crib
	m.phase = phaseRunning
}

func (m *Match) allDiscarded() bool {
	for _, d := range m.discards {
		if d == nil {
			return false
		}
	}
	return true
}

func (m *Match) mogAction(a Action) {
	switch a.Kind {
	case ActMogOffer:
		m.emit(MogOffered{Seat: a.Seat, Offer: a.Yes})
		if !a.Yes {
			m.endMog(m.dealer)
			return
		}
		m.mog.stage, m.turn = 1, m.dealer
	case ActMogReply:
		m.emit(MogReplied{Seat: a.Seat, Accept: a.Yes})
		if !a.Yes {
			m.endMog(m.elder())
			return
		}
		m.mog.stage, m.turn = 2, -1
	case ActMogPass:
		m.mog.pass[a.Seat] = a.Card
		m.emit(MogChosen{Seat: a.Seat, Card: a.Card})
		for _, c := range m.mog.pass {
			if c == NoCard {
				return
			}
		}
		// Both chosen: the cards change hands at the same moment (two
		// seats: each gets the other's).
		for s, c := range m.mog.pass {
			got := m.mog.pass[(s+1)%m.n()]
			m.held[s][slices.Index(m.held[s], c)] = got
			m.kept[s][slices.Index(m.kept[s], c)] = got
		}
		m.emit(Mogged{Cards: slices.Clone(m.mog.pass)})
		m.endMog(-1)
	}
}

// endMog closes the mog; point is the seat the mog point goes to, or -1.
func (m *Match) endMog(point int) {
	m.mog.stage = 3
	m.turn = -1
	m.phase = phaseRunning
	if point >= 0 {
		m.score(point, Combo{Kind: Mog, Points: 1})
	}
}

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
