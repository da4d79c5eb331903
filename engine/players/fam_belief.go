package players

import (
	"math/bits"
	"slices"

	"noddy/engine"
	"noddy/engine/players/score"
)

// What a seat of the family can work out about the cards it cannot see,
// from its view alone (engine.View): the other seats' unplayed cards (a
// partner's too) and, where the crib is counted after the play, the crib's
// hidden cards. A possible deal of them
//   - uses only cards the seat cannot see (View.Unseen), each seat its
//     number of unplayed cards (View.Held);
//   - after a seat's go this series, gives it no card that would have
//     fitted (the go, every rule file);
//   - in Costly Colours, leaves with the other seat the card this one
//     passed in the mog, unless it has been laid (costly-colours.md, "Mogging");
//   - where hands are declared before the play (Parlett, MacGregor, early
//     cribbage), gives each seat a hand whose show is what it declared,
//     kinds and points (noddy.md, "Declarations"). A declaration no hand
//     could make (a false one, MacGregor's option 2) constrains nothing.
// Every possible deal is drawn alike: how the others chose their cards is
// not modelled.

// famWorld is one possible deal of the hidden cards.
type famWorld struct {
	hands [4][5]engine.Card
	nh    [4]int8
	crib  [4]engine.Card // the crib's hidden cards, counted after the play
	ncrib int8
}

// famBelief is what one view allows.
type famBelief struct {
	seat, n int
	held    [4]int
	allowed [4]engine.CardSet
	must    [4]engine.Card
	cands   [4][][3]engine.Card // declared: the possible unplayed cards; nil: any
	// declared seats drawn by rejection: the signature wanted and the
	// cards already laid (a common declaration, many hands make it).
	reject     [4]bool
	sig        [4]uint64
	laid       [4][3]engine.Card
	nlaid      [4]int
	sc         *score.Scoring
	starter    engine.Card
	cribHidden int
	ok         bool // the view is of a live play the belief can deal
	// poolBuf[:npool] is the unseen cards, ascending; kept in arrays, not
	// slices of them, so that a belief stays on the stack.
	poolBuf [52]engine.Card
	npool   int
	leftBuf [52]engine.Card
}

// famRand is the searches' source of draws: splitmix64, small and the same
// on every platform, kept in the player so that a decision allocates none.
type famRand struct{ s uint64 }

func (r *famRand) seed(a, b uint64) { r.s = a*0x9e3779b97f4a7c15 ^ b }

func (r *famRand) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// intN is uniform in 0..n-1 (n ≤ 2³²; the bias is below 2⁻²⁶).
func (r *famRand) intN(n int) int { return int((r.next() >> 32) * uint64(n) >> 32) }

