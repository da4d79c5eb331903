package board

import "math"

// Pegs is a side's two pegs as scores: the front peg at the score, the
// back peg at the score before the last award (0: off the board).
type Pegs struct{ Front, Back int }

// To returns the pegs once the side's score is total: the back peg
// leapfrogs the front one to total, which becomes the back peg's place.
// The same total changes nothing.
func (p Pegs) To(total int) Pegs {
	if total == p.Front {
		return p
	}
	return Pegs{Front: total, Back: p.Front}
}

// A peg move's timing, in ticks at normal speed (60 a second).
const (
	// PegRise is the back peg rising from its hole and going to the
	// first hole counted (the one after the front peg).
	PegRise = 9
	// PegHop is the peg going on from one hole to the next, for a move
	// of a few holes; a long one is counted faster, all its hops within
	// PegHops.
	PegHop  = 4
	PegHops = 45
)

// PegMove is an award pegged: side's back peg leaves the hole of Back
// (from a start hole when Back is 0) and is counted on from the hole
// after From, the front peg's, to To, hole by hole, from tick Start.
type PegMove struct {
	Side           int
	Back, From, To int
	Start          float64
}

// NewPegMove is the move that takes side's pegs p to total from tick start.
func NewPegMove(side int, p Pegs, total int, start float64) PegMove {
	return PegMove{Side: side, Back: p.Back, From: p.Front, To: total, Start: start}
}

// Hops is how many holes the peg is counted through on board b (the
// holes from From+1 to To, none past the game hole).
func (m PegMove) Hops(b Board) int { return max(0, b.Hole(m.To)-b.Hole(m.From)) }

// Holes returns the holes the peg passes on board b, in order, by the
// score each stands for: From+1 … To, the last the game hole for a score
// past it. One click each.
func (m PegMove) Holes(b Board) []int {
	n := m.Hops(b)
	hs := make([]int, n)
	for i := range hs {
		hs[i] = b.Hole(m.From) + 1 + i
	}
	return hs
}

// hop is the ticks from one hole to the next in a move of n holes.
func hopTicks(n int) float64 {
	if n <= 1 {
		return PegHop
	}
	return math.Min(PegHop, PegHops/float64(n-1))
}

// Duration is the move's length in ticks on board b: the rise to the
// first hole counted, then a hop a hole. A move of no hole takes none.
func (m PegMove) Duration(b Board) float64 {
	n := m.Hops(b)
	if n == 0 {
		return 0
	}
	return PegRise + float64(n-1)*hopTicks(n)
}

// End is the tick the move ends.
func (m PegMove) End(b Board) float64 { return m.Start + m.Duration(b) }

// Reached is how many of the move's holes the peg has reached by tick t:
// the first at Start+PegRise, then one every hop.
func (m PegMove) Reached(b Board, t float64) int {
	n := m.Hops(b)
	if n == 0 || t < m.Start+PegRise {
		return 0
	}
	k := 1 + int(math.Floor((t-m.Start-PegRise)/hopTicks(n)+1e-9))
	return min(k, n)
}

// origin is the point the moving peg leaves: the back peg's hole, or at
// the first award the start hole nearer the track (the other peg stays in
// start hole 0, where PegsAt has the back peg at 0).
func (l *BoardLayout) origin(m PegMove) Point {
	if m.From <= 0 {
		return l.StartAt(m.Side, 1)
	}
	return l.PegAt(m.Side, m.Back)
}

// MoveAt returns where the moving peg of m is at tick t and how high it
// is lifted (0 in a hole, 1 at the top of its rise; a hop lifts it a
// little): in its old hole before Start, in the hole of To after the end.
func (l *BoardLayout) MoveAt(m PegMove, t float64) (Point, float64) {
	b := l.Board
	n := m.Hops(b)
	if t <= m.Start || n == 0 {
		if n == 0 {
			return l.PegAt(m.Side, m.To), 0
		}
		return l.origin(m), 0
	}
	tau := t - m.Start
	first := b.Hole(m.From) + 1
	if tau < PegRise {
		f := tau / PegRise
		return lerpPt(l.origin(m), l.PegAt(m.Side, first), ease(f)), math.Sin(math.Pi * f)
	}
	hop := hopTicks(n)
	x := (tau - PegRise) / hop // holes beyond the first
	if x >= float64(n-1) {
		return l.PegAt(m.Side, first+n-1), 0
	}
	i := math.Floor(x)
	f := x - i
	a := l.PegAt(m.Side, first+int(i))
	c := l.PegAt(m.Side, first+int(i)+1)
	return lerpPt(a, c, ease(f)), 0.35 * math.Sin(math.Pi*f)
}

