package players

import (
	"math"
	"sync"

	"noddy/engine"
	"noddy/engine/players/score"
)

// What the other seat's discard says about its hand. In a game for two
// where each lays out to the crib, the cards the other seat kept are not
// any cards: it kept the hand it judged best. Each possible deal of the
// hidden cards (its unplayed cards and the crib's hidden ones, which are
// its discards) is weighed by how likely a player who keeps by expected
// points was to lay out those cards from those six: the chance a softmax
// of the expected points of its fifteen ways gives the way the deal says
// (keepWeight). The expected points are those of the kept hand over every
// starter rank (keepTable, suits left out but for his nobs' quarter point
// a jack) with the crib table's value of the cards laid out, for it when
// it deals and against it otherwise.

// keepBeta is how sharply the modelled player prefers its better ways to
// lay out, per point expected: a way 1 point worse is e^−1.5 (a fifth) as
// likely.
const keepBeta = 1.5

// keepTables holds each scoring's table of kept hands' expected shows by
// ranks, made on first use.
var keepTables sync.Map // keepKey → *keepTable

type keepKey struct {
	game score.Game
	tf   int8
	k    int
}

// keepTable is the expected show of a kept hand of k cards by its ranks
// (0-based, ascending), indexed in base 13.
type keepTable struct {
	k  int
	ev []float32
}

// keepTableFor is sc's table for kept hands of k cards (k 2 to 4), made
// once.
func keepTableFor(sc *score.Scoring, k int) *keepTable {
	key := keepKey{sc.Game(), sc.TwentyFive(), k}
	if t, ok := keepTables.Load(key); ok {
		return t.(*keepTable)
	}
	size := 1
	for range k {
		size *= 13
	}
	t := &keepTable{k: k, ev: make([]float32, size)}
	var ranks [5]int
	var hand [5]engine.Card
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == k {
			idx, jacks := 0, 0
			var cnt [13]int
			for j := 0; j < k; j++ {
				// Suits in turn, so that no flush is made; the starter's
				// suit is one the hand does not hold where it can be.
				hand[j] = engine.NewCard(engine.Rank(ranks[j]+1), engine.Suit(j%4))
				idx = idx*13 + ranks[j]
				cnt[ranks[j]]++
				if ranks[j] == 10 {
					jacks++
				}
			}
			sum, n := 0.0, 0.0
			for r := 0; r < 13; r++ {
				left := float64(4 - cnt[r])
				if left <= 0 {
					continue
				}
				st := engine.NewCard(engine.Rank(r+1), engine.Suit(3-k%4))
				if k >= 4 {
					st = engine.NewCard(engine.Rank(r+1), engine.Suit(k%4))
				}
				sum += left * float64(sc.Show(hand[:k], st, false))
				n += left
			}
			// His nobs: a jack whose suit the starter turns, about one
			// time in four.
			t.ev[idx] = float32(sum/n + 0.25*float64(jacks))
			return
		}
		for r := from; r < 13; r++ {
			ranks[i] = r
			rec(i+1, r)
		}
	}
	rec(0, 0)
	actual, _ := keepTables.LoadOrStore(key, t)
	return actual.(*keepTable)
}

// value is the table's expected show of kept (any order).
func (t *keepTable) value(kept []engine.Card) float64 {
	var r [5]int
	for i, c := range kept {
		x := int(c % 13)
		j := i
		for j > 0 && r[j-1] > x {
			r[j] = r[j-1]
			j--
		}
		r[j] = x
	}
	idx := 0
	for i := range kept {
		idx = idx*13 + r[i]
	}
	return float64(t.ev[idx])
}

// keepModel weighs possible deals of a two-seat crib game by the other
// seat's discard.
type keepModel struct {
	on     bool
	opp    int
	keep   *keepTable
	crib   []float32 // the crib table's rows for the other seat's role
	sign   float64   // +1 the other seat deals, −1 it does not
	laid   []engine.Card
	toCrib int
}

// newKeepModel is the model for v, off where it does not apply: not two
// seats, no crib table, the other's discards not all hidden in the crib.
func (f *Family) newKeepModel(v *engine.View, b *famBelief) keepModel {
	r := &v.Rules
	var km keepModel
	if r.Seats != 2 || r.ToCrib < 1 || f.tabs == nil || len(f.tabs.crib) == 0 || b.cribHidden != r.ToCrib {
		return km
	}
	kept := r.Deal - r.ToCrib
	if kept < 2 || kept > 5 {
		return km
	}
	km.on, km.opp, km.toCrib = true, 1-v.Seat, r.ToCrib
	km.keep = keepTableFor(&f.sc, kept)
	role := famCribRole(r, km.opp, v.Dealer)
	classes := famCribClasses(r.ToCrib)
	km.crib = f.tabs.crib[role*classes : (role+1)*classes]
	km.sign = -1
	if km.opp == v.Dealer {
		km.sign = 1
	}
	if km.opp < len(v.Laid) {
		km.laid = v.Laid[km.opp]
	}
	return km
}

// resample chooses again which of the other seat's cards in w it laid out:
// from the six the deal gives it (what it laid, holds and put in the
// crib), a way to lay out drawn by the model among the ways that keep
// what it has laid and hold nothing a go rules out (allowed), written back
// into w. It returns the deal's weight: the model's chance, from those six,
// of a way that fits what was seen (1 when nothing was laid yet).
func (km *keepModel) resample(w *famWorld, allowed engine.CardSet, rng *famRand) float64 {
	if !km.on || km.toCrib != 2 {
		return 1
	}
	var all [8]engine.Card
	nl := copy(all[:], km.laid)
	n := nl + copy(all[nl:], w.hands[km.opp][:w.nh[km.opp]])
	n += copy(all[n:], w.crib[:w.ncrib])
	if n != nl+int(w.nh[km.opp])+int(w.ncrib) || n > 7 || n < 3 {
		return 1
	}
	cards := all[:n]
	var ps [21]float64
	var pairs [21][2]int8
	var vals [21]float64
	m := 0
	top := -1e18
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			var kept [5]engine.Card
			k := 0
			for x, c := range cards {
				if x != i && x != j && k < len(kept) {
					kept[k] = c
					k++
				}
			}
			thrown := [2]engine.Card{cards[i], cards[j]}
			vals[m] = km.keep.value(kept[:k]) + km.sign*float64(km.crib[famCribClass(thrown[:])])
			pairs[m] = [2]int8{int8(i), int8(j)}
			top = max(top, vals[m])
			m++
		}
	}
	all2, fit := 0.0, 0.0
	for x := range m {
		p := math.Exp(keepBeta * (vals[x] - top))
		all2 += p
		i, j := int(pairs[x][0]), int(pairs[x][1])
		ok := i >= nl && j >= nl // nothing laid is laid out
		for y := nl; ok && y < n; y++ {
			if y != i && y != j && !allowed.Has(cards[y]) {
				ok = false
			}
		}
		if ok {
			ps[x] = p
			fit += p
		}
	}
	if fit <= 0 {
		return 0
	}
	u := float64(rng.next()>>11) / (1 << 53) * fit
	pick := 0
	for x := range m {
		if ps[x] > 0 {
			pick = x
			if u < ps[x] {
				break
			}
			u -= ps[x]
		}
	}
	i, j := int(pairs[pick][0]), int(pairs[pick][1])
	h := 0
	for y := nl; y < n; y++ {
		if y != i && y != j {
			w.hands[km.opp][h] = cards[y]
			h++
		}
	}
	w.nh[km.opp] = int8(h)
	w.crib[0], w.crib[1] = cards[i], cards[j]
	w.ncrib = 2
	return fit / all2
}
