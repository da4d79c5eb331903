package ui

// The pegging board: its geometry for every game of the family, the pegs
// of each side and their moves, without Ebitengine (scenes/art draws it).
//
// # For the table
//
//	board := ui.NewBoard(rules)                 // once per rule set
//	lay := board.Layout(rect, scale)               // when the window changes; rect in the
//	                                               // destination's pixels (physical at
//	                                               // device scale), scale = pixels a logical
//	                                               // pixel (labels never under MinPX logical)
//	pegs := ui.NewPegboard(board)               // every side's two pegs off the board
//	pegs.Score(side, total, tick)                  // when a side's score becomes total: the
//	                                               // back peg is counted on, hole by hole
//	for range pegs.Update(tick) { play(sound.Peg) } // once a tick: a click for each hole
//	                                               // a peg reached since the last Update
//	art.DrawBoard(dst, &lay, style, &pegs, tick)   // once a frame: the cached board and pegs
//
// tick is the table's clock in ticks at normal speed (60 a second; a slow
// or fast table passes a clock that runs slower or faster); Finish ends
// every move at once (hurry, instant speed) and Place sets pegs without a
// move (a new game, a replayed step). lay.Bounds is the wooden board inside
// rect (the rest of rect is free); lay.PegAt(side, score) is the point of
// the hole a peg stands in for a score, for a "+2" or a name beside it.
//
// # Pegs
//
// Each side has two pegs that leapfrog: the front peg stands in the hole
// of the score, the back peg in the hole of the score before the last
// award (Pegs), so the gap between them is the last score. At 0 a peg is
// off the board, in one of its side's two start holes before hole 1. A
// score past the game hole stands in the game hole; the numbers the table
// shows still say the true score. An award moves the back peg: it rises,
// goes to the hole after the front peg and is counted on hole by hole to
// the new score (PegMove, one click a hole).
//
// # The boards (NewBoard)
//
//   - du Coeur's Noddy (to 31): Willughby's board, one track of 61 holes in
//     an elongated M. The players start at opposite ends, each at the foot
//     of an outer stroke, and race to the centre hole: hole k of the first
//     side is the track's hole k, of the second the track's hole 62-k, so
//     each has 30 holes (in groups of five) and the centre hole, 31, is the
//     game hole of both, at the foot of the V between the two peaks. The
//     holes are equally spaced along the strokes, each peak in the gap
//     after a group; how many groups the outer strokes hold (one to five,
//     three or four preferred) and how deep the V goes (half, three
//     quarters or all the way down) are chosen for the largest holes in
//     the rect, the strokes opening at least 54° at a peak (the pegs either
//     side of it never touch) and 60° at the centre, with room under the
//     centre hole for its number: a long, low M in a header (outer strokes
//     of 15 holes, the V three quarters down), upright legs and a deep V on
//     a phone. The M stands upright, or lies along a tall rect (Tall) when
//     that gives larger holes. The first side (side 0) starts at the left
//     foot (the bottom one when it lies along the rect). The start holes
//     are at each foot, before hole 1.
//   - Parlett's Noddy, two-hand or in partnerships, and the MacGregor
//     booklet's Noddy to 31 (any game to 31 or less but du Coeur's): a
//     noddy board, one straight track a side of Target holes (30 in groups
//     of five and the game hole, 31, set apart), the numbers in the street
//     between the two tracks; side 0's track is the lower (along) or the
//     right-hand one (up).
//   - Games to 61, 121 and 181 (early cribbage, Costly Colours, the
//     MacGregor booklet's 61, cribbage in all its forms): a cribbage board
//     of one lane a side (three players three lanes; two sides, partners
//     included, two), one shared game hole. Each lane is a continuous track
//     of Target-1 holes laid in rows that run out and back along the board
//     (a serpentine), in groups of five, so every score has a hole of its
//     own: 61 is a lap of 60 (two rows of 30: the old 61-hole board, 30 out
//     and 30 back), 121 two laps (four rows of 30, or two of 60: a long
//     board, as an ACC tournament board runs), 181 three laps (six rows of
//     30, or three of 60) — "once, twice, three times round" laid end to
//     end instead of gone round again, so a peg never has to say which lap
//     it is on. The rows are 30 or 60 holes long as cribbage boards' are,
//     or 20 or 15 where a small rect reads better so; Layout picks the
//     length that gives the largest holes. Rows run along the rect's long
//     side (Tall when that is its height, from the bottom up); the start
//     holes are at the end the first row starts from, the game hole at the
//     end the last row finishes at (in the middle of the lanes). Side 0's
//     lane is the lowest (along) or the right-hand one (up), then 1, 2.
//
// Numbers: every 5 holes (every 10 where five holes are too narrow for
// them), along the first and the last row of the lanes (a row's number
// serves every lane: the lanes are alike), never under MinPX logical
// pixels; the game hole's number beside it.
//
// # Size
//
// A board reads well with its holes ReadablePitch (9) logical pixels
// apart or more: MinHeight(w, scale) is the least height a header w wide
// needs for that, MinWidth(h, scale) the least width of a column; a
// three-hand board to 121 or a board to 181 needs about 112 px across a
// 1280 px window and 185 on a phone (every figure: BoardSamples in the
// tests, tools/artsheet -boards). A first DrawBoard at a new size renders
// the board (tens of milliseconds on a software renderer): lay a board
// out again when the window's size settles, not on every frame of a drag.