// init sets b to what v allows; with sc nil, declared shows constrain
// nothing. Rare declarations' possible hands come from f's memo (f nil:
// listed afresh).
func (b *famBelief) init(v *engine.View, sc *score.Scoring, f *Family) {
	*b = famBelief{seat: v.Seat, n: v.Rules.Seats, ok: true, sc: sc, starter: v.Starter}
	for u := v.Unseen(); u != 0; u &= u - 1 {
		b.poolBuf[b.npool] = engine.Card(bits.TrailingZeros64(uint64(u)))
		b.npool++
	}
	pool := b.poolBuf[:b.npool]
	if b.n > 4 || len(v.Held) != b.n || v.Seat < 0 || v.Seat >= b.n {
		b.ok = false
		return
	}
	need := 0
	for s := 0; s < b.n; s++ {
		b.must[s] = engine.NoCard
		b.allowed[s] = engine.FullDeck
		if s == v.Seat {
			continue
		}
		b.held[s] = v.Held[s]
		if b.held[s] > 5 || b.held[s] < 0 {
			b.ok = false
			return
		}
		need += b.held[s]
		if s < len(v.WentAt) && v.WentAt[s] >= 0 {
			var a engine.CardSet
			for c := engine.Card(0); c < 52; c++ {
				if !engine.Fits(v.WentAt[s], c) {
					a |= engine.SetOf(c)
				}
			}
			b.allowed[s] = a
		}
	}
	unseen := v.Unseen()
	if v.Gave != engine.NoCard && unseen.Has(v.Gave) {
		opp := (v.Seat + 1) % b.n
		b.must[opp] = v.Gave
	}
	if sc != nil && (sc.Game() == score.Noddy || sc.Game() == score.Early) && v.Rules.Kept() == 3 {
		for s := 0; s < b.n; s++ {
			if s == v.Seat || b.held[s] == 0 || s >= len(v.Shows) || v.Shows[s] == nil || shownFaceUp(v.Shows[s]) {
				continue
			}
			sig, ok := score.DeclSig(v.Shows[s])
			if !ok {
				continue
			}
			var laid []engine.Card
			if s < len(v.Laid) {
				laid = v.Laid[s]
			}
			if len(laid)+b.held[s] != 3 {
				continue
			}
			b.sig[s] = sig
			b.nlaid[s] = copy(b.laid[s][:], laid)
			if b.commonDeclaration(s) {
				b.reject[s] = true
				continue
			}
			var c [][3]engine.Card
			if f != nil {
				c = f.declaredHands(v, s, laid, b.held[s], pool, b.allowed[s], sig)
			} else {
				c = declaredHands(sc, laid, b.held[s], pool, b.allowed[s], v.Starter, sig)
			}
			if len(c) > 0 {
				b.cands[s] = c
			}
		}
	}
	if v.Rules.CribSize() > 0 && v.Crib == nil && afterPlay(&v.Rules, engine.StepCrib) {
		b.cribHidden = v.Rules.CribSize() - len(v.Discards)
	}
	if need+b.cribHidden > b.npool || b.cribHidden > 4 {
		b.ok = false
	}
}

// famProbe is how many hands are drawn to judge a declaration common: when
// one in eight or more makes it, possible hands are drawn by rejection;
// otherwise they are listed.
const famProbe = 32

// commonDeclaration draws famProbe hands for seat s from the whole pool
// (its own rng: the view's cards decide) and reports whether one in eight
// made its declaration.
func (b *famBelief) commonDeclaration(s int) bool {
	var rng famRand
	rng.seed(uint64(s)+uint64(b.starter)<<8, 0xdec1)
	hit := 0
	for i := 0; i < famProbe; i++ {
		if _, ok := b.drawDeclared(&rng, s, b.poolBuf[:b.npool]); ok {
			hit++
		}
	}
	return hit*8 >= famProbe
}

// drawDeclared draws seat s's unplayed cards from left at random once and
// returns their indexes in left if, with what it laid, they make its
// declaration.
func (b *famBelief) drawDeclared(rng *famRand, s int, left []engine.Card) ([3]int, bool) {
	h := b.held[s]
	var idx [3]int
	if len(left) < h {
		return idx, false
	}
	var full [3]engine.Card
	copy(full[:], b.laid[s][:b.nlaid[s]])
	for i := 0; i < h; i++ {
	again:
		j := rng.intN(len(left))
		for _, x := range idx[:i] {
			if x == j {
				goto again
			}
		}
		if !b.allowed[s].Has(left[j]) {
			return idx, false
		}
		idx[i] = j
		full[b.nlaid[s]+i] = left[j]
	}
	return idx, b.sc.HandSig(&full, b.starter) == b.sig[s]
}

// shownFaceUp reports whether a show in a view carries its cards.
func shownFaceUp(cs []engine.Combo) bool {
	for _, c := range cs {
		if len(c.Cards) > 0 {
			return true
		}
	}
	return false
}

// afterPlay reports whether step st is counted after the play.
func afterPlay(r *engine.Rules, st engine.Step) bool {
	i, j := slices.Index(r.Order, engine.StepPlay), slices.Index(r.Order, st)
	return i >= 0 && j > i
}

