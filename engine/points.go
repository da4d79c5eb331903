// How points reach the score: the target, games won and the match's end.

package engine

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

// LoserLine is the score a losing side must reach to escape the kind of
// win k (a skunk, a lurch) under r, read from r's scorer so that the
// words need not know each game's line; 0 where k never arises.
func (r *Rules) LoserLine(k Kind) int {
	_, line := r.Worth(k)
	return line
}

// Worth is what the kind of win k is worth under r, in game points, and
// its line (LoserLine); 0 and 0 where k never arises.
func (r *Rules) Worth(k Kind) (points, line int) {
	if r.Score == nil || k == 0 {
		return 0, 0
	}
	losers := make([]int, max(1, r.Sides()-1))
	for x := 0; x <= r.Target; x++ {
		for i := range losers {
			losers[i] = x
		}
		if pts, got := r.Score.GamePoints(r.Target, r.Target, losers); got == k {
			points, line = pts, x+1
		}
	}
	return points, line
}
