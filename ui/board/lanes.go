package board

import (
	"math"
	"strconv"

	"noddy/ui/geom"
)

// The cribbage board's lanes: rows of holes out and back, planned for
// the largest holes in the rect (see "The boards" in board.go).

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

func (b Board) lanes(r geom.Rect, scale float64) BoardLayout {
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
		if tall != (r.H > r.W) {
			continue // rows run along the rect's long side
		}
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
	uMin, uMax float64 // along, from the first row's first hole
	across     float64 // pitches, edge to edge, without the bands
	bands      float64 // label bands across, in label sizes, outside the streets
	band       float64 // one band across, in label sizes
	// streetBand: the numbers run in the streets, each a band wide where
	// that is wider than the street (two lanes of one row; and every
	// street of lanes of several rows, the lanes mirrored about it).
	streetBand   bool
	lowBand      bool    // a band under the first lane's first row
	highBand     bool    // a band over the last lane's top row
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
	d.band = band
	switch {
	case rows == 1 && sides == 2:
		d.streetBand = true
	case rows == 1:
		d.lowBand = true
		d.bands = band
	default:
		// Both ends of every lane numbered beside it: the lanes mirrored
		// (mirrored), so that each street has the same row of the lanes
		// either side of it, and its numbers serve both (a lane's far end
		// alone was numbered, and a peg on 6 in the next lane read as
		// near 115).
		d.streetBand = sides > 1
		d.lowBand, d.highBand = true, true
		d.bands = 2 * band
	}
	return d
}

// streets is how many streets run between lanes.
func (b Board) streets() int { return max(0, b.Sides-1) }

// mirrored reports whether lane s of a board of rows rows runs from its
// top (the odd lanes of several rows): its first row meets the first row
// of the lane above it, its last row the last of the lane below, each
// pair numbered in the street between them.
func mirrored(s, rows int) bool { return rows > 1 && s%2 == 1 }

// across is the board's extent across in pixels at pitch p and label
// size fs: the lanes, the streets (each as wide as its band of numbers
// where that is wider), the outer bands.
func (d dims) acrossAt(p, fs float64, streets int) float64 {
	a := d.across*p + d.bands*fs
	if d.streetBand {
		a += float64(streets) * math.Max(0, d.band*fs-streetGap*p)
	}
	return a
}

func digitsOf(n int) int { return len(strconv.Itoa(n)) }

// plan finds the pitch of rows of rowLen along (or up, tall) r.
func (b Board) plan(r geom.Rect, scale float64, n, rowLen int, tall bool) lanePlan {
	rows := (n + rowLen - 1) / rowLen
	f := frame{r, tall}
	minFS := geom.MinPX * scale
	// The numbers take room at the board's end in label sizes, which
	// depend on the pitch: settle the two together.
	ratio := labelK
	var p float64
	for range 4 {
		d := b.dims(rowLen, rows, tall, digitsOf(b.Target), ratio)
		along := d.uMax - d.uMin
		// A street's band replaces the street's own gap when wider.
		across := func(p, fs float64) float64 { return d.acrossAt(p, fs, b.streets()) }
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
func (b Board) build(r geom.Rect, scale float64, pl lanePlan) BoardLayout {
	n := b.Target - 1 // the track's holes before the game hole
	p, fs := pl.p, pl.fs
	d := b.dims(pl.rowLen, pl.rows, pl.tall, digitsOf(b.Target), fs/p)
	f := frame{r, pl.tall}
	bandW := d.band * fs
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
	// rowV is the v of row k of side s's lane (row 0 at the lane's
	// bottom, or at its top in a mirrored lane).
	laneBottom := func(s int) float64 {
		return top + d.laneH*p + float64(b.Sides-1-s)*(d.laneH*p+street)
	}
	laneTop := func(s int) float64 { return laneBottom(s) - d.laneH*p }
	rowV := func(s, k int) float64 {
		off := (float64(k)*rowPitch + lapGap*float64(k/2)) * p
		if mirrored(s, pl.rows) {
			return laneTop(s) + off
		}
		return laneBottom(s) - off
	}
	// topRow is the row at the top of side s's lane.
	topRow := func(s int) int {
		if mirrored(s, pl.rows) {
			return 0
		}
		return pl.rows - 1
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
	midV := (laneBottom(0) + laneTop(b.Sides-1)) / 2
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
	if d.lowBand {
		label(0, lowV)
	}
	if d.streetBand {
		// Each street numbers the rows either side of it: the top row of
		// the lane under it, which is the bottom row of the lane over it.
		for s := 0; s+1 < b.Sides; s++ {
			v := (laneTop(s) + laneBottom(s+1)) / 2
			label(topRow(s), v)
			if !d.lowBand && s == 0 {
				lowV = v
			}
		}
	}
	if d.highBand {
		label(topRow(b.Sides-1), laneTop(b.Sides-1)-0.45*p-bandW/2)
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
		// A street's number at the game hole's end gives way to the hole.
		g := f.at(hole1+gameHeadU()*p, midV)
		if !d.gameHead {
			g = f.at(hole1+gameTailU(pl.rowLen)*p, midV)
		}
		kept := l.Labels[:0]
		for _, lb := range l.Labels {
			dx := math.Max(0, math.Abs(lb.X-g.X)-numW(len(lb.Text), fs)/2)
			dy := math.Max(0, math.Abs(lb.Y-g.Y)-numH(fs)/2)
			if math.Hypot(dx, dy) >= (gameR+0.15)*p {
				kept = append(kept, lb)
			}
		}
		l.Labels = append(kept, Label{Point: f.at(u, v), Text: txt, Size: fs})
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
