package players

import (
	"slices"

	"noddy/engine"
	"noddy/engine/players/score"
)

// The family expert's model of the other seat in a game for two, as du
// Coeur's expert had it (model.go): kinds of player (famKinds), weighed by
// how well each foretold the other seat's lays in the deals that are over
// (View.Finished: every lay in order, the hands face up), give the search
// the reply to expect (famSearch.greed: a taker takes the points on offer)
// and weigh each possible deal by how likely the other seat's lays in this
// series were with the hand the deal gives it (famKinds).

// famKinds are the kinds the family's model weighs: a taker that lays its
// lowest card of those scoring most (the greedy player, Easy), a taker
// that lays any of them, one who mostly lays the greedy player's card, one
// whose lays tell nothing, and in cribbage's play a careful taker, who
// breaks a tie between top cards by the least points the next seat could
// make on average with a card it cannot see, then the lowest (the classic
// computer player's peg; a common human habit: no lead of a five, no
// count left at five or twenty-one). slip < 0 marks the one who tells
// nothing. anyBest marks the taker of any top card: in cribbage's play its
// card among equals cannot be named, so the search expects its best reply
// there (a searching player's lays look like this kind's; against the
// expert before issue 23 the lowest of equals expected cost 0.6 points of
// rate, and in du Coeur's Noddy the best reply did not gain, BENCHMARKS.md).
var famKinds = [famNKinds]struct {
	slip, greed              float64
	lowest, careful, anyBest bool
}{
	{slip: 0.02, greed: 1, lowest: true},
	{slip: 0.02, greed: 1, anyBest: true},
	{slip: 0.25, greed: 0.5, lowest: true},
	{slip: -1, greed: 0},
	{slip: 0.02, greed: 1, careful: true},
}

const famNKinds = 5

// famLikelihoods is, for each kind, how likely a run of lays was.
type famLikelihoods [famNKinds]float64

// famUniform is the kinds' weights before anything is seen: a taker, one
// who mostly takes and one whose lays tell nothing alike, the takers
// sharing a taker's third, so that the reply expected is Greed 0.5, as du
// Coeur's expert before issue 23 began (7/18 where the careful taker is
// weighed, the taker of any top card replying at its best). The careful
// taker is weighed where the search can follow its ties
// (famSearch.careful: cribbage's play).
func famUniform(careful bool) famLikelihoods {
	if careful {
		return famLikelihoods{1.0 / 9, 1.0 / 9, 1.0 / 3, 1.0 / 3, 1.0 / 9}
	}
	return famLikelihoods{1.0 / 6, 1.0 / 6, 1.0 / 3, 1.0 / 3, 0}
}

// famExpectedGreed is the reply the search should expect with kinds
// weighted q: how often greedy, and what share of the greedy replies
// are the careful taker's. With careful (cribbage's play) the taker of any
// top card is expected to reply at its best.
func famExpectedGreed(q famLikelihoods, careful bool) (greed, carefulShare float64) {
	g, c, sum := 0.0, 0.0, 0.0
	for k, pk := range famKinds {
		pg := pk.greed
		if careful && pk.anyBest {
			pg = 0
		}
		g += q[k] * pg
		if pk.careful {
			c += q[k] * pg
		}
		sum += q[k]
	}
	switch {
	case sum <= 0:
		return 0.5, 0
	case g <= 0:
		return 0, 0
	}
	return g / sum, c / g
}

// famLayLikelihoods replays pile (laid by by[i]) from p, with every hand
// in p, and returns how likely seat opp's lays were for each kind. It
// stops where the pile leaves what the replay can follow.
func famLayLikelihoods(s *famSearch, p fpos, pile []engine.Card, by []int8, opp int) famLikelihoods {
	l := famLikelihoods{1, 1, 1, 1, 1}
	for i, c := range pile {
		if i >= len(by) || p.over || int(p.turn) != int(by[i]) {
			break
		}
		seat := int(p.turn)
		j := slices.Index(p.hands[seat][:p.nh[seat]], c)
		if j < 0 {
			break
		}
		pts := int16(s.sc.LayOn(p.pile[:p.np], int(p.count), c, s.starter))
		if seat == opp {
			fitting, top, atTop, low, careful := 0, int16(-1), 0, engine.NoCard, engine.NoCard
			for _, d := range p.hands[seat][:p.nh[seat]] {
				if int(p.count)+score.RankPips[d%13] > engine.MaxCount {
					continue
				}
				fitting++
				switch q := int16(s.sc.LayOn(p.pile[:p.np], int(p.count), d, s.starter)); {
				case q > top:
					top, atTop, low = q, 1, d
				case q == top:
					atTop++
					if d.Less(low) {
						low = d
					}
				}
			}
			if fitting > 1 && s.careful {
				careful = s.carefulCard(&p)
			}
			if fitting > 1 {
				for k, pk := range famKinds {
					switch {
					case pk.slip < 0:
						l[k] /= float64(fitting)
					case pk.careful && careful == engine.NoCard:
						l[k] = 0 // a kind the replay cannot follow
					case pk.careful && c == careful:
						l[k] *= 1 - pk.slip
					case pk.careful:
						l[k] *= pk.slip / float64(fitting-1)
					case pk.lowest && c == low:
						l[k] *= 1 - pk.slip
					case pk.lowest:
						l[k] *= pk.slip / float64(fitting-1)
					case atTop == fitting: // nothing to choose by: any alike
						l[k] /= float64(fitting)
					case pts == top:
						l[k] *= (1 - pk.slip) / float64(atTop)
					default:
						l[k] *= pk.slip / float64(fitting-atTop)
					}
				}
			}
		}
		s.apply(&p, famMove{i: int8(j), pts: pts})
	}
	return l
}

