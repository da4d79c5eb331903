package engine

import (
	"math"
	"math/rand/v2"
)

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
// Every possible hand is equally likely: the deal is uniform and the belief
// does not model how the other seat chooses its cards.
type Belief struct {
	laid    [3]Card // the other seat's cards laid this count
	nLaid   int
	held    int     // how many unplayed cards the other seat has
	pool    []Card  // cards the unplayed ones are drawn from, ascending
	starter Card    //
	sig     showSig // the declaration's signature
	goCount int     // count at the other seat's go, or -1
}

// NewBelief builds the belief of v.Seat about the other seat's hand.
func NewBelief(v View) Belief {
	b := Belief{held: v.OppHeld, starter: v.Starter, sig: declSig(v.OppShow), goCount: -1}
	b.nLaid = copy(b.laid[:], v.OppLaid)
	b.pool = v.Unseen().Cards()
	if v.Went == 1-v.Seat {
		b.goCount = v.Count
	}
	if b.held < 0 || b.held > 3 || b.nLaid+b.held != 3 {
		b.held = -1 // not a view of a live count: nothing is possible
	}
	return b
}

// consistent reports whether the other seat holding h (its unplayed cards)
// agrees with everything public.
func (b *Belief) consistent(h [3]Card) bool {
	var full [3]Card
	copy(full[:], b.laid[:b.nLaid])
	copy(full[b.nLaid:], h[:b.held])
	if b.goCount >= 0 {
		for _, c := range h[:b.held] {
			if Fits(b.goCount, c) {
				return false
			}
		}
	}
	return handSig(full, b.starter) == b.sig
}

// Worlds returns every possible unplayed hand of the other seat, each as a
// slice of View.OppHeld cards in ascending card order, the hands in
// lexicographic order. Before any card is laid there are C(48,3) = 17,296
// candidate hands to test.
func (b *Belief) Worlds() [][]Card {
	var out [][]Card
	b.each(func(h [3]Card) bool {
		out = append(out, append([]Card(nil), h[:b.held]...))
		return true
	})
	return out
}

// Count returns how many hands Worlds would return, without building them.
func (b *Belief) Count() int {
	n := 0
	b.each(func([3]Card) bool { n++; return true })
	return n
}

// each calls f on every consistent hand in lexicographic order until f
// returns false.
func (b *Belief) each(f func([3]Card) bool) {
	p := b.pool
	switch b.held {
	case 0:
		if b.consistent([3]Card{}) {
			f([3]Card{})
		}
	case 1:
		for i := range p {
			h := [3]Card{p[i]}
			if b.consistent(h) && !f(h) {
				return
			}
		}
	case 2:
		for i := range p {
			for j := i + 1; j < len(p); j++ {
				h := [3]Card{p[i], p[j]}
				if b.consistent(h) && !f(h) {
					return
				}
			}
		}
	case 3:
		for i := range p {
			for j := i + 1; j < len(p); j++ {
				for k := j + 1; k < len(p); k++ {
					h := [3]Card{p[i], p[j], p[k]}
					if b.consistent(h) && !f(h) {
						return
					}
				}
			}
		}
	}
}

// sample returns up to n possible hands drawn uniformly without
// replacement, in the order drawn, using rng; with n at least the number of
// possible hands it returns them all (in a random order). buf is reused.
func (b *Belief) sample(n int, rng *rand.Rand, buf [][3]Card) [][3]Card {
	all := buf[:0]
	b.each(func(h [3]Card) bool { all = append(all, h); return true })
	if n > len(all) {
		n = len(all)
	}
	for i := 0; i < n; i++ {
		j := i + rng.IntN(len(all)-i)
		all[i], all[j] = all[j], all[i]
	}
	return all[:n]
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
func declSig(cs []Combo) showSig {
	var n15, n25, pair, royal, double, run3, run4, flush, knave int
	for _, c := range cs {
		switch c.Kind {
		case Fifteen:
			n15++
		case TwentyFive:
			n25++
		case Pair:
			pair++
		case PairRoyal:
			royal++
		case DoublePairRoyal:
			double++
		case Run:
			if c.Points == 4 {
				run4++
			} else {
				run3++
			}
		case Flush:
			flush += c.Points
		case KnaveNoddy:
			knave++
		}
	}
	return mkSig(n15, n25, pair, royal, double, run3, run4, flush, knave)
}

// handSig is declSig(Show(hand, starter)) without allocating; the tests
// check the two agree on every show.
func handSig(hand [3]Card, starter Card) showSig {
	a, b, c, d := hand[0], hand[1], hand[2], starter
	ra, rb, rc, rd := a%13, b%13, c%13, d%13
	pa, pb, pc, pd := pipsOf[ra], pipsOf[rb], pipsOf[rc], pipsOf[rd]
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
	for _, r := range [4]Card{ra, rb, rc, rd} {
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
	sa, sb, sc, sd := a/13, b/13, c/13, d/13
	flush := 0
	switch {
	case sa == sb && sb == sc && sc == sd:
		flush = 4
	case sa == sb && sb == sc, sa == sb && sb == sd, sa == sc && sc == sd, sb == sc && sc == sd:
		flush = 3
	}
	knave := 0
	if (ra == 10 && sa == sd) || (rb == 10 && sb == sd) || (rc == 10 && sc == sd) {
		knave = 1
	}
	return mkSig(n15, n25, pair, royal, double, run3, run4, flush, knave)
}

// likelihood is how likely the other seat was to lay what it did this
// count, holding h (its unplayed cards) besides: each of its lays is taken
// to be a choice among the cards that fitted, made with probability
// proportional to exp(beta × the points the card made), a player who
// mostly takes points when it can. beta 0 gives 1 (every world counts
// alike).
func likelihood(v *View, h []Card, beta float64) float64 {
	if beta == 0 || len(v.OppLaid) == 0 {
		return 1
	}
	opp := 1 - v.Seat
	var hand [6]Card
	n := copy(hand[:], h)
	copy(hand[n:], v.OppLaid)
	like := 1.0
	k := 0 // index into OppLaid
	for i, c := range v.Pile {
		if v.PileBy[i] != opp {
			continue
		}
		// At this lay the other seat held h and OppLaid[k:].
		held := hand[:len(h)+len(v.OppLaid)]
		count := PileTotal(v.Pile[:i])
		num, den := 0.0, 0.0
		for j, d := range held {
			if j >= len(h) && j-len(h) < k {
				continue // already laid
			}
			if !Fits(count, d) {
				continue
			}
			w := math.Exp(beta * float64(LayPoints(v.Pile[:i], d, v.Starter)))
			den += w
			if d == c {
				num = w
			}
		}
		if den > 0 {
			like *= num / den
		}
		k++
	}
	return like
}
