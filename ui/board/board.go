package board

import (
	"math"

	"noddy/engine"
	"noddy/ui/geom"
)

// BoardKind is the shape of a pegging board.
type BoardKind uint8

// The boards.
const (
	// BoardWillughby is Willughby's 61-hole M: both sides on one track
	// from its two ends to the centre hole.
	BoardWillughby BoardKind = iota + 1
	// BoardNoddy is a straight track of Target holes a side, each with
	// its own game hole.
	BoardNoddy
	// BoardCribbage is a lane of Target-1 holes a side in rows out and
	// back, and one game hole for all.
	BoardCribbage
)

func (k BoardKind) String() string {
	switch k {
	case BoardWillughby:
		return "willughby"
	case BoardNoddy:
		return "noddy"
	case BoardCribbage:
		return "cribbage"
	}
	return "board?"
}

// Board is the pegging board for a rule set: a plain, comparable value.
type Board struct {
	Kind   BoardKind
	Target int // the game hole's number: the score that wins
	Sides  int // how many sides peg, each with a track (Willughby's: a half)
}

// NewBoard returns the board for rule set r (see "The boards" at the top
// of this file): Willughby's for du Coeur's Noddy to 31, a noddy board for
// any other game to 31 or less, else a cribbage board. It is the one place
// that looks at the rule set's name: du Coeur's and Parlett's Noddy have
// the same target and sides but not the same board.
func NewBoard(r engine.Rules) Board {
	return BoardFor(r.Name, r.Target, r.Sides())
}

// BoardFor is NewBoard from a rule set's name, target and number of sides.
func BoardFor(name string, target, sides int) Board {
	target = max(target, 1)
	sides = max(sides, 1)
	switch {
	case name == "noddy" && target == 31 && sides == 2:
		return Board{BoardWillughby, 31, 2}
	case target <= 31:
		return Board{BoardNoddy, target, sides}
	}
	return Board{BoardCribbage, target, sides}
}

// Hole returns the hole a peg stands in for score: the score itself, 0
// (off the board) for 0 or less, the game hole past it.
func (b Board) Hole(score int) int { return max(0, min(score, b.Target)) }

// Point is a position in a BoardLayout's units.
type Point struct{ X, Y float64 }

// HoleKind tells a board's holes apart.
type HoleKind uint8

// The kinds of hole.
const (
	HoleTrack HoleKind = iota // a hole of a side's track
	HoleStart                 // a start hole, before hole 1: a peg at 0 rests there
	HoleGame                  // a game hole: the target
)

// Hole is one hole of a laid-out board.
type Hole struct {
	Point
	Kind HoleKind
	// Side is the side whose track it is; -1 for a game hole all sides
	// share (the cribbage board's, Willughby's centre hole).
	Side int
	// Score is the score a peg in it stands for (0 for a start hole);
	// Rest is which of the side's two start holes (0 or 1).
	Score, Rest int
}

// Label is a number engraved on the board, centred on its point.
type Label struct {
	Point
	Text string
	Size float64 // the text's size (em), in the layout's units
}

// BoardLayout is a board laid out in a rectangle: every hole, number and
// inlay, in the units of the rectangle given to Layout.
type BoardLayout struct {
	Board Board
	Rect  geom.Rect // the rectangle given, its origin at whole units
	// Bounds is the wooden board: inside Rect, at whole units, centred.
	Bounds geom.Rect
	Scale  float64 // units per logical pixel, as given
	// Tall is true when the tracks run up the rect (a tall rect) rather
	// than along it; a Willughby board is then an M lying on its side.
	Tall bool
	// Pitch is the distance between the centres of neighbouring holes of
	// a group; HoleR a hole's radius (its rim included), GameR a game
	// hole's, PegR a peg's head seen from above.
	Pitch, HoleR, GameR, PegR float64
	// Rows is how many rows a side's lane has and RowLen the holes in a
	// full row (cribbage and noddy boards; Willughby's: 0).
	Rows, RowLen int
	Holes        []Hole
	Labels       []Label
	// Inlays are brass lines set in the wood: the streets between the
	// lanes.
	Inlays [][]Point
	// Path is Willughby's track from foot to foot through its holes'
	// centres (the M), routed into the wood as a channel.
	Path []Point
	// Radius is the board's corner radius.
	Radius float64

	at    [][]int // per side, for scores 0..Target: the index in Holes (0: start hole 0)
	rest1 []int   // per side: the index of start hole 1
}

