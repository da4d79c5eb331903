package engine

// Perfect-information search of the rest of a count: both hands known, the
// count played out by minimax with alpha-beta. A count has at most six
// lays and three cards a hand, so a whole tree is a few dozen nodes.

// Valuation is what the search maximises at the end of a count.
type Valuation uint8

// The two valuations.
const (
	// WinChance values an outcome by the chance of winning the match from
	// it: 1 when the searching seat reaches the target (at that moment,
	// even mid-count: rules, "Winning"), 0 when the other does, else the
	// match-equity table at the scores after the count, with the deal
	// passed to the other seat.
	WinChance Valuation = iota
	// PointsDiff values an outcome by the searching seat's points in the
	// rest of the count less the other seat's, ignoring the match.
	PointsDiff
)

// countPos is a count in progress with both hands known.
type countPos struct {
	pile    [8]Card
	n       int
	count   int
	hands   [2][3]Card
	nh      [2]int
	scores  [2]int
	turn    int
	starter Card
}

// searcher holds what is fixed during one search.
type searcher struct {
	me     int
	target int
	dealer int // this deal's dealer; the other seat deals next
	val    Valuation
	start  [2]int // scores when the search began (PointsDiff)
	nodes  int
	eq     *equityTable
}

// posFromView builds the count position of v with the other seat holding opp.
func posFromView(v *View, opp []Card) countPos {
	p := countPos{count: v.Count, scores: v.Scores, turn: v.Turn, starter: v.Starter}
	p.n = copy(p.pile[:], v.Pile)
	p.nh[v.Seat] = copy(p.hands[v.Seat][:], v.Hand)
	p.nh[1-v.Seat] = copy(p.hands[1-v.Seat][:], opp)
	return p
}

func (p *countPos) canLay(seat int) bool {
	for i := 0; i < p.nh[seat]; i++ {
		if Fits(p.count, p.hands[seat][i]) {
			return true
		}
	}
	return false
}

// play lays the i-th card of the seat to move and returns the new position
// and whether the count (or the match) has ended.
func (s *searcher) play(p countPos, i int) (countPos, bool) {
	seat := p.turn
	c := p.hands[seat][i]
	pts := LayPoints(p.pile[:p.n], c, p.starter)
	p.hands[seat][i] = p.hands[seat][p.nh[seat]-1]
	p.nh[seat]--
	p.pile[p.n] = c
	p.n++
	p.count += c.Pips()
	p.scores[seat] += pts
	if s.val == WinChance && p.scores[seat] >= s.target {
		return p, true
	}
	if p.count == MaxCount {
		return p, true
	}
	if p.canLay(1 - seat) {
		p.turn = 1 - seat
		return p, false
	}
	p.scores[seat]++ // the other says go: last card
	return p, true
}

// leaf values an ended count for s.me.
func (s *searcher) leaf(p *countPos) float64 {
	if s.val == PointsDiff {
		return float64((p.scores[s.me] - s.start[s.me]) - (p.scores[1-s.me] - s.start[1-s.me]))
	}
	return s.eq.value(p.scores[s.me], p.scores[1-s.me], s.dealer != s.me, s.target)
}

// minimax returns the value for s.me of position p with the seat p.turn to
// lay (and able to), searching with the window (alpha, beta).
func (s *searcher) minimax(p countPos, alpha, beta float64) float64 {
	s.nodes++
	maxing := p.turn == s.me
	best := 1e9
	if maxing {
		best = -1e9
	}
	for i := 0; i < p.nh[p.turn]; i++ {
		if !Fits(p.count, p.hands[p.turn][i]) {
			continue
		}
		q, end := s.play(p, i)
		var v float64
		if end {
			v = s.leaf(&q)
		} else {
			v = s.minimax(q, alpha, beta)
		}
		if maxing {
			if v > best {
				best = v
			}
			alpha = max(alpha, v)
		} else {
			if v < best {
				best = v
			}
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// after returns the value for s.me of laying card (held by the seat to
// move in p) and playing the count out perfectly.
func (s *searcher) after(p countPos, card Card) float64 {
	for i := 0; i < p.nh[p.turn]; i++ {
		if p.hands[p.turn][i] == card {
			q, end := s.play(p, i)
			if end {
				s.nodes++
				return s.leaf(&q)
			}
			return s.minimax(q, -1e9, 1e9)
		}
	}
	return 0
}
