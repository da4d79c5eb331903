// Package belief is what one seat of du Coeur's Noddy can work out about
// the other seat's unplayed cards (Belief). The tutorial counts from it;
// the computer players do not use it (engine/players draws the possible
// deals of every game with its own famBelief).
package belief

import "noddy/engine"

// Belief is what one seat can work out about the other seat's unplayed
// cards from its view alone: which hands are still possible. A hand is
// possible when, together with the cards the other seat has already laid,
// it is a three-card hand that
//   - uses only cards this seat cannot see (not its own, not the starter,
//     not the pile: View.Unseen);
//   - shows exactly what the other seat declared with the starter: the same
//     kinds with the same points (rules, "Declarations": kinds and points
//     are said aloud, cards are not);
//   - after a go by the other seat, holds no card that would have fitted
//     (rules, "Go"). A go ends the count at once, so this last constraint
//     never bites at a decision in the same count; it is kept so that a
//     Belief of any view is right.
//
// Every possible hand is equally likely to have been dealt: the deal is
// uniform. It is the whole list the tutorial counts from ("with 40% of the
// hands they may hold"); the expert draws possible deals of every game with
// engine/players' famBelief.
type Belief struct {
	laid    [3]engine.Card // the other seat's cards laid this count
	nLaid   int
	held    int           // how many unplayed cards the other seat has
	pool    []engine.Card // cards the unplayed ones are drawn from, ascending
	starter engine.Card   //
	sig     showSig       // the declaration's signature
	goCount int           // count at the other seat's go, or -1
}

// New builds the belief of v.Seat about the other seat's hand.
func New(v engine.View) Belief {
	b := Belief{held: oppHeld(&v), starter: v.Starter, sig: declSig(oppShow(&v)), goCount: -1}
	b.nLaid = copy(b.laid[:], oppLaid(&v))
	b.pool = v.Unseen().Cards()
	if g := wentAt(&v); g >= 0 {
		b.goCount = g
	}
	if b.held < 0 || b.held > 3 || b.nLaid+b.held != 3 {
		b.held = -1 // not a view of a live count: nothing is possible
	}
	return b
}

// consistent reports whether the other seat holding h (its unplayed cards)
// agrees with everything public, one hand at a time. each does the same for
// all hands at once, faster; the tests hold the two to each other.
func (b *Belief) consistent(h [3]engine.Card) bool {
	var full [3]engine.Card
	copy(full[:], b.laid[:b.nLaid])
	copy(full[b.nLaid:], h[:b.held])
	if b.goCount >= 0 {
		for _, c := range h[:b.held] {
			if engine.Fits(b.goCount, c) {
				return false
			}
		}
	}
	return handSig(full, b.starter) == b.sig
}

// Worlds returns every possible unplayed hand of the other seat, each as a
// slice of View.OppHeld cards in ascending card order, the hands in a fixed
// order (by ranks, then suits). Before any card is laid there are C(48,3) = 17,296
// candidate hands to test.
func (b *Belief) Worlds() [][]engine.Card {
	var out [][]engine.Card
	b.each(func(h [3]engine.Card) bool {
		out = append(out, append([]engine.Card(nil), h[:b.held]...))
		return true
	})
	return out
}

// Count returns how many hands Worlds would return, without building them.
func (b *Belief) Count() int {
	n := 0
	b.each(func([3]engine.Card) bool { n++; return true })
	return n
}

// each calls f on every consistent hand (ascending within the hand) until
// f returns false. It works rank first: the fifteens, twenty-fives, pairs
// and runs of a show depend on ranks alone, so it tests each multiset of
// ranks once (at most C(15,3) = 455) and only for a multiset that matches
// the declaration goes through the suits, checking flush and Knave Noddy.
func (b *Belief) each(f func([3]engine.Card) bool) {
	if b.held < 0 {
		return
	}
	var avail [13][4]engine.Card
	var nAvail [13]int
	for _, c := range b.pool {
		if b.goCount >= 0 && engine.Fits(b.goCount, c) {
			continue // after a go no unplayed card fitted
		}
		r := c % 13
		avail[r][nAvail[r]] = c
		nAvail[r]++
	}
	var ranks [3]engine.Card // rank indices (rank-1) of the full hand
	for i := 0; i < b.nLaid; i++ {
		ranks[i] = b.laid[i] % 13
	}
	wantRanks, wantSuits := b.sig&rankFields, b.sig&suitFields
	sr := b.starter % 13
	var full [3]engine.Card
	copy(full[:], b.laid[:b.nLaid])
	stop := false

	// suits chooses concrete cards for the unknown ranks ranks[nLaid:],
	// slot by slot; equal ranks take cards in ascending order.
	var suits func(slot int)
	suits = func(slot int) {
		if stop {
			return
		}
		if slot == 3 {
			if suitSig(full, b.starter) != wantSuits {
				return
			}
			var h [3]engine.Card
			copy(h[:], full[b.nLaid:])
			sort3(&h, b.held)
			if !f(h) {
				stop = true
			}
			return
		}
		r := ranks[slot]
		for i := 0; i < nAvail[r]; i++ {
			c := avail[r][i]
			if slot > b.nLaid && ranks[slot-1] == r && c <= full[slot-1] {
				continue
			}
			full[slot] = c
			suits(slot + 1)
		}
	}
	var pick func(slot int, from engine.Card)
	pick = func(slot int, from engine.Card) {
		if stop {
			return
		}
		if slot == 3 {
			if rankSig(ranks[0], ranks[1], ranks[2], sr) == wantRanks {
				suits(b.nLaid)
			}
			return
		}
		for r := from; r < 13; r++ {
			// Enough cards of rank r for every slot that takes it.
			need := 1
			for j := b.nLaid; j < slot; j++ {
				if ranks[j] == r {
					need++
				}
			}
			if nAvail[r] < need {
				continue
			}
			ranks[slot] = r
			pick(slot+1, r)
		}
	}
	pick(b.nLaid, 0)
}

