package engine

import "slices"

// Claims: a show claimed by its owner with muggins (cribbage.md,
// "Muggins"), or declared by kinds and points and open to a call of
// "False" (noddy-macgregor.md, option 2) or checked at the end (2b).

// checkClaim reports why combos cannot be claimed for the show under way.
func (m *Match) checkClaim(combos []Combo) error {
	if m.rules.Claims == ClaimMuggins {
		if _, ok := matchClaim(m.claim.truth, combos); !ok {
			return ErrFalseClaim
		}
		return nil
	}
	for _, c := range combos {
		if c.Points <= 0 || !m.rules.Score.Declarable(Combo{Kind: c.Kind, Points: c.Points}) {
			return ErrBadDeclare
		}
	}
	return nil
}

// matchClaim pairs each claimed combination with a distinct one of truth
// (the same kind, points and cards, in any order) and returns the claimed
// ones as truth has them, with the rest of truth; ok is false when a claim
// is not there.
func matchClaim(truth, claim []Combo) (claimed []Combo, ok bool) {
	used := make([]bool, len(truth))
	for _, c := range claim {
		found := false
		for i, t := range truth {
			if !used[i] && t.Kind == c.Kind && t.Points == c.Points && SetOf(t.Cards...) == SetOf(c.Cards...) && len(t.Cards) == len(c.Cards) {
				used[i], found = true, true
				claimed = append(claimed, t)
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	return claimed, true
}

// missedBy is truth less the claimed combinations.
func missedBy(truth, claim []Combo) []Combo {
	used := make([]bool, len(truth))
	for _, c := range claim {
		for i, t := range truth {
			if !used[i] && t.Kind == c.Kind && t.Points == c.Points && SetOf(t.Cards...) == SetOf(c.Cards...) {
				used[i] = true
				break
			}
		}
	}
	var out []Combo
	for i, t := range truth {
		if !used[i] {
			out = append(out, t)
		}
	}
	return out
}

// opponents are the seats not on seat's side, in turn from the seat after.
func (m *Match) opponents(seat int) []int {
	var out []int
	for k := 1; k < m.n(); k++ {
		if t := (seat + k) % m.n(); m.rules.SideOf(t) != m.rules.SideOf(seat) {
			out = append(out, t)
		}
	}
	return out
}

func (m *Match) claimShow(combos []Combo) {
	c := &m.claim
	hand := m.kept[c.seat]
	if c.crib {
		hand = m.crib
	}
	faceUp := m.play == 2
	if m.rules.Claims == ClaimMuggins {
		claimed, _ := matchClaim(c.truth, combos)
		if !c.crib {
			m.said[c.seat] = append([]Combo{}, claimed...)
			m.upturned[c.seat] = faceUp
		}
		pts, won := m.award(c.seat, claimed)
		m.emit(Shown{Seat: c.seat, Hand: slices.Clone(hand), Combos: claimed, Points: pts, Scores: m.Scores(),
			Crib: c.crib, FaceUp: faceUp, Claimed: true})
		if won {
			m.win(c.seat)
			return
		}
		c.missed = missedBy(c.truth, claimed)
		if Total(c.missed) == 0 {
			m.finishShow()
			return
		}
		c.callers = m.opponents(c.seat)
		m.phase, m.turn = PhaseCall, c.callers[0]
		return
	}
	// Declared: the total is pegged at once, in full; a declaration that
	// reaches the target wins only once it stands.
	decl := Declaration(combos)
	if !c.crib {
		m.said[c.seat] = append([]Combo{}, decl...)
	}
	c.decl = Total(decl)
	side := m.rules.SideOf(c.seat)
	m.scores[side] += c.decl
	c.winning = m.reached(side)
	m.emit(Shown{Seat: c.seat, Hand: slices.Clone(hand), Combos: decl, Points: c.decl, Scores: m.Scores(),
		Crib: c.crib, FaceUp: faceUp, Declared: true})
	d := declaration{seat: c.seat, caller: -1, declared: c.decl, truth: c.truth, crib: c.crib}
	if m.rules.Claims == ClaimChecked {
		if c.winning {
			m.settleNow(d)
			return
		}
		m.decls = append(m.decls, d)
		m.finishShow()
		return
	}
	c.callers = m.opponents(c.seat)
	m.phase, m.turn = PhaseCall, c.callers[0]
}

// call answers the open claim for the seat to answer: yes calls muggins, or
// "False".
func (m *Match) call(yes bool) {
	c := &m.claim
	caller := m.turn
	m.emit(CallMade{Seat: caller, Of: c.seat, Call: yes})
	if m.rules.Claims == ClaimMuggins {
		if yes {
			pts, won := m.award(caller, c.missed)
			m.emit(MugginsCalled{Seat: caller, Of: c.seat, Crib: c.crib, Combos: c.missed, Points: pts, Scores: m.Scores()})
			if won {
				m.win(caller)
				return
			}
			m.finishShow()
			return
		}
		if c.callers = c.callers[1:]; len(c.callers) > 0 {
			m.turn = c.callers[0]
			return
		}
		m.finishShow() // uncalled missed points are lost
		return
	}
	d := declaration{seat: c.seat, caller: caller, declared: c.decl, truth: c.truth, crib: c.crib}
	switch {
	case yes && c.winning:
		m.settleNow(d)
	case yes:
		m.decls = append(m.decls, d)
		m.finishShow()
	case len(c.callers) > 1:
		c.callers = c.callers[1:]
		m.turn = c.callers[0]
	case c.winning:
		m.win(c.seat) // it stands, and it reached the target
	default:
		m.finishShow() // it stands as declared, for good
	}
}

// settleNow checks a declaration that reached the target at once, the
// hand turned up: the declarer wins if still there after the check;
// otherwise the deal goes on with that hand face up (option 2, rule 5).
func (m *Match) settleNow(d declaration) {
	m.upturned[d.seat] = true
	m.said[d.seat] = append([]Combo{}, d.truth...)
	if m.settle(d) {
		return
	}
	if m.reached(m.rules.SideOf(d.seat)) {
		m.win(d.seat)
		return
	}
	m.finishShow()
}

// settle checks one declaration against the truth and moves the points;
// it reports whether that won the game (a settlement that takes a player
// to the target wins at that moment).
func (m *Match) settle(d declaration) bool {
	e := m.apply(d)
	m.emit(e)
	winner := -1
	switch {
	case e.Points > 0 && d.caller >= 0 && m.reached(m.rules.SideOf(d.caller)):
		winner = d.caller
	case e.WrongCall > 0 && m.reached(m.rules.SideOf(d.seat)):
		winner = d.seat
	}
	if winner >= 0 {
		m.win(winner)
		return true
	}
	return false
}

// apply moves a declaration's points as its check says and returns the
// event: the excess off the declarer (to the caller, if called), or a
// wrong call's 2 to the declarer.
func (m *Match) apply(d declaration) Settled {
	truth := Total(d.truth)
	e := Settled{Seat: d.seat, Caller: d.caller, Declared: d.declared, True: truth, Combos: d.truth,
		Hand: slices.Clone(m.kept[d.seat])}
	side := m.rules.SideOf(d.seat)
	switch {
	case d.declared > truth:
		e.Points = d.declared - truth
		m.scores[side] -= e.Points
		if d.caller >= 0 {
			m.scores[m.rules.SideOf(d.caller)] += e.Points
		}
	case d.caller >= 0:
		e.WrongCall = 2
		m.scores[side] += 2
	}
	e.Scores = m.Scores()
	return e
}

// settleAll checks the deal's open declarations in show order; it reports
// whether the deal may end (false: a settlement won the game).
func (m *Match) settleAll() bool {
	for len(m.decls) > 0 {
		d := m.decls[0]
		m.decls = m.decls[1:]
		if m.settle(d) {
			return false
		}
	}
	return true
}

func (m *Match) finishShow() {
	if m.claim.crib {
		m.cribDone = true
	} else {
		m.shown++
	}
	m.claim = claimState{}
	m.turn = -1
	m.phase = phaseRunning
}