// Layout constants, in pitches (a hole's distance from the next).
const (
	groupGap  = 0.7  // the extra space between two groups of five
	rowPitch  = 1.12 // from one row of a lane to the next
	lapGap    = 0.45 // the extra space between two laps of a lane (a lap: out and back)
	streetGap = 0.85 // the extra space between two lanes (the street)
	edge      = 0.88 // from the outermost holes' centres to the board's edge
	holeR     = 0.27
	gameR     = 0.48
	pegR      = 0.38
	// Labels: their size in pitches, and the largest pitch in logical px.
	labelK   = 0.8
	maxPitch = 30.0
)

// gameHeadU and gameTailU are where a shared game hole stands: before
// the start holes, or after the last row's end.
func gameHeadU() float64      { return -(2 + groupGap) - (1.3 + groupGap) }
func gameTailU(n int) float64 { return groupPos(n-1) + 1.3 + groupGap }

// gameRoom is the room from a shared game hole's centre to the board's
// end, in pitches (ratio label sizes a pitch): for its rim and its number
// beyond it, or, along a wide board where the number fits between the
// hole and the start holes, for the number across from it (gameAcross).
func gameRoom(tall bool, digits int, ratio float64) float64 {
	if gameAcross(tall, digits, ratio) {
		return math.Max(gameR, numW(digits, ratio)/2) + 0.35
	}
	ext := numW(digits, ratio)
	if tall {
		ext = numH(ratio)
	}
	return gameR + 0.2 + ext + 0.35
}

// gameAcross reports whether a shared game hole's number goes across from
// it (wide boards whose number is narrow enough) rather than beyond it.
func gameAcross(tall bool, digits int, ratio float64) bool {
	return !tall && numW(digits, ratio)/2+0.8*holeR+0.15 <= 1.3+groupGap
}

// gameU is where a noddy board's game hole stands, after a row of n:
// set apart by more than a group's gap.
func gameU(n int) float64 { return groupPos(n-1) + 1 + 1.4*groupGap }

// groupPos is where the j-th hole of a row stands along it, in pitches
// from its first, with a gap after every five.
func groupPos(j int) float64 { return float64(j) + groupGap*float64(j/5) }

// Layout lays the board out in r, whose units are scale to a logical
// pixel (pass the device scale for a rect in physical pixels, 1 for one in
// logical pixels): the largest holes that fit, with numbers never under
// MinPX logical pixels. It allocates; call it when r changes, not every
// frame.
func (b Board) Layout(r geom.Rect, scale float64) BoardLayout {
	if scale <= 0 {
		scale = 1
	}
	r.X, r.Y = math.Floor(r.X), math.Floor(r.Y)
	r.W, r.H = math.Max(1, math.Floor(r.W)), math.Max(1, math.Floor(r.H))
	var l BoardLayout
	if b.Kind == BoardWillughby {
		l = b.willughby(r, scale)
	} else {
		l = b.lanes(r, scale)
	}
	l.Board, l.Rect, l.Scale = b, r, scale
	l.HoleR, l.GameR, l.PegR = holeR*l.Pitch, gameR*l.Pitch, pegR*l.Pitch
	l.Radius = 0.6 * l.Pitch
	l.index()
	return l
}

// frame maps a layout made along a wide frame (u along the long side from
// its start, v across from its top) into the rect: as it is, or, for a
// tall rect, turned a quarter anticlockwise (u up from the bottom, v
// rightwards from the left).
type frame struct {
	r    geom.Rect
	tall bool
}

func (f frame) long() float64 {
	if f.tall {
		return f.r.H
	}
	return f.r.W
}

func (f frame) short() float64 {
	if f.tall {
		return f.r.W
	}
	return f.r.H
}

func (f frame) at(u, v float64) Point {
	if f.tall {
		return Point{f.r.X + v, f.r.Y + f.r.H - u}
	}
	return Point{f.r.X + u, f.r.Y + v}
}

// box maps a box of the frame to a rect.
func (f frame) box(u0, v0, u1, v1 float64) geom.Rect {
	a, b := f.at(u0, v0), f.at(u1, v1)
	return geom.Rect{X: math.Min(a.X, b.X), Y: math.Min(a.Y, b.Y), W: math.Abs(b.X - a.X), H: math.Abs(b.Y - a.Y)}
}

// labelSize is the numbers' size for pitch p: labelK pitches, never
// under MinPX logical pixels.
func labelSize(p, scale float64) float64 { return math.Max(geom.MinPX*scale, labelK*p) }

// digitW is a digit's width in em (the Go fonts' are 0.6 em; a little slack).
const digitW = 0.62

// numW is a number's width of n digits at size fs.
func numW(n int, fs float64) float64 { return float64(n) * digitW * fs }

// numH is a number's height (the digits' cap height and a little) at size fs.
func numH(fs float64) float64 { return 0.85 * fs }