func sort3(h *[3]engine.Card, n int) {
	for i := 1; i < n; i++ {
		for j := i; j > 0 && h[j] < h[j-1]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}

// showSig summarises a show as the multiset of (kind, points) it declares:
// two shows declare the same thing exactly when their signatures are equal.
// Fields, 4 bits each: fifteens, twenty-fives, pairs, pairs royal, double
// pairs royal, runs of three, runs of four, flush points, Knave Noddy.
type showSig uint64

func mkSig(n15, n25, pair, royal, double, run3, run4, flush, knave int) showSig {
	return showSig(n15 | n25<<4 | pair<<8 | royal<<12 | double<<16 | run3<<20 | run4<<24 | flush<<28 | knave<<32)
}

// declSig is the signature of a declaration (or of a full show).
func declSig(cs []engine.Combo) showSig {
	var n15, n25, pair, royal, double, run3, run4, flush, knave int
	for _, c := range cs {
		switch c.Kind {
		case engine.Fifteen:
			n15++
		case engine.TwentyFive:
			n25++
		case engine.Pair:
			pair++
		case engine.PairRoyal:
			royal++
		case engine.DoublePairRoyal:
			double++
		case engine.Run:
			if c.Points == 4 {
				run4++
			} else {
				run3++
			}
		case engine.Flush:
			flush += c.Points
		case engine.KnaveNoddy:
			knave++
		}
	}
	return mkSig(n15, n25, pair, royal, double, run3, run4, flush, knave)
}

// rankFields and suitFields split a signature into what ranks decide
// (fifteens, twenty-fives, pairs, runs) and what suits decide (flush,
// Knave Noddy).
const (
	rankFields showSig = 1<<28 - 1
	suitFields showSig = (1<<36 - 1) &^ rankFields
)

// handSig is declSig(Show(hand, starter)) without allocating; the tests
// check the two agree on every show.
func handSig(hand [3]engine.Card, starter engine.Card) showSig {
	return rankSig(hand[0]%13, hand[1]%13, hand[2]%13, starter%13) | suitSig(hand, starter)
}

// rankSig is the rank part of a show's signature, from the four rank
// indices (rank-1).
func rankSig(ra, rb, rc, rd engine.Card) showSig {
	pa, pb, pc, pd := rankPips[ra], rankPips[rb], rankPips[rc], rankPips[rd]
	sums := [11]int{pa + pb, pa + pc, pa + pd, pb + pc, pb + pd, pc + pd,
		pa + pb + pc, pa + pb + pd, pa + pc + pd, pb + pc + pd, pa + pb + pc + pd}
	n15, n25 := 0, 0
	for _, s := range sums {
		switch s {
		case 15:
			n15++
		case 25:
			n25++
		}
	}
	var cnt [16]int
	cnt[ra]++
	cnt[rb]++
	cnt[rc]++
	cnt[rd]++
	pair, royal, double := 0, 0, 0
	for _, r := range [4]engine.Card{ra, rb, rc, rd} {
		switch cnt[r] { // each rank is seen once per card holding it
		case 2:
			pair++
		case 3:
			royal++
		case 4:
			double++
		}
	}
	pair /= 2
	royal /= 3
	double /= 4
	lo, hi := min(ra, rb, rc, rd), max(ra, rb, rc, rd)
	run3, run4 := 0, 0
	if hi-lo == 3 && cnt[lo] == 1 && cnt[lo+1] == 1 && cnt[lo+2] == 1 {
		run4 = 1
	} else {
		for r := lo; r+2 <= hi; r++ {
			run3 += cnt[r] * cnt[r+1] * cnt[r+2]
		}
	}
	return mkSig(n15, n25, pair, royal, double, run3, run4, 0, 0)
}

// suitSig is the suit part of a show's signature: flush and Knave Noddy.
func suitSig(hand [3]engine.Card, starter engine.Card) showSig {
	sa, sb, sc, sd := hand[0]/13, hand[1]/13, hand[2]/13, starter/13
	flush := 0
	switch {
	case sa == sb && sb == sc && sc == sd:
		flush = 4
	case sa == sb && sb == sc, sa == sb && sb == sd, sa == sc && sc == sd, sb == sc && sc == sd:
		flush = 3
	}
	knave := 0
	for _, c := range hand {
		if c%13 == 10 && c/13 == sd {
			knave = 1
		}
	}
	return mkSig(0, 0, 0, 0, 0, 0, 0, flush, knave)
}
