package baseline

import "noddy/engine"

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
	pile    [8]engine.Card
	n       int
	count   int
	hands   [2][3]engine.Card
	nh      [2]int
	scores  [2]int
	turn    int
	starter engine.Card
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
	greed  float64 // see SearchConfig.Greed
}

// posFromView builds the count position of v with the other seat holding
// opp and v.Seat to lay (whatever v.Turn says, so that a hand-made view
// cannot send the search to a seat that does not exist).
func posFromView(v *engine.View, opp []engine.Card) countPos {
	p := countPos{count: v.Count, scores: scores2(v), turn: v.Seat & 1, starter: v.Starter}
	p.n = copy(p.pile[:], v.Pile)
	p.nh[p.turn] = copy(p.hands[p.turn][:], v.Hand)
	p.nh[1-p.turn] = copy(p.hands[1-p.turn][:], opp)
	return p
}

func (p *countPos) canLay(seat int) bool {
	for i := 0; i < p.nh[seat]; i++ {
		if p.count+int(cardPips[p.hands[seat][i]]) <= engine.MaxCount {
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
	pts := layPoints(&p.pile, p.n, p.count, c, p.starter)
	p.hands[seat][i] = p.hands[seat][p.nh[seat]-1]
	p.nh[seat]--
	p.pile[p.n] = c
	p.n++
	p.count += int(cardPips[c])
	p.scores[seat] += pts
	if s.val == WinChance && p.scores[seat] >= s.target {
		return p, true
	}
	if p.count == engine.MaxCount {
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
	if !maxing && s.greed > 0 {
		return s.blended(p)
	}
	best := 1e9
	if maxing {
		best = -1e9
	}
	for i := 0; i < p.nh[p.turn]; i++ {
		if p.count+int(cardPips[p.hands[p.turn][i]]) > engine.MaxCount {
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

// blended values the other seat's turn (p.turn, able to lay) as
// (1−greed) × its best reply for itself + greed × the reply that scores
// most at once (the lower card on a tie): a player who often takes the
// points on offer. The scoring-most reply is searched in full; the others
// only as far as needed to tell whether they are lower (a window closed
// at the lowest value so far).
func (s *searcher) blended(p countPos) float64 {
	s.nodes++
	taker := takerIndex(&p)
	child := func(i int, beta float64) float64 {
		q, end := s.play(p, i)
		if end {
			return s.leaf(&q)
		}
		return s.minimax(q, -1e9, beta)
	}
	takerV := child(taker, 1e9)
	lo := takerV
	for i := 0; i < p.nh[p.turn]; i++ {
		if i == taker || p.count+int(cardPips[p.hands[p.turn][i]]) > engine.MaxCount {
			continue
		}
		lo = min(lo, child(i, lo))
	}
	return (1-s.greed)*lo + s.greed*takerV
}

// after returns the value for s.me of laying card (held by the seat to
// move in p) and playing the count out perfectly.
func (s *searcher) after(p countPos, card engine.Card) float64 {
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

// cardRank and cardPips are Card.Rank and Card.Pips by table, for the
// search's inner loop. Read only.
var cardRank, cardPips = func() (r, p [52]uint8) {
	for c := engine.Card(0); c < 52; c++ {
		r[c], p[c] = uint8(c.Rank()), uint8(c.Pips())
	}
	return
}()

// layPoints is LayPoints(pile[:n], card, starter) for a pile totalling
// count; the tests hold the two equal.
func layPoints(pile *[8]engine.Card, n, count int, card, starter engine.Card) int {
	pts := 0
	switch count + int(cardPips[card]) {
	case 15, 25, 31:
		pts = 2
	}
	r := cardRank[card]
	k := 1
	for i := n - 1; i >= 0 && cardRank[pile[i]] == r; i-- {
		k++
	}
	pts += [5]int{0, 0, 2, 6, 12}[k]
	// Run: the longest trailing stretch of distinct ranks that is
	// consecutive.
	if n >= 2 {
		seen := uint16(1) << r
		lo, hi := r, r
		best := 0
		for i, l := n-1, 2; i >= 0; i, l = i-1, l+1 {
			q := cardRank[pile[i]]
			if seen&(1<<q) != 0 {
				break
			}
			seen |= 1 << q
			lo, hi = min(lo, q), max(hi, q)
			if l >= 3 && int(hi-lo) == l-1 {
				best = l
			}
		}
		pts += engine.CountRunPoints(best)
	}
	s := card / 13
	k = 1
	for i := n - 1; i >= 0 && pile[i]/13 == s; i-- {
		k++
	}
	if k >= 3 {
		pts += k
	}
	if r == uint8(engine.Jack) && s == starter/13 {
		pts++
	}
	return pts
}

// takerIndex is the index, in the hand of the seat to lay in p, of the
// card a taker lays: the fitting card that scores most at once, the lower
// card on a tie (Greedy's choice); -1 when no card fits.
func takerIndex(p *countPos) int {
	taker, takerPts := -1, -1
	for i := 0; i < p.nh[p.turn]; i++ {
		c := p.hands[p.turn][i]
		if p.count+int(cardPips[c]) > engine.MaxCount {
			continue
		}
		pts := layPoints(&p.pile, p.n, p.count, c, p.starter)
		if pts > takerPts || (pts == takerPts && c.Less(p.hands[p.turn][taker])) {
			taker, takerPts = i, pts
		}
	}
	return taker
}
