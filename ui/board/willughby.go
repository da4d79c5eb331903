package board

import (
	"math"
	"strconv"

	"noddy/ui/geom"
)

// Willughby's M: one track of 61 holes, both sides racing to the centre
// hole (see "The boards" in board.go).

// willughby lays out Willughby's M, upright or on its side, whichever
// gives the larger holes.
func (b Board) willughby(r geom.Rect, scale float64) BoardLayout {
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

// probeEvery is how many halvings of h a probe makes between its looks at
// the answer (0: none, the whole search; TestProbeAgrees).
var probeEvery = 8

// mFit finds the largest pitch at which an M of groups outer groups and
// a V depth deep fits w×hAvail: the outer stroke ends at the gap after
// its groups, the strokes open at least 54° at the peaks and 60° at the
// centre (so the pegs either side of a peak never touch).
func mFit(w, hAvail float64, groups int, depth, maxP, scale float64) (mShape, bool) {
	sPeak := mHoleAt(5*groups) + (1+groupGap)/2
	lo, li := sPeak, mHalf-sPeak
	shape := func(p float64, probe bool) (mShape, bool) {
		x0 := edge * p
		d := w/2 - x0
		ha := hAvail - 2*edge*p
		if d <= 0 || ha <= 0 {
			return mShape{}, false
		}
		Lo, Li := lo*p, li*p
		// The squares once, and no math.Max (a call in WebAssembly): the
		// same arithmetic, the same bits (neither difference is ever -0).
		LoLo, LiLi, dd := Lo*Lo, Li*Li, depth*depth
		// legs are the widths of the outer and inner strokes of an M h high.
		legs := func(h float64) (a, dxi float64) {
			u, v := LoLo-h*h, LiLi-dd*h*h
			if u < 0 {
				u = 0
			}
			if v < 0 {
				v = 0
			}
			return math.Sqrt(u), math.Sqrt(v)
		}
		f := func(h float64) float64 {
			a, dxi := legs(h)
			return a + dxi
		}
		// Room under the centre hole for its number, 31: below the feet
		// when the V reaches down to them.
		room := gameR*p + 0.25*p + numH(labelSize(p, scale)) - (edge-0.15)*p
		// fits reports whether the M h high opens wide enough and leaves the
		// room: true for every h up to some height, false above it.
		fits := func(h float64) (a, dxi, extra float64, ok bool) {
			a, dxi = legs(h)
			// The angles at the peak (between the strokes) and at the centre.
			peak := math.Acos((-a*dxi + h*depth*h) / (Lo * Li))
			centre := 2 * math.Atan2(dxi, depth*h)
			if peak < 54*math.Pi/180 || centre < math.Pi/3 {
				return a, dxi, 0, false
			}
			extra = math.Max(0, room-(1-depth)*h)
			return a, dxi, extra, h+extra <= ha
		}
		hmax := math.Min(ha, math.Min(Lo, Li/depth))
		if f(hmax) > d {
			return mShape{}, false
		}
		// f falls as h grows: the least h that fits the width. A probe
		// (only whether the pitch fits) stops as soon as the answer is
		// known: the least h lies in (h0, h1], and fits is true up to a
		// height, so true at h1 or false at h0 is the answer at it.
		h0, h1 := 0.0, hmax
		if f(0) > d {
			for i := range 50 {
				m := (h0 + h1) / 2
				if f(m) > d {
					h0 = m
				} else {
					h1 = m
				}
				if probe && probeEvery > 0 && i%probeEvery == probeEvery-1 {
					if _, _, _, ok := fits(h1); ok {
						return mShape{}, true
					}
					if _, _, _, ok := fits(h0); !ok {
						return mShape{}, false
					}
				}
			}
		} else {
			h1 = math.Min(hmax, 0.5*Lo) // room to spare: an M, not a line
		}
		h := h1
		a, dxi, extra, ok := fits(h)
		if !ok {
			return mShape{}, false
		}
		return mShape{p: p, x0: w/2 - a - dxi, xc: w / 2, yb: hAvail/2 + h/2 - extra/2, h: h, a: a, dxi: dxi, depth: depth, groups: groups, extra: extra}, true
	}
	p0, p1 := 0.0, maxP
	if s, ok := shape(p1, false); ok {
		return s, true
	}
	for range 40 {
		m := (p0 + p1) / 2
		if _, ok := shape(m, true); ok {
			p0 = m
		} else {
			p1 = m
		}
	}
	return shape(p0, false)
}

// mPlan is the M in a frame (tall: lying along the rect's height).
func (b Board) mPlan(r geom.Rect, scale float64, tall bool) BoardLayout {
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
	// nearest is the score of the track hole nearest (x, y), of either
	// side (a number serves both; 0 for a start or the game hole).
	nearest := func(x, y float64) int {
		best, bd := 0, math.Inf(1)
		for i, q := range pts {
			if d := math.Hypot(q[0]-x, q[1]-y); d < bd {
				best, bd = 0, d
				if l.Holes[i].Kind == HoleTrack {
					best = l.Holes[i].Score
				}
			}
		}
		return best
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
		// Beside the hole, then a third of a hole either way along the stroke,
		// then round the hole: wherever it fits and reads as this hole's
		// (no other hole nearer it). A number that cannot is left out
		// rather than put by another hole (15 stood by 13 in a corner).
		cands := make([][2]float64, 0, 18)
		for _, along := range []float64{0, -0.35, 0.35} {
			for _, sgn := range []float64{1, -1} {
				ux, uy := sgn*nx, sgn*ny
				dist := pegR*p + 0.2*p + 0.5*math.Abs(ux)*w + 0.5*math.Abs(uy)*h
				cands = append(cands, [2]float64{x + ux*dist + along*dx/n*p, y + uy*dist + along*dy/n*p})
			}
		}
		for a := 0; a < 12; a++ {
			ux, uy := math.Cos(float64(a)*math.Pi/6), math.Sin(float64(a)*math.Pi/6)
			dist := pegR*p + 0.2*p + 0.5*math.Abs(ux)*w + 0.5*math.Abs(uy)*h
			cands = append(cands, [2]float64{x + ux*dist, y + uy*dist})
		}
		for _, c := range cands {
			bx := box{c[0], c[1], w, h}
			if fits(bx, true) && nearest(c[0], c[1]) == k {
				place(bx, strconv.Itoa(k), true)
				break
			}
		}
	}
	return l
}