// declaredHands lists the unplayed cards (held of them, ascending) that
// with laid make a three-card hand whose show with the starter has
// signature want, drawn from pool within allowed. Ranks first: fifteens,
// twenty-fives, pairs and runs depend on ranks alone, so each multiset of
// ranks is tested once and only a match goes through the suits.
func declaredHands(s *score.Scoring, laid []engine.Card, held int, pool []engine.Card, allowed engine.CardSet, starter engine.Card, want uint64) [][3]engine.Card {
	var byRank [13][4]engine.Card
	var nr [13]int
	for _, c := range pool {
		if allowed.Has(c) {
			r := c % 13
			byRank[r][nr[r]] = c
			nr[r]++
		}
	}
	var ranks [4]uint8
	var full [3]engine.Card
	k := copy(full[:], laid)
	for i := 0; i < k; i++ {
		ranks[i] = uint8(laid[i] % 13)
	}
	ranks[3] = uint8(starter % 13)
	var out [][3]engine.Card
	var pickSuits func(slot int)
	pickSuits = func(slot int) {
		if slot == 3 {
			if score.SuitSig(&full, starter) == want&^score.SigRankMask {
				var h [3]engine.Card
				copy(h[:], full[k:])
				out = append(out, h)
			}
			return
		}
		r := ranks[slot]
		for i := 0; i < nr[r]; i++ {
			c := byRank[r][i]
			if slot > k && ranks[slot-1] == r && c <= full[slot-1] {
				continue // equal ranks take their cards in ascending order
			}
			full[slot] = c
			pickSuits(slot + 1)
		}
	}
	var pickRanks func(slot int, from uint8)
	pickRanks = func(slot int, from uint8) {
		if slot == 3 {
			if s.RankSig(&ranks) == want&score.SigRankMask {
				pickSuits(k)
			}
			return
		}
		for r := from; r < 13; r++ {
			used := 0
			for j := k; j < slot; j++ {
				if ranks[j] == r {
					used++
				}
			}
			if used >= nr[r] {
				continue
			}
			ranks[slot] = r
			pickRanks(slot+1, r)
		}
	}
	if k+held == 3 {
		pickRanks(k, 0)
	}
	return out
}

// sample draws one possible deal into w; false when the view allows none
// (a view not of a live play), or none was found in a few tries.
func (b *famBelief) sample(rng *famRand, w *famWorld) bool {
	if !b.ok {
		return false
	}
	for try := 0; try < 40; try++ {
		if b.try(rng, w, try >= 20) {
			return true
		}
	}
	return false
}

