// A deal's steps, run between decisions: the cut, the deal, the discards,
// the mog, the shows and the turn to the next deal or game.

package engine

import "slices"

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