func lerpPt(a, b Point, t float64) Point { return Point{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }

func ease(t float64) float64 { return t * t * (3 - 2*t) }

// Pegboard is every side's pegs on a board and the moves under way: what
// the table keeps and DrawBoard draws. Use it from the game loop only.
type Pegboard struct {
	Board Board
	shown []Pegs      // per side: at rest, before the moves queued
	queue [][]PegMove // per side: the move under way first, then those to come
	heard []int       // per side: the holes of queue[0] already clicked
}

// NewPegboard returns board b with every side's pegs in their start holes.
func NewPegboard(b Board) Pegboard {
	return Pegboard{Board: b, shown: make([]Pegs, b.Sides), queue: make([][]PegMove, b.Sides), heard: make([]int, b.Sides)}
}

func (pb *Pegboard) ok(side int) bool { return side >= 0 && side < len(pb.shown) }

// Pegs returns side's pegs once every move queued has landed: the front
// at the side's score, the back at the score before the last award.
func (pb *Pegboard) Pegs(side int) Pegs {
	if !pb.ok(side) {
		return Pegs{}
	}
	if q := pb.queue[side]; len(q) > 0 {
		m := q[len(q)-1]
		return Pegs{Front: m.To, Back: m.From}
	}
	return pb.shown[side]
}

// Score pegs side's new score total from tick now: the back peg is
// counted on from the front peg to total, after any move of that side
// still under way. The same score changes nothing; a lower one (a new
// game) places the pegs at once (Place).
func (pb *Pegboard) Score(side, total int, now float64) {
	if !pb.ok(side) {
		return
	}
	p := pb.Pegs(side)
	switch {
	case total == p.Front:
		return
	case total < p.Front:
		pb.Place(side, Pegs{Front: max(0, total)})
		return
	}
	start := now
	if q := pb.queue[side]; len(q) > 0 {
		start = math.Max(now, q[len(q)-1].End(pb.Board))
	}
	pb.queue[side] = append(pb.queue[side], NewPegMove(side, p, total, start))
}

// Place sets side's pegs at once, ending its moves without a sound.
func (pb *Pegboard) Place(side int, p Pegs) {
	if !pb.ok(side) {
		return
	}
	pb.shown[side] = p
	pb.queue[side] = pb.queue[side][:0]
	pb.heard[side] = 0
}

// Reset puts every side's pegs back in their start holes (a new game).
func (pb *Pegboard) Reset() {
	for s := range pb.shown {
		pb.Place(s, Pegs{})
	}
}

// Finish lands every move at once (hurry, instant speed), without a sound.
func (pb *Pegboard) Finish() {
	for s := range pb.shown {
		pb.Place(s, pb.Pegs(s))
	}
}

// Busy reports whether a move is under way or to come.
func (pb *Pegboard) Busy() bool {
	for _, q := range pb.queue {
		if len(q) > 0 {
			return true
		}
	}
	return false
}

// Update lands the moves over by tick now and returns how many holes the
// pegs reached since the last Update: play a click for each.
func (pb *Pegboard) Update(now float64) int {
	clicks := 0
	for s := range pb.queue {
		for len(pb.queue[s]) > 0 {
			m := pb.queue[s][0]
			r := m.Reached(pb.Board, now)
			clicks += max(0, r-pb.heard[s])
			pb.heard[s] = r
			if now < m.End(pb.Board) {
				break
			}
			pb.shown[s] = Pegs{Front: m.To, Back: m.From}
			pb.queue[s] = append(pb.queue[s][:0], pb.queue[s][1:]...)
			pb.heard[s] = 0
		}
	}
	return clicks
}

// PegSpot is where a peg is drawn: the point and how high it is lifted
// (0 in its hole; see MoveAt).
type PegSpot struct {
	Point
	Lift float64
}

// Spots returns where side's two pegs are at tick now on layout l: the
// one standing still first, then the back peg, moving if a move is under
// way (draw it last, over the other).
func (pb *Pegboard) Spots(l *BoardLayout, side int, now float64) [2]PegSpot {
	if !pb.ok(side) {
		return [2]PegSpot{}
	}
	p := pb.shown[side]
	if q := pb.queue[side]; len(q) > 0 && now > q[0].Start {
		m := q[0]
		still := l.PegAt(side, m.From)
		if m.From <= 0 {
			still = l.StartAt(side, 0)
		}
		at, lift := l.MoveAt(m, now)
		return [2]PegSpot{{Point: still}, {Point: at, Lift: lift}}
	}
	f, b := l.PegsAt(side, p)
	return [2]PegSpot{{Point: f}, {Point: b}}
}
