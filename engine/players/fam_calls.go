package players

import (
	"slices"

	"noddy/engine"
	"noddy/engine/players/score"
)

// The family expert's calls on declarations and its mog (Costly Colours).

// call answers a claim open to a call: muggins whenever points were
// missed (the engine asks only then); "False" only on a declaration no
// hand this seat cannot rule out would make, or that names combinations no
// such hand holds when almost no hand would make its total.
func (f *Family) call(v *engine.View) bool {
	if v.Rules.Claims == engine.ClaimMuggins {
		return true
	}
	if v.Rules.Claims != engine.ClaimCalls || v.Rules.Seats != 2 {
		return false
	}
	opp := v.Opp()
	if opp >= len(v.Shows) || v.Shows[opp] == nil {
		return false
	}
	decl := v.Shows[opp]
	d := engine.Total(decl)
	pool := v.Unseen().Cards()
	sig, sigOK := score.DeclSig(decl)
	var total, atLeast int
	var possible bool // some hand holds every combination named
	switch k := v.Rules.Kept(); {
	case k == 3 && f.sc.Game() == score.Noddy:
		total, atLeast, possible = callStats(&f.sc, pool, v.Starter, d, sig)
		possible = possible && sigOK
	case k <= 5:
		total, atLeast = countAtLeast(&f.sc, pool, k, v.Starter, d)
	default:
		return false
	}
	switch {
	case atLeast == 0:
		return true // no hand makes that many
	case possible || !sigOK:
		return false
	}
	return float64(atLeast) < famUnlikely*float64(total)
}

// countAtLeast counts the hands of k cards from pool, and those whose show
// with the starter makes at least d.
func countAtLeast(s *score.Scoring, pool []engine.Card, k int, starter engine.Card, d int) (total, atLeast int) {
	var h [5]engine.Card
	var rec func(from, i int)
	rec = func(from, i int) {
		if i == k {
			total++
			if s.Show(h[:k], starter, false) >= d {
				atLeast++
			}
			return
		}
		for j := from; j <= len(pool)-(k-i); j++ {
			h[i] = pool[j]
			rec(j+1, i+1)
		}
	}
	rec(0, 0)
	return total, atLeast
}

// famUnlikely is the share of possible hands under which a declaration
// that names combinations no possible hand holds is called "False".
const famUnlikely = 0.02

// famContains reports whether signature have holds every combination of want.
func famContains(have, want uint64) bool {
	for f := 0; f < score.SigFields; f++ {
		if want>>(4*f)&15 > have>>(4*f)&15 {
			return false
		}
	}
	return true
}

// Costly Colours' mog (costly-colours.md, "Mogging"): the elder offers or
// not (not: the dealer 1), the dealer accepts or refuses (refusing: the
// elder 1), and on acceptance each passes one card face down. The player
// weighs an exchange by the shows it makes, its own gain less the other's,
// over hands of the other seat drawn from the cards it cannot see; the other
// is expected to pass the card its own show misses least.

// mogValue is the mean of (this seat's gain − the other's) when this seat
// passes each of its cards, and the best card to pass.
func (f *Family) mogValue(v *engine.View) (best engine.Card, gain float64) {
	hand := sortedLow(v.Hand)
	pool := v.Unseen().Cards()
	if len(hand) == 0 || len(pool) < len(hand) {
		return engine.NoCard, 0
	}
	rng := f.rng(v)
	st := v.Starter
	mine := f.sc.Show(hand, st, false)
	sums := make([]float64, len(hand))
	k := len(hand)
	opp := make([]engine.Card, k)
	var buf [8]engine.Card
	samples := max(1, f.cfg.MogSamples)
	for t := 0; t < samples; t++ {
		for i := range opp { // a partial shuffle: opp is pool[:k]
			j := i + rng.intN(len(pool)-i)
			pool[i], pool[j] = pool[j], pool[i]
			opp[i] = pool[i]
		}
		y := f.mogChoice(opp, st)
		theirs := f.sc.Show(opp, st, false)
		for i, c := range hand {
			h := append(buf[:0], hand...)
			h[i] = y
			me := f.sc.Show(h, st, false) - mine
			o := append(buf[4:4], opp...)
			o[slices.Index(o, y)] = c
			them := f.sc.Show(o, st, false) - theirs
			sums[i] += float64(me - them)
		}
		if t%16 == 15 {
			f.paused()
		}
	}
	bi := 0
	for i := range sums {
		if sums[i] > sums[bi]+1e-9 {
			bi = i
		}
	}
	return hand[bi], sums[bi] / float64(samples)
}

// mogChoice is the card a hand passes in the model of the other seat: the
// one whose loss leaves the rest showing most with the turn-up.
func (f *Family) mogChoice(hand []engine.Card, st engine.Card) engine.Card {
	var buf [8]engine.Card
	best, bestPts := engine.NoCard, -1
	for _, c := range sortedLow(hand) {
		rest := buf[:0]
		for _, x := range hand {
			if x != c {
				rest = append(rest, x)
			}
		}
		if p := f.sc.Show(rest, st, false); p > bestPts {
			best, bestPts = c, p
		}
	}
	return best
}

// mogOffer: offer unless the exchange is expected to cost more than the
// dealer's point for not offering; always when that point would win the
// dealer the game.
func (f *Family) mogOffer(v *engine.View) bool {
	if v.Scores[v.Rules.SideOf(v.Dealer)]+1 >= v.Target {
		return true
	}
	_, g := f.mogValue(v)
	return min(1, g) > -1
}

// mogAccept: accept unless the exchange is expected to cost more than the
// elder's point for refusing; always when that point would win the elder
// the game.
func (f *Family) mogAccept(v *engine.View) bool {
	if v.Scores[v.Rules.SideOf(v.Elder())]+1 >= v.Target {
		return true
	}
	_, g := f.mogValue(v)
	return g > -1
}

func (f *Family) mogPass(v *engine.View) (engine.Card, float64) {
	c, g := f.mogValue(v)
	if c == engine.NoCard {
		c = v.Hand[0]
	}
	return c, g
}
