package players

import (
	"noddy/engine"
	"noddy/engine/players/score"
)

// The family's search of the rest of a play with every hand known (one
// possible deal of the hidden cards): the count, or cribbage's series, laid
// out by the rules the state machine plays (engine/match.go, lay): the go
// that ends the count (the Noddy family, early cribbage), or the others
// laying on while able (Costly Colours, cribbage), series after series
// where the rule set has them; the target reached at any card wins. Two
// sides search by minimax with alpha-beta, partners maximising together;
// three (three-hand cribbage) by max-n, each seat for itself.

// fpos is a play in progress with every hand known.
type fpos struct {
	pile   [16]engine.Card // this count's or series' cards
	np     int8
	count  int8
	turn   int8
	over   bool
	won    int8 // the side that reached the target, or -1
	nh     [4]int8
	hands  [4][5]engine.Card
	scores [3]int16 // by side
}

// famPost is a show after the play, in order: a side and its points.
type famPost struct {
	side int8
	pts  int16
}

// famSearch is what is fixed during one search.
type famSearch struct {
	n, sides int
	side     [4]int8
	goEnds   bool
	series   bool
	target   int16
	starter  engine.Card
	sc       *score.Scoring
	mySide   int8
	// nextDealer deals after this deal: the equity is read there.
	nextDealer int
	post       [6]famPost
	npost      int
	eq         *famEquity // nil: points, not the chance of winning
	start      [3]int16
	nodes      int
	// paranoid searches three sides as two: the others together against
	// the searching seat.
	paranoid bool
	// greed models the other side: its value at its turn is (1−greed) ×
	// its best reply + greed × the reply that scores most at once.
	greed float64
	// careful (two seats, cribbage's play) expects carefulShare of the
	// greedy replies to be the careful taker's (famKinds): ties broken by
	// the least expected reply over the cards the other side cannot see,
	// unseen[r] of each rank besides the searching seat's hand.
	careful      bool
	carefulShare float64
	unseen       [13]int8
}

// famMove is a card to lay and what it scores.
type famMove struct {
	i   int8
	pts int16
}

// moves lists the seat to lay's cards that fit, one of each kind that
// plays alike (cribbage: a rank; Costly Colours: a pip value), most points
// first.
func (s *famSearch) moves(p *fpos, out *[5]famMove) int {
	seat := p.turn
	m := 0
	var seen uint16
	for i := int8(0); i < p.nh[seat]; i++ {
		c := p.hands[seat][i]
		pips := score.RankPips[c%13]
		if int(p.count)+pips > engine.MaxCount {
			continue
		}
		switch s.sc.Game() {
		case score.Cribbage:
			if seen&(1<<(c%13)) != 0 {
				continue
			}
			seen |= 1 << (c % 13)
		case score.Costly:
			if seen&(1<<pips) != 0 {
				continue
			}
			seen |= 1 << pips
		}
		pts := int16(s.sc.LayOn(p.pile[:p.np], int(p.count), c, s.starter))
		j := m
		for j > 0 && out[j-1].pts < pts {
			out[j] = out[j-1]
			j--
		}
		out[j] = famMove{i: i, pts: pts}
		m++
	}
	return m
}

func (s *famSearch) canLay(p *fpos, seat int) bool {
	for i := int8(0); i < p.nh[seat]; i++ {
		if int(p.count)+score.RankPips[p.hands[seat][i]%13] <= engine.MaxCount {
			return true
		}
	}
	return false
}

// award scores pts to seat's side; true when that reached the target.
func (s *famSearch) award(p *fpos, seat int, pts int16) bool {
	sd := s.side[seat]
	p.scores[sd] += pts
	if pts > 0 && p.scores[sd] >= s.target {
		p.won, p.over = sd, true
		return true
	}
	return false
}

// apply lays move mv for the seat to lay and goes on as the state machine
// does: 31, the go, the next to lay, the end of a series or of the play.
func (s *famSearch) apply(p *fpos, mv famMove) {
	seat := int(p.turn)
	c := p.hands[seat][mv.i]
	p.nh[seat]--
	p.hands[seat][mv.i] = p.hands[seat][p.nh[seat]]
	p.pile[p.np] = c
	p.np++
	p.count += int8(score.RankPips[c%13])
	if s.award(p, seat, mv.pts) {
		return
	}
	if p.count == engine.MaxCount {
		s.endSeries(p, seat)
		return
	}
	if s.goEnds {
		if next := (seat + 1) % s.n; s.canLay(p, next) {
			p.turn = int8(next)
			return
		}
		if !s.award(p, seat, 1) {
			p.over = true
		}
		return
	}
	for k := 1; k <= s.n; k++ {
		if t := (seat + k) % s.n; s.canLay(p, t) {
			p.turn = int8(t)
			return
		}
	}
	if s.award(p, seat, 1) {
		return
	}
	s.endSeries(p, seat)
}

