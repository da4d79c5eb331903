package engine

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

// layLikelihoods replays the lays of seat opp on pile (laid by seat by[i])
// with opp holding hand at the start of the count (every card it laid
// among them), and returns how likely its lays were for each kind.
func layLikelihoods(hand []Card, pile []Card, by []int8, opp int, starter Card) likelihoods {
	var h [3]Card
	n := copy(h[:], hand)
	var p [8]Card
	count := 0
	l := likelihoods{1, 1, 1}
	for i, c := range pile {
		if i >= len(p) || i >= len(by) {
			break
		}
		if int(by[i]) == opp {
			taker, takerPts, fitting, at := NoCard, -1, 0, -1
			for j := 0; j < n; j++ {
				d := h[j]
				if d == c {
					at = j
				}
				if count+int(cardPips[d]) > MaxCount {
					continue
				}
				fitting++
				pts := layPoints(&p, i, count, d, starter)
				if pts > takerPts || (pts == takerPts && d.Less(taker)) {
					taker, takerPts = d, pts
				}
			}
			if fitting > 1 {
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
			if at >= 0 {
				n--
				h[at] = h[n]
			}
		}
		p[i] = c
		count += int(cardPips[c])
	}
	return l
}

// kindPrior is how likely each kind is for the other seat of v after the
// deals that are over (View.Finished), before this count's lays.
func kindPrior(v *View) likelihoods {
	opp := 1 - (v.Seat & 1)
	q := likelihoods{1.0 / nKinds, 1.0 / nKinds, 1.0 / nKinds}
	for i := range v.Finished {
		d := &v.Finished[i]
		n := min(max(d.NPile, 0), len(d.Pile))
		l := layLikelihoods(d.Hands[opp][:], d.Pile[:n], d.PileBy[:n], opp, d.Starter)
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
func countLikelihoods(v *View, held []Card) likelihoods {
	var hand [3]Card
	n := copy(hand[:], v.OppLaid)
	n += copy(hand[n:], held)
	var by [8]int8
	m := min(len(v.Pile), len(v.PileBy), len(by))
	for i := 0; i < m; i++ {
		by[i] = int8(v.PileBy[i])
	}
	return layLikelihoods(hand[:n], v.Pile[:m], by[:m], 1-(v.Seat&1), v.Starter)
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
