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
func (b Board) build(r geom.Rect, scale float64, pl lanePlan) BoardLayout {
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