// endSeries starts the next series from zero, led by the first seat after
// last that holds cards, or ends the play.
func (s *famSearch) endSeries(p *fpos, last int) {
	if s.series {
		for k := 1; k <= s.n; k++ {
			if t := (last + k) % s.n; p.nh[t] > 0 {
				p.np, p.count, p.turn = 0, 0, int8(t)
				return
			}
		}
	}
	p.over = true
}

// values is what p is worth to each side: with equity the chance of
// winning the game, once the shows still to come after the play are
// counted in order (a show that reaches the target wins there), at the
// start of the next deal; without, the points each side made since the
// search began less the others' mean. A play not over is valued as if it
// ended here.
func (s *famSearch) values(p *fpos) [3]float64 {
	var v [3]float64
	if s.eq == nil {
		var gain [3]float64
		sum := 0.0
		for i := 0; i < s.sides; i++ {
			gain[i] = float64(p.scores[i] - s.start[i])
			sum += gain[i]
		}
		for i := 0; i < s.sides; i++ {
			v[i] = gain[i] - (sum-gain[i])/float64(s.sides-1)
		}
		return v
	}
	if p.won >= 0 {
		v[p.won] = 1
		return v
	}
	sc := p.scores
	for _, a := range s.post[:s.npost] {
		if sc[a.side] += a.pts; sc[a.side] >= s.target {
			v[a.side] = 1
			return v
		}
	}
	return s.eq.chances(&sc, s.nextDealer)
}

// mine is values for the searching side alone.
func (s *famSearch) mine(p *fpos) float64 {
	if s.eq != nil && s.sides == 2 && p.won < 0 {
		sc := p.scores
		for _, a := range s.post[:s.npost] {
			if sc[a.side] += a.pts; sc[a.side] >= s.target {
				if a.side == s.mySide {
					return 1
				}
				return 0
			}
		}
		return s.eq.chance2(&sc, s.nextDealer, int(s.mySide))
	}
	v := s.values(p)
	return v[s.mySide]
}