// famReplaySearch is a search that only replays lays: two seats, the
// target out of reach.
// The careful taker is followed in cribbage's play (famSearch.careful),
// with seen the cards the other seat saw besides the hand of the seat it
// plays against.
func famReplaySearch(r *engine.Rules, sc *score.Scoring, starter engine.Card, seen engine.CardSet) famSearch {
	s := famSearch{n: 2, sides: 2, goEnds: r.Play.GoEndsCount, series: r.Play.Series,
		target: 10000, starter: starter, sc: sc}
	s.side[1] = 1
	if famCarefulGame(r, sc) {
		s.careful = true
		s.setUnseen(seen | engine.SetOf(starter))
	}
	return s
}

// famCarefulGame reports whether the model weighs the careful taker in
// rule set r: cribbage's play for two, where ranks alone score.
func famCarefulGame(r *engine.Rules, sc *score.Scoring) bool {
	return r.Seats == 2 && sc.Game() == score.Cribbage
}

// famKindPrior is how likely each kind is for the other seat of v (a game
// for two) after the deals that are over.
func famKindPrior(v *engine.View, sc *score.Scoring) famLikelihoods {
	opp := 1 - v.Seat
	careful := famCarefulGame(&v.Rules, sc)
	q := famUniform(careful)
	for i := range v.Finished {
		d := &v.Finished[i]
		if len(d.Hands) != 2 {
			continue
		}
		// What the other seat saw, near enough: both hands and the crib
		// (its own discards, and ours, which it did not see).
		seen := engine.SetOf(d.Crib...) | engine.SetOf(d.Hands[0]...) | engine.SetOf(d.Hands[1]...)
		s := famReplaySearch(&v.Rules, sc, d.Starter, seen)
		var p fpos
		p.won = -1
		p.turn = int8((d.Dealer + 1) % 2)
		for seat := range 2 {
			p.nh[seat] = int8(copy(p.hands[seat][:], d.Hands[seat]))
		}
		n := min(len(d.Pile), len(d.PileBy))
		l := famLayLikelihoods(&s, p, d.Pile[:n], d.PileBy[:n], opp)
		sum := 0.0
		for k := range q {
			q[k] *= l[k]
			sum += q[k]
		}
		if sum <= 0 {
			return famUniform(careful)
		}
		for k := range q {
			q[k] /= sum
		}
	}
	return q
}

// famSeriesModel weighs possible deals by the other seat's lays in the
// series in progress.
type famSeriesModel struct {
	on     bool
	opp    int
	q      famLikelihoods
	s      famSearch
	start  fpos // the series' start, the other seat's hand still to add
	by     []int8
	pile   []engine.Card
	theirs []engine.Card  // the other seat's cards in this series
	seen   engine.CardSet // what the other seat saw, but its hidden cards
}

// newFamSeriesModel is the model of v's series with kinds weighted q; off
// when the other seat has laid nothing in it.
func newFamSeriesModel(v *engine.View, sc *score.Scoring, q famLikelihoods) famSeriesModel {
	m := famSeriesModel{opp: 1 - v.Seat, q: q}
	if v.Rules.Seats != 2 || len(v.Pile) != len(v.PileBy) || len(v.Pile) == 0 || len(v.Pile) > 16 {
		return m
	}
	m.s = famReplaySearch(&v.Rules, sc, v.Starter, 0)
	m.start.won = -1
	m.start.turn = int8(v.PileBy[0])
	mine := slices.Clone(v.Hand)
	for i, c := range v.Pile {
		m.by = append(m.by, int8(v.PileBy[i]))
		if v.PileBy[i] == v.Seat {
			mine = append(mine, c)
		} else {
			m.theirs = append(m.theirs, c)
		}
	}
	if len(m.theirs) == 0 || len(mine) > 5 {
		return m
	}
	m.start.nh[v.Seat] = int8(copy(m.start.hands[v.Seat][:], mine))
	m.pile = v.Pile
	m.seen = famSeenByOther(v)
	m.on = true
	return m
}

// weight is how likely the other seat's lays this series were, the kinds
// weighted q, with the unplayed cards w gives it.
func (m *famSeriesModel) weight(w *famWorld) float64 {
	if !m.on {
		return 1
	}
	p := m.start
	n := copy(p.hands[m.opp][:], m.theirs)
	if n+int(w.nh[m.opp]) > len(p.hands[m.opp]) {
		return 1
	}
	n += copy(p.hands[m.opp][n:], w.hands[m.opp][:w.nh[m.opp]])
	p.nh[m.opp] = int8(n)
	if m.s.careful {
		m.s.setUnseen(m.seen | engine.SetOf(w.hands[m.opp][:w.nh[m.opp]]...) | engine.SetOf(w.crib[:w.ncrib]...))
	}
	l := famLayLikelihoods(&m.s, p, m.pile, m.by, m.opp)
	wt := 0.0
	for k := range l {
		wt += m.q[k] * l[k]
	}
	return wt
}