import (
	"math"
	"strconv"

	"noddy/engine"
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
	Rect  Rect // the rectangle given, its origin at whole units
	// Bounds is the wooden board: inside Rect, at whole units, centred.
	Bounds Rect
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
func (b Board) Layout(r Rect, scale float64) BoardLayout {
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
	r    Rect
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
func (f frame) box(u0, v0, u1, v1 float64) Rect {
	a, b := f.at(u0, v0), f.at(u1, v1)
	return Rect{math.Min(a.X, b.X), math.Min(a.Y, b.Y), math.Abs(b.X - a.X), math.Abs(b.Y - a.Y)}
}

// labelSize is the numbers' size for pitch p: labelK pitches, never
// under MinPX logical pixels.
func labelSize(p, scale float64) float64 { return math.Max(MinPX*scale, labelK*p) }

// digitW is a digit's width in em (the Go fonts' are 0.6 em; a little slack).
const digitW = 0.62

// numW is a number's width of n digits at size fs.
func numW(n int, fs float64) float64 { return float64(n) * digitW * fs }

// numH is a number's height (the digits' cap height and a little) at size fs.
func numH(fs float64) float64 { return 0.85 * fs }

// lanePlan is a cribbage or noddy board's arrangement, in pitches except
// where said.
type lanePlan struct {
	rowLen, rows int
	tall         bool
	p, fs        float64 // pitch and label size, in units
	every        int     // a number every so many holes
}

// rowLens are the row lengths a cribbage board may have, most familiar
// first, with the weight a length's pitch is judged by.
var rowLens = []struct {
	n int
	w float64
}{{30, 1}, {60, 1}, {20, 0.92}, {15, 0.88}, {40, 0.85}, {10, 0.7}}

func (b Board) lanes(r Rect, scale float64) BoardLayout {
	n := b.Target - 1 // holes a side before the game hole
	var best lanePlan
	bestScore := -1.0
	try := func(rowLen int, w float64, tall bool) {
		pl := b.plan(r, scale, max(1, n), rowLen, tall)
		if s := pl.p * w; s > bestScore+1e-9 {
			best, bestScore = pl, s
		}
	}
	for _, tall := range []bool{false, true} {
		if b.Kind == BoardNoddy || n <= 10 {
			try(max(1, n), 1, tall)
			continue
		}
		for _, rl := range rowLens {
			w := rl.w
			if rl.n >= n {
				// A single row a side is a long noddy board, not a
				// cribbage board's out and back.
				w = 0.8
			}
			if rl.n <= n {
				try(rl.n, w, tall)
			}
		}
		if n < 60 && n%5 == 0 {
			try(n, 0.8, tall) // one row
		}
	}
	return b.build(r, scale, best)
}

// dims are a lane plan's extent: along and across in pitches, plus the
// label bands across in units (per unit of label size).
type dims struct {
	uMin, uMax   float64 // along, from the first row's first hole
	across       float64 // pitches, edge to edge, without the bands
	bands        float64 // label bands across, in label sizes
	streetBand   bool    // the numbers run in the street (two lanes of one row)
	lowBand      bool    // a band under the first lane's first row
	highBand     bool    // a band over the last lane's last row
	shareGame    bool    // one game hole for all, else one at each track's end
	gameHead     bool    // the shared game hole is at the start end
	laneH        float64 // a lane's first to last row, pitches
	streetCentre float64 // pitches between the last row of a lane and the first of the next
}

func (b Board) dims(rowLen, rows int, tall bool, digits int, ratio float64) dims {
	var d dims
	d.shareGame = b.Kind == BoardCribbage
	d.gameHead = d.shareGame && rows%2 == 0
	span := groupPos(rowLen - 1)
	d.uMin = -(2 + groupGap) - edge // start hole 0 and the board's end
	d.uMax = span + edge
	if !d.shareGame {
		d.uMax = gameU(rowLen) + edge // each track's game hole after its last group
	}
	// A shared game hole has its number beyond it, at the board's end.
	room := gameRoom(tall, digits, ratio)
	switch {
	case d.gameHead:
		d.uMin = gameHeadU() - room
	case d.shareGame:
		d.uMax = gameTailU(rowLen) + room
	}
	d.laneH = float64(rows-1)*rowPitch + lapGap*float64((rows-1)/2)
	d.streetCentre = rowPitch + streetGap
	sides := b.Sides
	d.across = 2*edge + float64(sides)*d.laneH + float64(sides-1)*d.streetCentre
	band := 1.2 // a band across, in label sizes: the digits and space
	if tall {
		band = numW(digits, 1) + 0.7
	}
	switch {
	case rows == 1 && sides == 2:
		d.streetBand = true
		// The street is as wide as the band or its own width, whichever
		// is more: counted in bands below, less the street's own.
		d.bands = band
	default:
		d.lowBand = true
		d.bands = band
		if rows > 1 {
			d.highBand = true
			d.bands += band
		}
	}
	return d
}

func digitsOf(n int) int { return len(strconv.Itoa(n)) }

// plan finds the pitch of rows of rowLen along (or up, tall) r.
func (b Board) plan(r Rect, scale float64, n, rowLen int, tall bool) lanePlan {
	rows := (n + rowLen - 1) / rowLen
	f := frame{r, tall}
	minFS := MinPX * scale
	// The numbers take room at the board's end in label sizes, which
	// depend on the pitch: settle the two together.
	ratio := labelK
	var p float64
	for range 4 {
		d := b.dims(rowLen, rows, tall, digitsOf(b.Target), ratio)
		along := d.uMax - d.uMin
		// The street band replaces the street's own gap when wider.
		across := func(p, fs float64) float64 {
			a := d.across*p + d.bands*fs
			if d.streetBand {
				a -= math.Min(streetGap*p, d.bands*fs)
			}
			return a
		}
		// The largest p with along*p <= long and across(p, fs(p)) <=
		// short, fs(p) = max(minFS, labelK p): both pieces are linear.
		p = math.Min(f.long()/along, maxPitch*scale)
		if across(p, labelSize(p, scale)) > f.short() {
			k := across(1, labelK) // linear in p when fs = labelK p
			p1 := f.short() / k
			if labelK*p1 >= minFS {
				p = p1
			} else {
				c := across(0, minFS)
				k2 := across(1, minFS) - c
				p = (f.short() - c) / k2
			}
		}
		p = math.Max(p, 0.01)
		next := labelSize(p, scale) / p
		if next <= ratio*1.0001 {
			break
		}
		ratio = next
	}
	p = math.Max(p, 0.01)
	fs := labelSize(p, scale)
	every := 5
	lw := numW(digitsOf(b.Target), fs)
	if tall {
		lw = numH(fs)
	}
	if (5+groupGap)*p < lw+0.5*fs {
		every = 10
	}
	return lanePlan{rowLen: rowLen, rows: rows, tall: tall, p: p, fs: fs, every: every}
}

// build lays out the holes, numbers and streets of a lane plan, centred in r.
func (b Board) build(r Rect, scale float64, pl lanePlan) BoardLayout {
	n := b.Target - 1 // the track's holes before the game hole
	p, fs := pl.p, pl.fs
	d := b.dims(pl.rowLen, pl.rows, pl.tall, digitsOf(b.Target), fs/p)
	f := frame{r, pl.tall}
	bandW := d.bands * fs
	if d.highBand {
		bandW /= 2
	}
	street := d.streetCentre * p
	if d.streetBand {
		street = rowPitch*p + math.Max(streetGap*p, bandW)
	}
	// Across, from the top: the high band, the lanes from the last side's
	// to the first's, the low band.
	across := 2*edge*p + float64(b.Sides)*d.laneH*p + float64(b.Sides-1)*street
	if d.lowBand {
		across += bandW
	}
	if d.highBand {
		across += bandW
	}
	along := (d.uMax - d.uMin) * p
	// Centre the board in the frame, at whole units.
	u0 := math.Round((f.long() - along) / 2)
	v0 := math.Round((f.short() - across) / 2)
	along, across = math.Round(along), math.Round(across)
	l := BoardLayout{Tall: pl.tall, Pitch: p, Rows: pl.rows, RowLen: pl.rowLen}
	l.Bounds = f.box(u0, v0, u0+along, v0+across)
	hole1 := u0 - d.uMin*p // u of a first row's first hole
	top := v0 + edge*p
	if d.highBand {
		top += bandW
	}
	// rowV is the v of row k of side s's lane (row 0 at the lane's bottom).
	laneBottom := func(s int) float64 {
		return top + d.laneH*p + float64(b.Sides-1-s)*(d.laneH*p+street)
	}
	rowV := func(s, k int) float64 {
		return laneBottom(s) - (float64(k)*rowPitch+lapGap*float64(k/2))*p
	}
	// rowU is the u of hole j (0-based, in the order pegged) of row k.
	rowU := func(k, j int) float64 {
		if k%2 == 1 {
			j = pl.rowLen - 1 - j
		}
		return hole1 + groupPos(j)*p
	}
	for s := 0; s < b.Sides; s++ {
		for i := 0; i < 2; i++ {
			u := hole1 - (float64(2-i)+groupGap)*p
			l.Holes = append(l.Holes, Hole{Point: f.at(u, rowV(s, 0)), Kind: HoleStart, Side: s, Rest: i})
		}
		for sc := 1; sc <= n; sc++ {
			k, j := (sc-1)/pl.rowLen, (sc-1)%pl.rowLen
			l.Holes = append(l.Holes, Hole{Point: f.at(rowU(k, j), rowV(s, k)), Kind: HoleTrack, Side: s, Score: sc})
		}
		if !d.shareGame {
			u := hole1 + gameU(pl.rowLen)*p
			l.Holes = append(l.Holes, Hole{Point: f.at(u, rowV(s, 0)), Kind: HoleGame, Side: s, Score: b.Target})
		}
	}
	midV := (rowV(0, 0) + rowV(b.Sides-1, pl.rows-1)) / 2
	if d.shareGame {
		u := hole1 + gameHeadU()*p
		if !d.gameHead {
			u = hole1 + gameTailU(pl.rowLen)*p
		}
		l.Holes = append(l.Holes, Hole{Point: f.at(u, midV), Kind: HoleGame, Side: -1, Score: b.Target})
	}
	// Streets: a brass line down the middle of each, the length of the rows.
	for s := 0; s+1 < b.Sides; s++ {
		v := (rowV(s+1, 0) + rowV(s, pl.rows-1)) / 2
		if d.streetBand {
			continue // the numbers run there instead
		}
		l.Inlays = append(l.Inlays, []Point{f.at(hole1-0.5*p, v), f.at(hole1+groupPos(pl.rowLen-1)*p+0.5*p, v)})
	}
	// Numbers: every pl.every holes of the labelled rows, in their band.
	label := func(k int, v float64) {
		for j := 0; j < pl.rowLen; j++ {
			sc := k*pl.rowLen + j + 1
			if sc > n || sc%pl.every != 0 {
				continue
			}
			l.Labels = append(l.Labels, Label{Point: f.at(rowU(k, j), v), Text: strconv.Itoa(sc), Size: fs})
		}
	}
	lowV := rowV(0, 0) + 0.45*p + bandW/2
	switch {
	case d.streetBand:
		v := (rowV(0, 0) + rowV(1, 0)) / 2
		label(0, v)
		lowV = v
	default:
		label(0, lowV)
		if d.highBand {
			label(pl.rows-1, rowV(b.Sides-1, pl.rows-1)-0.45*p-bandW/2)
		}
	}
	if !d.shareGame {
		u := hole1 + gameU(pl.rowLen)*p
		// The last group's number gives way to the game hole's if they
		// would touch.
		if k := len(l.Labels) - 1; k >= 0 && l.Labels[k].Text == strconv.Itoa(n) {
			w := numW(digitsOf(n), fs)/2 + numW(digitsOf(b.Target), fs)/2 + 0.4*fs
			if pl.tall {
				w = numH(fs) + 0.3*fs
			}
			if (gameU(pl.rowLen)-groupPos(pl.rowLen-1))*p < w {
				l.Labels = l.Labels[:k]
			}
		}
		l.Labels = append(l.Labels, Label{Point: f.at(u, lowV), Text: strconv.Itoa(b.Target), Size: fs})
	} else {
		// The game hole's number beyond it, at the board's end.
		txt := strconv.Itoa(b.Target)
		ext := numW(len(txt), fs)
		if pl.tall {
			ext = numH(fs)
		}
		u := hole1 + gameHeadU()*p
		if !d.gameHead {
			u = hole1 + gameTailU(pl.rowLen)*p
		}
		v := midV
		if gameAcross(pl.tall, len(txt), fs/p) {
			v -= gameR*p + 0.2*p + numH(fs)/2
		} else if d.gameHead {
			u -= gameR*p + 0.2*p + ext/2
		} else {
			u += gameR*p + 0.2*p + ext/2
		}
		l.Labels = append(l.Labels, Label{Point: f.at(u, v), Text: txt, Size: fs})
	}
	// Every number on the board, clear of its ends and edges.
	for i := range l.Labels {
		lb := &l.Labels[i]
		w, h := numW(len(lb.Text), fs)/2, numH(fs)/2
		in := 0.3 * p
		lb.X = math.Max(l.Bounds.X+in+w, math.Min(l.Bounds.X+l.Bounds.W-in-w, lb.X))
		lb.Y = math.Max(l.Bounds.Y+in+h, math.Min(l.Bounds.Y+l.Bounds.H-in-h, lb.Y))
	}
	return l
}

// willughby lays out Willughby's M, upright or on its side, whichever
// gives the larger holes.
func (b Board) willughby(r Rect, scale float64) BoardLayout {
	up := b.mPlan(r, scale, false)
	side := b.mPlan(r, scale, true)
	if side.Pitch > up.Pitch*1.02 {
		return side
	}
	return up
}

// The M's half path, in pitches from the foot of an outer stroke: the two
// start holes, hole 1 after a gap, the holes in groups of five, the
// centre hole after hole 30 and a gap.
const mFoot = 0.35

func mStartAt(i int) float64 { return mFoot + float64(i) }
func mHoleAt(k int) float64  { return mFoot + 2 + groupGap + groupPos(k-1) }

var mHalf = mHoleAt(31)

// mShape is an M: the outer stroke from the foot (x0, yb) to the peak,
// a wide and h high; the inner from the peak down depth·h to the centre
// (xc), dxi wide; the peak in the gap after the outer stroke's groups.
type mShape struct {
	p, x0, xc, yb, h, a, dxi, depth float64
	extra                           float64 // room under the feet for the centre's number
	groups                          int
}

// mFit finds the largest pitch at which an M of groups outer groups and
// a V depth deep fits w×hAvail: the outer stroke ends at the gap after
// its groups, the strokes open at least 54° at the peaks and 60° at the
// centre (so the pegs either side of a peak never touch).
func mFit(w, hAvail float64, groups int, depth, maxP, scale float64) (mShape, bool) {
	sPeak := mHoleAt(5*groups) + (1+groupGap)/2
	lo, li := sPeak, mHalf-sPeak
	shape := func(p float64) (mShape, bool) {
		x0 := edge * p
		d := w/2 - x0
		ha := hAvail - 2*edge*p
		if d <= 0 || ha <= 0 {
			return mShape{}, false
		}
		Lo, Li := lo*p, li*p
		f := func(h float64) float64 {
			return math.Sqrt(math.Max(0, Lo*Lo-h*h)) + math.Sqrt(math.Max(0, Li*Li-depth*depth*h*h))
		}
		hmax := math.Min(ha, math.Min(Lo, Li/depth))
		if f(hmax) > d {
			return mShape{}, false
		}
		// f falls as h grows: the least h that fits the width.
		h0, h1 := 0.0, hmax
		if f(0) > d {
			for range 50 {
				m := (h0 + h1) / 2
				if f(m) > d {
					h0 = m
				} else {
					h1 = m
				}
			}
		} else {
			h1 = math.Min(hmax, 0.5*Lo) // room to spare: an M, not a line
		}
		h := h1
		a := math.Sqrt(math.Max(0, Lo*Lo-h*h))
		dxi := math.Sqrt(math.Max(0, Li*Li-depth*depth*h*h))
		// The angles at the peak (between the strokes) and at the centre.
		peak := math.Acos((-a*dxi + h*depth*h) / (Lo * Li))
		centre := 2 * math.Atan2(dxi, depth*h)
		if peak < 54*math.Pi/180 || centre < math.Pi/3 {
			return mShape{}, false
		}
		// Room under the centre hole for its number, 31: below the feet
		// when the V reaches down to them.
		room := gameR*p + 0.25*p + numH(labelSize(p, scale)) - (edge-0.15)*p
		extra := math.Max(0, room-(1-depth)*h)
		if h+extra > ha {
			return mShape{}, false
		}
		return mShape{p: p, x0: w/2 - a - dxi, xc: w / 2, yb: hAvail/2 + h/2 - extra/2, h: h, a: a, dxi: dxi, depth: depth, groups: groups, extra: extra}, true
	}
	p0, p1 := 0.0, maxP
	if s, ok := shape(p1); ok {
		return s, true
	}
	for range 40 {
		m := (p0 + p1) / 2
		if _, ok := shape(m); ok {
			p0 = m
		} else {
			p1 = m
		}
	}
	return shape(p0)
}

// mPlan is the M in a frame (tall: lying along the rect's height).
func (b Board) mPlan(r Rect, scale float64, tall bool) BoardLayout {
	f := frame{r, tall}
	W, H := f.long(), f.short()
	var m mShape
	found := false
	// An M reads best with its outer strokes the longer (15 or 20 holes)
	// and its V down to half or three quarters of its height: other shapes
	// are taken only for larger holes than that.
	best := 0.0
	for _, depth := range []float64{0.75, 0.5, 1} {
		for g := 1; g <= 5; g++ {
			w := [6]float64{0, 0.85, 0.95, 1, 1, 0.95}[g]
			if depth == 1 {
				w *= 0.97
			}
			if s, ok := mFit(W, H, g, depth, maxPitch*scale, scale); ok && s.p*w > best*1.0001 {
				m, found, best = s, true, s.p*w
			}
		}
	}
	if !found {
		m = mShape{p: 0.01, x0: W / 4, xc: W / 2, yb: H / 2, groups: 4, depth: 1}
	}
	p := m.p
	fs := labelSize(p, scale)
	lo := (mHoleAt(5*m.groups) + (1+groupGap)/2) * p
	O := [2]float64{m.x0, m.yb}
	P := [2]float64{m.x0 + m.a, m.yb - m.h}
	C := [2]float64{m.xc, m.yb - m.h + m.depth*m.h}
	at := func(s float64) (x, y float64) {
		if s <= lo {
			t := s / lo
			return O[0] + (P[0]-O[0])*t, O[1] + (P[1]-O[1])*t
		}
		t := (s - lo) / (mHalf*p - lo)
		return P[0] + (C[0]-P[0])*t, P[1] + (C[1]-P[1])*t
	}
	to := func(x, y float64) Point { return f.at(x, y) }
	mirror := func(x float64) float64 { return W - x }
	l := BoardLayout{Tall: tall, Pitch: p}
	// Bounds: the M's extent and an edge, in whole units.
	bx0 := math.Floor(math.Max(0, m.x0-edge*p))
	by0 := math.Floor(math.Max(0, m.yb-m.h-edge*p))
	by1 := math.Ceil(math.Min(H, m.yb+edge*p+m.extra))
	bx1 := W - bx0
	l.Bounds = frameRect(to, bx0, by0, bx1, by1)
	var pts [][2]float64 // the holes in the frame, for the numbers' room
	add := func(x, y float64, h Hole) {
		h.Point = to(x, y)
		l.Holes = append(l.Holes, h)
		pts = append(pts, [2]float64{x, y})
	}
	for side := 0; side < 2; side++ {
		pt := func(s float64) (float64, float64) {
			x, y := at(s * p)
			if side == 1 {
				x = mirror(x)
			}
			return x, y
		}
		for i := 0; i < 2; i++ {
			x, y := pt(mStartAt(i))
			add(x, y, Hole{Kind: HoleStart, Side: side, Rest: i})
		}
		for k := 1; k <= 30; k++ {
			x, y := pt(mHoleAt(k))
			add(x, y, Hole{Kind: HoleTrack, Side: side, Score: k})
		}
	}
	cx, cy := at(mHalf * p)
	add(cx, cy, Hole{Kind: HoleGame, Side: -1, Score: 31})
	// The M from foot to foot, through the holes' centres: a channel.
	for _, q := range [][2]float64{O, P, C, {mirror(P[0]), P[1]}, {mirror(O[0]), O[1]}} {
		l.Path = append(l.Path, to(q[0], q[1]))
	}
	// Numbers every five beside their holes, and 31 by the centre hole:
	// on the first side that stays on the board, clear of the holes, of
	// the numbers placed and of the middle line (each number has its twin
	// across it, for the other side).
	type box struct{ x, y, w, h float64 }
	var placed []box
	ext := func(n int) (w, h float64) { // a number's extent in the frame
		w, h = numW(n, fs), numH(fs)
		if tall {
			w, h = h, w
		}
		return
	}
	fits := func(bx box, twin bool) bool {
		pad := 0.15 * p
		if bx.x-bx.w/2 < bx0+pad || bx.x+bx.w/2 > bx1-pad || bx.y-bx.h/2 < by0+pad || bx.y+bx.h/2 > by1-pad {
			return false
		}
		if twin && math.Abs(bx.x-W/2) < bx.w/2+0.2*fs {
			return false
		}
		for i, q := range pts {
			rr := pegR*p + 0.1*p
			if l.Holes[i].Kind == HoleGame {
				rr = gameR*p + 0.1*p
			}
			dx := math.Max(0, math.Abs(q[0]-bx.x)-bx.w/2)
			dy := math.Max(0, math.Abs(q[1]-bx.y)-bx.h/2)
			if dx*dx+dy*dy < rr*rr {
				return false
			}
		}
		for _, o := range placed {
			if math.Abs(o.x-bx.x) < (o.w+bx.w)/2+0.15*fs && math.Abs(o.y-bx.y) < (o.h+bx.h)/2+0.05*fs {
				return false
			}
		}
		return true
	}
	place := func(bx box, text string, twin bool) {
		placed = append(placed, bx)
		l.Labels = append(l.Labels, Label{Point: to(bx.x, bx.y), Text: text, Size: fs})
		if twin {
			tw := bx
			tw.x = mirror(bx.x)
			placed = append(placed, tw)
			l.Labels = append(l.Labels, Label{Point: to(tw.x, tw.y), Text: text, Size: fs})
		}
	}
	{
		w, h := ext(2)
		for _, dir := range []float64{1, -1} {
			bx := box{cx, cy + dir*(gameR*p+0.2*p+h/2), w, h}
			if fits(bx, false) {
				place(bx, "31", false)
				break
			}
		}
	}
	for k := 5; k <= 30; k += 5 {
		s := mHoleAt(k) * p
		x, y := at(s)
		var dx, dy float64
		if s <= lo {
			dx, dy = P[0]-O[0], P[1]-O[1]
		} else {
			dx, dy = C[0]-P[0], C[1]-P[1]
		}
		n := math.Hypot(dx, dy)
		nx, ny := dy/n, -dx/n // left of the way pegged: outside, or over the V
		w, h := ext(digitsOf(k))
		// Beside the hole, then a hole's width either way along the stroke.
	try:
		for _, along := range []float64{0, -1, 1, -2} {
			for _, sgn := range []float64{1, -1} {
				ux, uy := sgn*nx, sgn*ny
				dist := pegR*p + 0.2*p + 0.5*math.Abs(ux)*w + 0.5*math.Abs(uy)*h
				bx := box{x + ux*dist + along*dx/n*p, y + uy*dist + along*dy/n*p, w, h}
				if fits(bx, true) {
					place(bx, strconv.Itoa(k), true)
					break try
				}
			}
		}
	}
	return l
}

// frameRect is the rect of a frame's box mapped through to.
func frameRect(to func(x, y float64) Point, x0, y0, x1, y1 float64) Rect {
	a, b := to(x0, y0), to(x1, y1)
	return Rect{math.Min(a.X, b.X), math.Min(a.Y, b.Y), math.Abs(b.X - a.X), math.Abs(b.Y - a.Y)}
}

// BoardSamples are places a table might give the board at the three
// window shapes the product is checked at (1280×800, 844×390, 390×844),
// in logical pixels: a header across the top and a column at the side,
// and an upright phone's header. The tests and tools/artsheet use them; the
// table lays the board out where its own layout decides.
var BoardSamples = []struct {
	Window, Where string
	Rect          Rect
}{
	{"1280×800", "header", Rect{W: 1226, H: 120}},
	{"1280×800", "side", Rect{W: 340, H: 560}},
	{"844×390", "header", Rect{W: 818, H: 84}},
	{"844×390", "side", Rect{W: 210, H: 364}},
	{"390×844", "header", Rect{W: 364, H: 150}},
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
	rect := func(v float64) Rect {
		if width {
			return Rect{W: v, H: fixed}
		}
		return Rect{W: fixed, H: v}
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