// alphaBeta is the value of p for the searching side, two sides, with
// depth lays left to search.
func (s *famSearch) alphaBeta(p fpos, depth int, alpha, beta float64) float64 {
	s.nodes++
	if p.over || depth == 0 {
		return s.mine(&p)
	}
	var ms [5]famMove
	m := s.moves(&p, &ms)
	maxing := s.side[p.turn] == s.mySide
	if !maxing && s.greed > 0 {
		return s.blended(&p, &ms, m, depth, alpha)
	}
	best := 2.0
	if maxing {
		best = -1e18
	} else {
		best = 1e18
	}
	for _, mv := range ms[:m] {
		q := p
		s.apply(&q, mv)
		v := s.alphaBeta(q, depth-1, alpha, beta)
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

// blended values the other side's turn at p (its moves ms[:m]) as
// (1−greed) × its best reply + greed × the greedy reply: the one that
// scores most, the lowest card among equals (Easy's lay; moves lists the
// most points first), or carefulShare of the time the careful taker's
// card. The greedy replies are searched in full; the others only as far
// as they could lower the best reply below what it is so far, and not
// below where the blend would fall under alpha, the searching side's best
// elsewhere (a value there is an upper bound, which is all the caller
// needs of it).
func (s *famSearch) blended(p *fpos, ms *[5]famMove, m, depth int, alpha float64) float64 {
	g := 0
	for k := 1; k < m && ms[k].pts == ms[0].pts; k++ {
		if p.hands[p.turn][ms[k].i].Less(p.hands[p.turn][ms[g].i]) {
			g = k
		}
	}
	gc := g
	if s.careful && s.carefulShare > 0 && m > 1 && ms[1].pts == ms[0].pts {
		gc = s.carefulMove(p, ms, m)
	}
	child := func(k int, alpha, beta float64) float64 {
		q := *p
		s.apply(&q, ms[k])
		return s.alphaBeta(q, depth-1, alpha, beta)
	}
	vg := child(g, -1e18, 1e18)
	greedy, worst := vg, vg
	if gc != g {
		vc := child(gc, -1e18, 1e18)
		greedy = (1-s.carefulShare)*vg + s.carefulShare*vc
		worst = min(vg, vc)
	}
	if s.greed >= 1 {
		return greedy
	}
	floor := (alpha - s.greed*greedy) / (1 - s.greed)
	for k := range ms[:m] {
		if k == g || k == gc {
			continue
		}
		if worst <= floor {
			break // the blend is at most alpha already
		}
		worst = min(worst, child(k, floor, worst))
	}
	return (1-s.greed)*worst + s.greed*greedy
}

// risk is what the next seat makes on average by laying after card c on
// p's pile, over the cards the seat to lay cannot see (s.unseen and the
// hand of the seat that follows). Cribbage's points alone: the careful
// taker is weighed only there.
func (s *famSearch) risk(p *fpos, c engine.Card) float64 {
	count := int(p.count) + score.RankPips[c%13]
	if count >= engine.MaxCount {
		return 0
	}
	cnt := s.unseen
	next := (p.turn + 1) % 2
	for _, x := range p.hands[next][:p.nh[next]] {
		cnt[x%13]++
	}
	var pile [17]engine.Card
	n := copy(pile[:], p.pile[:p.np])
	pile[n] = c
	var pts [13]int8
	score.CribNext(pile[:n+1], count, &pts)
	sum, tot := 0, 0
	for r := 0; r < 13; r++ {
		if cnt[r] == 0 || count+score.RankPips[r] > engine.MaxCount {
			continue
		}
		sum += int(cnt[r]) * int(pts[r])
		tot += int(cnt[r])
	}
	if tot == 0 {
		return 0
	}
	return float64(sum) / float64(tot)
}

// carefulMove is the careful taker's move among ms[:m] (most points
// first): of the top-scoring, the least risk, then the lowest card.
func (s *famSearch) carefulMove(p *fpos, ms *[5]famMove, m int) int {
	best, bestRisk := 0, 0.0
	for k := 0; k < m && ms[k].pts == ms[0].pts; k++ {
		c := p.hands[p.turn][ms[k].i]
		r := s.risk(p, c)
		if k == 0 || r < bestRisk-1e-9 || r < bestRisk+1e-9 && c.Less(p.hands[p.turn][ms[best].i]) {
			best, bestRisk = k, r
		}
	}
	return best
}

// carefulCard is the careful taker's card for the seat to lay at p, of
// all its cards that fit.
func (s *famSearch) carefulCard(p *fpos) engine.Card {
	best, bestPts, bestRisk := engine.NoCard, -1, 0.0
	for _, c := range p.hands[p.turn][:p.nh[p.turn]] {
		if int(p.count)+score.RankPips[c%13] > engine.MaxCount {
			continue
		}
		pts := s.sc.LayOn(p.pile[:p.np], int(p.count), c, s.starter)
		if pts < bestPts {
			continue
		}
		r := s.risk(p, c)
		if pts > bestPts || r < bestRisk-1e-9 || r < bestRisk+1e-9 && c.Less(best) {
			best, bestPts, bestRisk = c, pts, r
		}
	}
	return best
}

// maxN is the value of p to every side, each seat laying for its own side.
func (s *famSearch) maxN(p fpos, depth int) [3]float64 {
	s.nodes++
	if p.over || depth == 0 {
		return s.values(&p)
	}
	var ms [5]famMove
	m := s.moves(&p, &ms)
	me := s.side[p.turn]
	var best, greedy [3]float64
	for k, mv := range ms[:m] {
		q := p
		s.apply(&q, mv)
		v := s.maxN(q, depth-1)
		if k == 0 {
			greedy = v
		}
		if k == 0 || v[me] > best[me] {
			best = v
		}
	}
	if g := s.greed; g > 0 && me != s.mySide {
		for i := range best {
			best[i] = (1-g)*best[i] + g*greedy[i]
		}
	}
	return best
}

// after is the value for the searching side of laying move mv at p, then
// searching depth−1 lays further.
func (s *famSearch) after(p *fpos, mv famMove, depth int) float64 {
	q := *p
	s.apply(&q, mv)
	if s.sides == 2 || s.paranoid {
		return s.alphaBeta(q, depth-1, -1e18, 1e18)
	}
	v := s.maxN(q, depth-1)
	return v[s.mySide]
}
