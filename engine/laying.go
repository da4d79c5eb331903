// The play: laying a card to the count, the go, and a series' end.

package engine

import "slices"

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