// try deals once: declared seats from their possible hands, a seat holding
// a card passed to it first with it, then seats after a go from the cards
// they may hold, then the rest and the crib. loose drops the declarations
// when they cannot be met together.
func (b *famBelief) try(rng *famRand, w *famWorld, loose bool) bool {
	*w = famWorld{}
	used := engine.CardSet(0)
	for s := 0; s < b.n; s++ {
		if s == b.seat || b.cands[s] == nil || loose {
			continue
		}
		h := b.cands[s][rng.intN(len(b.cands[s]))]
		for _, c := range h[:b.held[s]] {
			if used.Has(c) {
				return false
			}
			used |= engine.SetOf(c)
		}
		w.nh[s] = int8(copy(w.hands[s][:], h[:b.held[s]]))
	}
	left := b.leftBuf[:0]
	for _, c := range b.poolBuf[:b.npool] {
		if !used.Has(c) {
			left = append(left, c)
		}
	}
	take := func(s int, filter engine.CardSet) bool {
		var idx [52]int8
		m := 0
		for i, c := range left {
			if filter.Has(c) {
				idx[m] = int8(i)
				m++
			}
		}
		if m == 0 {
			return false
		}
		i := int(idx[rng.intN(m)])
		c := left[i]
		left[i] = left[len(left)-1]
		left = left[:len(left)-1]
		if s >= 0 {
			w.hands[s][w.nh[s]] = c
			w.nh[s]++
		} else {
			w.crib[w.ncrib] = c
			w.ncrib++
		}
		return true
	}
	for s := 0; s < b.n; s++ {
		if s == b.seat || !b.reject[s] || loose {
			continue
		}
		var idx [3]int
		ok := false
		for k := 0; k < 400 && !ok; k++ {
			idx, ok = b.drawDeclared(rng, s, left)
		}
		if !ok {
			return false
		}
		h := b.held[s]
		slices.Sort(idx[:h])
		for k := h - 1; k >= 0; k-- {
			w.hands[s][w.nh[s]] = left[idx[k]]
			w.nh[s]++
			left[idx[k]] = left[len(left)-1]
			left = left[:len(left)-1]
		}
	}
	for pass := 0; pass < 3; pass++ {
		for s := 0; s < b.n; s++ {
			if s == b.seat || (b.cands[s] != nil || b.reject[s]) && !loose {
				continue
			}
			switch {
			case pass == 0 && b.must[s] != engine.NoCard:
				if !take(s, engine.SetOf(b.must[s])) {
					return false
				}
			case pass == 1 && b.allowed[s] != engine.FullDeck:
				for int(w.nh[s]) < b.held[s] {
					if !take(s, b.allowed[s]) {
						return false
					}
				}
			case pass == 2:
				for int(w.nh[s]) < b.held[s] {
					if !take(s, engine.FullDeck) {
						return false
					}
				}
			}
		}
	}
	for int(w.ncrib) < b.cribHidden {
		if !take(-1, engine.FullDeck) {
			return false
		}
	}
	return true
}

// declaredWhole is declaredHands for whole hands (nothing laid, three
// held, any card of pool), in the same order, by plain loops: the memo's
// enumeration, once a deal for each seat, which WebAssembly runs slowly
// through closures.
func declaredWhole(s *score.Scoring, pool []engine.Card, starter engine.Card, want uint64) [][3]engine.Card {
	var byRank [13][4]engine.Card
	var nr [13]int
	for _, c := range pool {
		r := c % 13
		byRank[r][nr[r]] = c
		nr[r]++
	}
	wantRank, wantSuit := want&score.SigRankMask, want&^score.SigRankMask
	var out [][3]engine.Card
	for a := 0; a < 13; a++ {
		if nr[a] == 0 {
			continue
		}
		for b := a; b < 13; b++ {
			if nr[b] < 1+btoi(b == a) {
				continue
			}
			for c := b; c < 13; c++ {
				if nr[c] < 1+btoi(c == b)+btoi(c == a) {
					continue
				}
				// Cheap tests first: the pairs, then the fifteens.
				st := int(starter % 13)
				e := btoi(a == b) + btoi(a == c) + btoi(b == c) + btoi(a == st) + btoi(b == st) + btoi(c == st)
				if pairSig[e] != want&pairMask {
					continue
				}
				pa, pb, pc, ps := score.RankPips8[a], score.RankPips8[b], score.RankPips8[c], score.RankPips8[st]
				f15 := btoi(pa+pb == 15) + btoi(pa+pc == 15) + btoi(pb+pc == 15) + btoi(pa+ps == 15) +
					btoi(pb+ps == 15) + btoi(pc+ps == 15) + btoi(pa+pb+pc == 15) + btoi(pa+pb+ps == 15) +
					btoi(pa+pc+ps == 15) + btoi(pb+pc+ps == 15) + btoi(pa+pb+pc+ps == 15)
				if uint64(f15) != want>>(4*score.SigFifteen)&15 {
					continue
				}
				r := [4]uint8{uint8(a), uint8(b), uint8(c), uint8(st)}
				if s.RankSig(&r) != wantRank {
					continue
				}
				// The suits, the last card's by counting: with four cards at
				// most one suit holds three or more.
				knave := func(x engine.Card) uint64 {
					if x%13 == 10 && x/13 == starter/13 {
						return 1 << (4 * score.SigKnave)
					}
					return 0
				}
				for i := 0; i < nr[a]; i++ {
					x := byRank[a][i]
					j0 := 0
					if b == a {
						j0 = i + 1
					}
					for j := j0; j < nr[b]; j++ {
						y := byRank[b][j]
						var cnt [4]uint8
						cnt[starter/13]++
						cnt[x/13]++
						cnt[y/13]++
						three := -1 // a suit the starter, x and y all hold
						if cnt[starter/13] == 3 {
							three = int(starter / 13)
						}
						kxy := knave(x) + knave(y)
						k0 := 0
						if c == b {
							k0 = j + 1
						}
						for k := k0; k < nr[c]; k++ {
							z := byRank[c][k]
							sig := kxy + knave(z)
							switch n := cnt[z/13] + 1; {
							case n == 4:
								sig += 1 << (4 * score.SigFlush4)
							case n == 3 || three >= 0:
								sig += 1 << (4 * score.SigFlush3)
							}
							if sig == wantSuit {
								out = append(out, [3]engine.Card{x, y, z})
							}
						}
					}
				}
			}
		}
	}
	return out
}

