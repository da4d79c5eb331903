package baseline

import (
	"slices"

	"noddy/engine"
)

// The expert's model of how the other seat chooses its cards, learnt from
// what the table shows: the cards it lays, and its whole hand once a deal
// is over (rules, "Declarations"). A taker lays the card that scores most
// at once, else its lowest card: the greedy player, and a common human
// habit. The model weighs three kinds of player: a taker, one who mostly
// takes, and one whose choices tell nothing about its hand.
//
// Each kind says how likely a lay was: a taker's own choice 1−slip, any
// other fitting card slip shared among them; a player who tells nothing
// lays each fitting card alike. Before the match each kind is as likely;
// after each deal the kinds are weighed by how well they foretold the
// other seat's lays (Bayes' rule). Within a count the same likelihoods
// weigh each hand the other seat may hold by how likely its lays were
// with it. Each kind also says how the search expects the other seat to
// reply (SearchConfig.Greed): a taker takes the points on offer, one who
// tells nothing is expected to find its best reply.

const nKinds = 3

// playerKinds are the kinds the model weighs. slip < 0 marks the player
// whose choices tell nothing.
var playerKinds = [nKinds]struct{ slip, greed float64 }{
	{slip: 0.02, greed: 1},
	{slip: 0.25, greed: 0.5},
	{slip: -1, greed: 0},
}

// likelihoods is, for each kind, how likely a run of lays was.
type likelihoods [nKinds]float64

// layLikelihoods replays the lays of pile (laid by seat by[i]) from p, the
// count's start (both hands in full), and returns how likely the lays of
// seat opp were for each kind.
func layLikelihoods(p countPos, pile []engine.Card, by []int8, opp int) likelihoods {
	s := searcher{val: PointsDiff} // a replay never stops at the target
	l := likelihoods{1, 1, 1}
	for i, c := range pile {
		if i >= len(by) {
			break
		}
		p.turn = int(by[i]) & 1
		if p.turn == opp {
			fitting := 0
			for _, d := range p.hands[opp][:p.nh[opp]] {
				if engine.Fits(p.count, d) {
					fitting++
				}
			}
			if fitting > 1 {
				taker := p.hands[opp][takerIndex(&p)]
				for k, pk := range playerKinds {
					switch {
					case pk.slip < 0:
						l[k] /= float64(fitting)
					case taker == c:
						l[k] *= 1 - pk.slip
					default:
						l[k] *= pk.slip / float64(fitting-1)
					}
				}
			}
		}
		if j := slices.Index(p.hands[p.turn][:p.nh[p.turn]], c); j >= 0 {
			p, _ = s.play(p, j)
		} else if p.n < len(p.pile) { // a hand-made view: the card is laid all the same
			p.pile[p.n] = c
			p.n++
			p.count += int(cardPips[c])
		}
	}
	return l
}

// countStartPos is the start of a count: seat 0 holding hands[0] and seat
// 1 hands[1] (each in full), nothing laid.
func countStartPos(hands [2][]engine.Card, starter engine.Card) countPos {
	p := countPos{starter: starter}
	for seat, h := range hands {
		p.nh[seat] = copy(p.hands[seat][:], h)
	}
	return p
}

// kindPrior is how likely each kind is for the other seat of v after the
// deals that are over (View.Finished), before this count's lays.
func kindPrior(v *engine.View) likelihoods {
	opp := 1 - (v.Seat & 1)
	q := likelihoods{1.0 / nKinds, 1.0 / nKinds, 1.0 / nKinds}
	for i := range v.Finished {
		d := &v.Finished[i]
		n := min(len(d.Pile), len(d.PileBy))
		l := layLikelihoods(countStartPos([2][]engine.Card{d.Hands[0][:], d.Hands[1][:]}, d.Starter), d.Pile[:n], d.PileBy[:n], opp)
		sum := 0.0
		for k := range q {
			q[k] *= l[k]
			sum += q[k]
		}
		if sum <= 0 {
			return likelihoods{1.0 / nKinds, 1.0 / nKinds, 1.0 / nKinds}
		}
		for k := range q {
			q[k] /= sum
		}
	}
	return q
}

// countLikelihoods is layLikelihoods for this count of v, with the other
// seat holding held (its unplayed cards) besides the cards it has laid.
func countLikelihoods(v *engine.View, held []engine.Card) likelihoods {
	me := v.Seat & 1
	var hands [2][]engine.Card
	hands[me] = v.Dealt[:]
	var opp [3]engine.Card
	n := copy(opp[:], oppLaid(v))
	n += copy(opp[n:], held)
	hands[1-me] = opp[:n]
	var by [8]int8
	m := min(len(v.Pile), len(v.PileBy), len(by))
	for i := 0; i < m; i++ {
		by[i] = int8(v.PileBy[i])
	}
	return layLikelihoods(countStartPos(hands, v.Starter), v.Pile[:m], by[:m], 1-me)
}

// expectedGreed is the Greed the search should use with kinds weighted q.
func expectedGreed(q likelihoods) float64 {
	g, sum := 0.0, 0.0
	for k, pk := range playerKinds {
		g += q[k] * pk.greed
		sum += q[k]
	}
	if sum <= 0 {
		return 0.5
	}
	return g / sum
}