// frameRect is the rect of a frame's box mapped through to.
func frameRect(to func(x, y float64) Point, x0, y0, x1, y1 float64) geom.Rect {
	a, b := to(x0, y0), to(x1, y1)
	return geom.Rect{X: math.Min(a.X, b.X), Y: math.Min(a.Y, b.Y), W: math.Abs(b.X - a.X), H: math.Abs(b.Y - a.Y)}
}

// BoardSamples are places a table might give the board at the three
// window shapes the product is checked at (1280×800, 844×390, 390×844),
// in logical pixels: a header across the top and a column at the side,
// and an upright phone's header. The tests and tools/artsheet use them; the
// table lays the board out where its own layout decides.
var BoardSamples = []struct {
	Window, Where string
	Rect          geom.Rect
}{
	{"1280×800", "header", geom.Rect{W: 1226, H: 120}},
	{"1280×800", "side", geom.Rect{W: 340, H: 560}},
	{"844×390", "header", geom.Rect{W: 818, H: 84}},
	{"844×390", "side", geom.Rect{W: 210, H: 364}},
	{"390×844", "header", geom.Rect{W: 364, H: 150}},
}

// ReadablePitch is the least distance between holes, in logical pixels,
// at which a board reads well (holes about 5 px across, pegs 7): the
// table should give the board a rect at least MinHeight (or MinWidth)
// for it.
const ReadablePitch = 9.0

// MinHeight is the least height of a rect w wide in which the board's
// holes are ReadablePitch logical pixels apart (at scale units a logical
// pixel): for a header. It lays the board out a few times: call it when
// the window changes.
func (b Board) MinHeight(w, scale float64) float64 {
	return b.minSide(w, scale, false)
}

// MinWidth is MinHeight for a column h high (a board at the side).
func (b Board) MinWidth(h, scale float64) float64 {
	return b.minSide(h, scale, true)
}

func (b Board) minSide(fixed, scale float64, width bool) float64 {
	if scale <= 0 {
		scale = 1
	}
	want := ReadablePitch * scale
	rect := func(v float64) geom.Rect {
		if width {
			return geom.Rect{W: v, H: fixed}
		}
		return geom.Rect{W: fixed, H: v}
	}
	lo, hi := 1.0, 4096*scale
	if b.Layout(rect(hi), scale).Pitch < want {
		return math.Inf(1) // too narrow (too low) however tall (wide)
	}
	for hi-lo > 0.5 {
		m := (lo + hi) / 2
		if b.Layout(rect(m), scale).Pitch >= want {
			hi = m
		} else {
			lo = m
		}
	}
	return math.Ceil(hi)
}

// index builds the look-up of holes by side and score.
func (l *BoardLayout) index() {
	b := l.Board
	l.at = make([][]int, b.Sides)
	l.rest1 = make([]int, b.Sides)
	for s := range l.at {
		l.at[s] = make([]int, b.Target+1)
		for i := range l.at[s] {
			l.at[s][i] = -1
		}
	}
	for i, h := range l.Holes {
		switch {
		case h.Side < 0:
			for s := range l.at {
				l.at[s][h.Score] = i
			}
		case h.Kind == HoleStart && h.Rest == 1:
			l.rest1[h.Side] = i
		case h.Kind == HoleStart:
			l.at[h.Side][0] = i
		default:
			l.at[h.Side][h.Score] = i
		}
	}
}

// HoleOf returns the hole a peg of side stands in for score (0 or less:
// start hole 0; past the target: the game hole).
func (l *BoardLayout) HoleOf(side, score int) Hole {
	if len(l.at) == 0 {
		return Hole{}
	}
	side = max(0, min(side, len(l.at)-1))
	return l.Holes[l.at[side][l.Board.Hole(score)]]
}

// PegAt returns where a peg of side stands for score: the centre of its
// hole (HoleOf).
func (l *BoardLayout) PegAt(side, score int) Point { return l.HoleOf(side, score).Point }

// StartAt returns start hole i (0 or 1) of side: both pegs rest there
// before the first award, the back peg in 0 after it until the second.
func (l *BoardLayout) StartAt(side, i int) Point {
	if len(l.at) == 0 {
		return Point{}
	}
	side = max(0, min(side, len(l.at)-1))
	if i == 1 {
		return l.Holes[l.rest1[side]].Point
	}
	return l.Holes[l.at[side][0]].Point
}

// PegsAt returns where side's two pegs stand at rest: the front peg in
// the hole of p.Front, the back peg in the hole of p.Back; before any
// award, in the two start holes.
func (l *BoardLayout) PegsAt(side int, p Pegs) (front, back Point) {
	if p.Front <= 0 {
		return l.StartAt(side, 1), l.StartAt(side, 0)
	}
	return l.PegAt(side, p.Front), l.PegAt(side, p.Back)
}