// pairSig is the pair fields of four cards with e equal pairs among them.
var pairSig = [7]uint64{1: 1 << (4 * score.SigPair), 2: 2 << (4 * score.SigPair), 3: 1 << (4 * score.SigPairRoyal), 6: 1 << (4 * score.SigDoublePairRoyal)}

const pairMask = 15<<(4*score.SigPair) | 15<<(4*score.SigPairRoyal) | 15<<(4*score.SigDoublePairRoyal)

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// callStats counts the three-card hands from pool, those whose show with
// the starter makes at least d, and reports whether one holds every
// combination of want: countAtLeast and famContains for the Noddy family,
// ranks first and the suits by counting, as in declaredWhole.
func callStats(s *score.Scoring, pool []engine.Card, starter engine.Card, d int, want uint64) (total, atLeast int, possible bool) {
	var byRank [13][4]engine.Card
	var nr [13]int
	for _, c := range pool {
		r := c % 13
		byRank[r][nr[r]] = c
		nr[r]++
	}
	knave := func(x engine.Card) uint64 {
		if x%13 == 10 && x/13 == starter/13 {
			return 1 << (4 * score.SigKnave)
		}
		return 0
	}
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			for c := b; c < 13; c++ {
				if nr[a] == 0 || nr[b] < 1+btoi(b == a) || nr[c] < 1+btoi(c == b)+btoi(c == a) {
					continue
				}
				r := [4]uint8{uint8(a), uint8(b), uint8(c), uint8(starter % 13)}
				rs := s.RankSig(&r)
				rp := s.SigPoints(rs)
				rankOK := famContains(rs, want&score.SigRankMask)
				for i := 0; i < nr[a]; i++ {
					x := byRank[a][i]
					for j := btoi(b == a) * (i + 1); j < nr[b]; j++ {
						y := byRank[b][j]
						var cnt [4]uint8
						cnt[starter/13]++
						cnt[x/13]++
						cnt[y/13]++
						three := cnt[starter/13] == 3
						kxy := knave(x) + knave(y)
						for k := btoi(c == b) * (j + 1); k < nr[c]; k++ {
							z := byRank[c][k]
							ss := kxy + knave(z)
							switch n := cnt[z/13] + 1; {
							case n == 4:
								ss += 1 << (4 * score.SigFlush4)
							case n == 3 || three:
								ss += 1 << (4 * score.SigFlush3)
							}
							total++
							if rp+s.SigPoints(ss) >= d {
								atLeast++
							}
							if !possible && rankOK && famContains(ss, want&^score.SigRankMask) {
								possible = true
							}
						}
					}
				}
			}
		}
	}
	return total, atLeast, possible
}
