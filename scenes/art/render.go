package art

//lint:file-ignore SA1019 the art is tessellated once and drawn with DrawTriangles (FillRule, AntiAlias), which v2.9 deprecates for vector.FillPath; FillPath rasterises differently and the art's pixels are pinned, so moving is a change of the art, not of the Ebitengine release

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"noddy/engine"
)

// Every distinct shape on a deck (each suit at each size, each rank, the
// court ornaments, the blank card) is tessellated and filled with
// antialiasing once, into a small "stamp" image; the 53 cards are then
// composed from stamps with plain DrawImage calls. Antialiased fills cost
// in proportion to the destination image, so this is what keeps NewCards
// fast on software renderers (Mesa llvmpipe, SwiftShader in browsers).

// newSource makes an image that is only drawn from. It is unmanaged (its own
// texture, outside Ebitengine's atlas): drawing from an atlas image into
// another image on the same atlas texture makes Ebitengine move one of
// them first, which made composing a deck several times slower.
func newSource(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// stamp is a small image whose anchor is its exact centre.
type stamp struct{ img *ebiten.Image }

// newStamp makes a stamp covering halfW×halfH around its centre and calls
// draw with the centre's coordinates.
func newStamp(halfW, halfH float64, draw func(pt *painter, cx, cy float64)) stamp {
	w := 2 * (int(math.Ceil(halfW)) + 2)
	h := 2 * (int(math.Ceil(halfH)) + 2)
	img := newSource(w, h)
	draw(newPainter(img), float64(w)/2, float64(h)/2)
	return stamp{img}
}

// put draws the stamp centred at (cx, cy), rounded to whole pixels so it
// stays crisp, upside down when flip, tinted by clr when clr is non-nil
// (the stamp is then drawn in white).
func (s stamp) put(dst *ebiten.Image, cx, cy float64, flip bool, clr *[4]float32) {
	if s.img == nil {
		return
	}
	b := s.img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	var op ebiten.DrawImageOptions
	if flip {
		op.GeoM.Scale(-1, -1)
		op.GeoM.Translate(w, h)
	}
	op.GeoM.Translate(math.Round(cx-w/2), math.Round(cy-h/2))
	if clr != nil {
		op.ColorScale.Scale(clr[0], clr[1], clr[2], clr[3])
	}
	dst.DrawImage(s.img, &op)
}

func scaleOf(c interface{ RGBA() (r, g, b, a uint32) }) *[4]float32 {
	r, g, b, a := c.RGBA()
	return &[4]float32{float32(r) / 0xffff, float32(g) / 0xffff, float32(b) / 0xffff, float32(a) / 0xffff}
}

// renderer holds the stamps shared by every card of one size and style.
type renderer struct {
	w, h float64
	pal  *palette
	st   Style

	blank    *ebiten.Image
	idxSuit  [4]stamp
	pip      [4]stamp
	ace      [4]stamp
	roundel  [4]stamp
	rank     [14]stamp // white, tinted per suit
	letter   [14]stamp // court letters, J Q K, in court ink
	ornament [14]stamp // crown, coronet, rose
	lozenge  stamp
	spadeAce stamp // the ace of spades with its gilt rings
	g        geometry
	// The stamps of a suit and of a rank are made the first time a card
	// of it is drawn (stamps): a first hand needs a few of them.
	suitMade  [4]bool
	rankMade  [14]bool
	letterInk color.RGBA
}

// Geometry, in fractions of the card width unless said otherwise. Below
// about 75 px wide the index grows (to at least 14 px cap height, so a
// phone's 60 px card stays readable) and the pips shrink and move inwards
// to make room: see layout.
const (
	idxX      = 0.125 // centre of the index column
	idxTop    = 0.075 // top of the rank
	idxRankH  = 0.165 // cap height of the rank
	idxRankHC = 0.19  // the same in high contrast
	idxRankW  = 0.18  // widest rank ("10"), narrowed to fit
	idxGap    = 0.04  // rank to suit
	idxSuitH  = 0.13  // suit under the rank
	pipSize   = 0.175 // pip height on 2–10
	aceSize   = 0.42  // the ace's single pip
	pipColL   = 0.32  // left pip column (right is mirrored)
	pipRowTop = 0.205 // first pip row, in fractions of the height
	cornerR   = 0.075 // corner radius
	minCapPx  = 14    // smallest index cap height, physical px
)

// geometry is the layout of one card size, in physical pixels.
type geometry struct {
	idxX, idxTop, rankH, rankW, gap, suitH float64
	pip, colL, rowTop, panelX              float64
}

func layout(w, h float64, hc bool, borderW float64) geometry {
	base := idxRankH
	if hc {
		base = idxRankHC
	}
	k := math.Min(1.45, math.Max(1, minCapPx/(base*w)))
	g := geometry{
		idxX:   w * idxX,
		idxTop: w * idxTop,
		rankH:  w * base * k,
		// "10" grows less than the cap height: condensed, not crowding.
		rankW:  w * idxRankW * math.Min(k, 1.15),
		gap:    w * idxGap,
		suitH:  w * idxSuitH * k,
		rowTop: h * pipRowTop,
	}
	// Keep the widest rank clear of the card's edge (thick in high contrast).
	g.idxX = math.Max(g.idxX, math.Max(1, w*borderW)+g.rankW/2+w*0.03)
	// Pips sit between the index columns: as big as fits three across
	// with the centre column clear of the side ones, up to pipSize.
	right := g.idxX + g.rankW/2
	if hc {
		right += math.Max(0.5, w*0.008) // faux bold
	}
	sp := math.Max(1, w*0.02)
	g.pip = math.Min(w*pipSize, (w/2-right-1.5*sp)/1.5)
	g.colL = math.Max(w*pipColL, right+sp+g.pip/2)
	g.panelX = math.Max(w*0.235, g.idxX+g.suitH/2+w*0.025)
	return g
}

var rankText = [14]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

func (r *renderer) prepare() {
	w, pal := r.w, r.pal
	r.blank = newSource(int(r.w), int(r.h))
	r.drawBlank(newPainter(r.blank), pal.stock)

	r.g = layout(r.w, r.h, r.st.HighContrast, pal.borderW)
	// The ace of spades' gilt rings, where there is room for them beside
	// the index (not on small cards).
	if !r.st.HighContrast && w >= 80 {
		size := w * aceSize
		rr := w * 0.31
		r.spadeAce = newStamp(rr+2, rr+2, func(pt *painter, cx, cy float64) {
			q := newPen(ebiten.GeoM{})
			q.Circle(cx, cy, rr)
			pt.stroke(q, math.Max(1, w*0.012), pal.gold)
			q = newPen(ebiten.GeoM{})
			q.Circle(cx, cy, w*0.275)
			pt.stroke(q, math.Max(0.8, w*0.006), pal.goldDark)
			pt.drawSuit(engine.Spades, cx, cy, size, false, pal)
		})
	}
	r.letterInk = pal.courtInk
	if r.st.HighContrast {
		r.letterInk = black
	}
	lz := w * 0.05
	r.lozenge = newStamp(lz, lz, func(pt *painter, cx, cy float64) {
		q := newPen(ebiten.GeoM{})
		q.MoveTo(cx, cy-lz)
		q.LineTo(cx+lz, cy)
		q.LineTo(cx, cy+lz)
		q.LineTo(cx-lz, cy)
		q.Close()
		pt.fill(q, pal.gold)
	})
}

// dispose frees the stamps once the deck is composed.
func (r *renderer) dispose() {
	r.blank.Deallocate()
	all := [][]stamp{r.idxSuit[:], r.pip[:], r.ace[:], r.roundel[:], r.rank[:], r.letter[:], r.ornament[:], {r.lozenge, r.spadeAce}}
	for _, ss := range all {
		for _, s := range ss {
			if s.img != nil {
				s.img.Deallocate()
			}
		}
	}
}

func suitStamp(s engine.Suit, size float64, pal *palette) stamp {
	return newStamp(size/2, size/2, func(pt *painter, cx, cy float64) {
		pt.drawSuit(s, cx, cy, size, false, pal)
	})
}

// tessellate turns text into filled vertices with their ink bounds.
func tessellate(s string, role FontRole, px float64) (vs []ebiten.Vertex, is []uint16, x0, y0, x1, y1 float64) {
	src := source(role)
	if src == nil {
		return
	}
	var p vector.Path
	text.AppendVectorPath(&p, s, &text.GoTextFace{Source: src, Size: px}, nil)
	vs, is = p.AppendVerticesAndIndicesForFilling(nil, nil)
	x0, y0, x1, y1 = bounds(vs)
	return
}

// glyphStamp draws s with ink cap height capH (narrowed to maxW if wider:
// "10" stays as tall as the other ranks), faux-bold when bold.
func (r *renderer) glyphStamp(s string, role FontRole, capH, maxW float64, bold bool, ink rgbaColor) stamp {
	// Go fonts' cap height is about 0.72 em: tessellate near final size.
	vs, is, x0, y0, x1, y1 := tessellate(s, role, capH/0.72)
	if y1 <= y0 {
		return stamp{}
	}
	sy := capH / (y1 - y0)
	sx := sy
	if (x1-x0)*sx > maxW {
		sx = maxW / (x1 - x0)
	}
	gw, gh := (x1-x0)*sx, capH
	d := 0.0
	if bold {
		d = math.Max(0.5, r.w*0.008)
	}
	return newStamp(gw/2+d, gh/2, func(pt *painter, cx, cy float64) {
		var m ebiten.GeoM
		m.Translate(-(x0+x1)/2, -(y0+y1)/2)
		m.Scale(sx, sy)
		m.Translate(cx, cy)
		if d > 0 {
			for _, dx := range []float64{-d, d} {
				mm := m
				mm.Translate(dx, 0)
				pt.fillVerts(vs, is, mm, ink)
			}
		}
		pt.fillVerts(vs, is, m, ink)
	})
}

// letterStamp is a court card's big letter (Go Bold: the Go Mono fonts,
// the only serifed ones, cost ~150 KB of the gzipped browser build) with a dark gilt shadow.
func (r *renderer) letterStamp(s string, ink rgbaColor) stamp {
	capH := r.w * 0.26
	vs, is, x0, y0, x1, y1 := tessellate(s, Bold, capH/0.72)
	if y1 <= y0 {
		return stamp{}
	}
	k := capH / (y1 - y0)
	sh := 0.0
	if !r.st.HighContrast {
		sh = math.Max(1, r.w*0.012)
	}
	return newStamp((x1-x0)*k/2+sh, capH/2+sh, func(pt *painter, cx, cy float64) {
		var m ebiten.GeoM
		m.Translate(-(x0+x1)/2, -(y0+y1)/2)
		m.Scale(k, k)
		m.Translate(cx, cy)
		if sh > 0 {
			ms := m
			ms.Translate(sh, sh)
			pt.fillVerts(vs, is, ms, r.pal.goldDark)
		}
		pt.fillVerts(vs, is, m, ink)
	})
}

// roundelStamp is the suit in a cream medallion with a gilt ring.
func (r *renderer) roundelStamp(s engine.Suit) stamp {
	rr := r.w * 0.092
	line := math.Max(1, r.w*0.014)
	ring := r.pal.gold
	if r.st.HighContrast {
		line = math.Max(2, r.w*0.03)
		ring = black
	}
	return newStamp(rr+line, rr+line, func(pt *painter, cx, cy float64) {
		q := newPen(ebiten.GeoM{})
		q.Circle(cx, cy, rr)
		pt.fill(q, r.pal.courtRoundel)
		pt.stroke(q, line, ring)
		pt.drawSuit(s, cx, cy, rr*1.25, false, r.pal)
	})
}

// ornamentStamp is the king's crown, the queen's coronet or the knave's
// Tudor rose, in gilt with a dark edge.
func (r *renderer) ornamentStamp(rk engine.Rank) stamp {
	size := r.w * 0.15
	fill, edge := r.pal.gold, r.pal.goldDark
	sw := math.Max(1, r.w*0.008)
	if r.st.HighContrast {
		fill, edge = white, black
		sw = math.Max(1.5, r.w*0.018)
	}
	return newStamp(size*0.62+sw, size*0.62+sw, func(pt *painter, cx, cy float64) {
		q := newPen(place(cx, cy, size, false))
		switch rk {
		case engine.King:
			q.MoveTo(-0.5, 0.45)
			q.LineTo(-0.5, -0.2)
			q.LineTo(-0.24, 0.05)
			q.LineTo(0, -0.32)
			q.LineTo(0.24, 0.05)
			q.LineTo(0.5, -0.2)
			q.LineTo(0.5, 0.45)
			q.Close()
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
			q = newPen(place(cx, cy, size, false))
			q.Circle(-0.5, -0.3, 0.1)
			q.Circle(0, -0.42, 0.1)
			q.Circle(0.5, -0.3, 0.1)
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
		case engine.Queen:
			// A coronet: a band below three pearl-topped arches.
			q.Circle(-0.3, 0.02, 0.17)
			q.Circle(0, -0.05, 0.19)
			q.Circle(0.3, 0.02, 0.17)
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
			q = newPen(place(cx, cy, size, false))
			q.Rect(-0.48, 0.12, 0.96, 0.3)
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
			q = newPen(place(cx, cy, size, false))
			q.Circle(-0.3, -0.23, 0.08)
			q.Circle(0, -0.33, 0.09)
			q.Circle(0.3, -0.23, 0.08)
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
		default:
			// A Tudor rose: five petals round a seeded heart.
			for i := 0; i < 5; i++ {
				a := -math.Pi/2 + float64(i)*2*math.Pi/5
				q.Circle(0.28*math.Cos(a), 0.28*math.Sin(a), 0.22)
			}
			pt.fill(q, fill)
			pt.stroke(q, sw, edge)
			q = newPen(place(cx, cy, size, false))
			q.Circle(0, 0, 0.17)
			pt.fill(q, edge)
		}
	})
}

// drawBlank draws the card stock with its dark edge and rounded corners.
func (r *renderer) drawBlank(pt *painter, fill rgbaColor) {
	rad := r.w * cornerR
	bw := math.Max(1, r.w*r.pal.borderW)
	q := newPen(ebiten.GeoM{})
	q.RoundRect(0, 0, r.w, r.h, rad)
	pt.fill(q, r.pal.border)
	q = newPen(ebiten.GeoM{})
	q.RoundRect(bw, bw, r.w-2*bw, r.h-2*bw, rad-bw)
	pt.fill(q, fill)
}

// stamps makes the stamps of suit s and rank rk, the first time.
func (r *renderer) stamps(rk engine.Rank, s engine.Suit) {
	g, pal := &r.g, r.pal
	if !r.suitMade[s] {
		r.idxSuit[s] = suitStamp(s, g.suitH, pal)
		r.pip[s] = suitStamp(s, g.pip, pal)
		r.ace[s] = suitStamp(s, r.w*aceSize, pal)
		r.roundel[s] = r.roundelStamp(s)
		r.suitMade[s] = true
	}
	if !r.rankMade[rk] {
		r.rank[rk] = r.glyphStamp(rankText[rk], Bold, g.rankH, g.rankW, pal.bold, white)
		if rk >= engine.Jack {
			r.letter[rk] = r.letterStamp(rankText[rk], r.letterInk)
			r.ornament[rk] = r.ornamentStamp(rk)
		}
		r.rankMade[rk] = true
	}
}

func (r *renderer) face(img *ebiten.Image, c engine.Card) {
	img.DrawImage(r.blank, nil)
	rk, s := c.Rank(), c.Suit()
	r.stamps(rk, s)
	switch {
	case rk >= engine.Jack:
		r.court(img, rk, s)
	case rk == engine.Ace && s == engine.Spades && r.spadeAce.img != nil:
		r.spadeAce.put(img, r.w/2, r.h/2, false, nil)
	case rk == engine.Ace:
		r.ace[s].put(img, r.w/2, r.h/2, false, nil)
	default:
		g := &r.g
		for _, p := range pipLayout[rk] {
			x := r.w/2 + p.col*(r.w/2-g.colL)
			y := g.rowTop + p.row*(r.h-2*g.rowTop)
			r.pip[s].put(img, x, y, p.row > 0.5, nil)
		}
	}
	ink := scaleOf(r.pal.suit[s])
	g := &r.g
	x, y := g.idxX, g.idxTop+g.rankH/2
	sy := g.idxTop + g.rankH + g.gap + g.suitH/2
	r.rank[rk].put(img, x, y, false, ink)
	r.rank[rk].put(img, r.w-x, r.h-y, true, ink)
	r.idxSuit[s].put(img, x, sy, false, nil)
	r.idxSuit[s].put(img, r.w-x, r.h-sy, true, nil)
}

// pipSpot is a pip position: col -1, 0, 1 (left, centre, right); row 0..1
// from the top pip row to the bottom one. Pips below the middle are drawn
// upside down, as on printed cards.
type pipSpot struct{ col, row float64 }

var pipLayout = [11][]pipSpot{
	2:  {{0, 0}, {0, 1}},
	3:  {{0, 0}, {0, 0.5}, {0, 1}},
	4:  {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	5:  {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	6:  {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	7:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	8:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	9:  {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	10: {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {0, 5.0 / 6}, {-1, 1}, {1, 1}},
}

// rect fills an axis-aligned rectangle snapped to whole pixels (no
// antialiasing needed).
func rect(dst *ebiten.Image, x0, y0, x1, y1 float64, clr rgbaColor) {
	vector.FillRect(dst, float32(math.Round(x0)), float32(math.Round(y0)),
		float32(math.Round(x1)-math.Round(x0)), float32(math.Round(y1)-math.Round(y0)), clr, false)
}

// court draws a knave, queen or king: a framed panel in the colours of a
// stencilled period court card — gilt frame, a field of the rank's colour
// with gilt lozenges in its corners, the suit in roundels at head and
// foot, the serifed letter in the middle between its ornament (crown,
// coronet, rose) and the same turned over, like a double-ended court card.
func (r *renderer) court(img *ebiten.Image, rk engine.Rank, s engine.Suit) {
	w, h := r.w, r.h
	pal := r.pal
	x0, y0, x1, y1 := r.g.panelX, h*0.07, w-r.g.panelX, h*0.93
	line := math.Max(1, math.Round(w*0.012))
	frame := math.Round(w * 0.035)
	if r.st.HighContrast {
		line = math.Max(2, math.Round(w*0.03))
		frame = 0
	}
	rect(img, x0, y0, x1, y1, pal.border)
	in := line
	if !r.st.HighContrast {
		rect(img, x0+line, y0+line, x1-line, y1-line, pal.gold)
		rect(img, x0+line+frame, y0+line+frame, x1-line-frame, y1-line-frame, pal.goldDark)
		in = line + frame + math.Max(1, math.Round(line*0.7))
	}
	fx0, fy0, fx1, fy1 := x0+in, y0+in, x1-in, y1-in
	rect(img, fx0, fy0, fx1, fy1, pal.court[rk-engine.Jack])
	if !r.st.HighContrast {
		for _, c := range [][2]float64{{fx0, fy0}, {fx1, fy0}, {fx0, fy1}, {fx1, fy1}} {
			r.lozenge.put(img, math.Round(c[0]), math.Round(c[1]), false, nil)
		}
	}
	cx, my := w/2, (fy0+fy1)/2
	r.roundel[s].put(img, cx, fy0+w*0.135, false, nil)
	r.roundel[s].put(img, cx, fy1-w*0.135, true, nil)
	r.ornament[rk].put(img, cx, my-w*0.215, false, nil)
	r.ornament[rk].put(img, cx, my+w*0.215, true, nil)
	r.letter[rk].put(img, cx, my, false, nil)
}

// back draws the back: a cream margin around a madder-red field woven with
// a lattice of lighter bands and gilt thread, each band passing alternately
// over and under the ones it crosses. Each layer of the weave is one path,
// so the back costs a handful of fills.
func (r *renderer) back(img *ebiten.Image) {
	pal := r.pal
	r.drawBlank(newPainter(img), pal.backMargin)
	w, h := r.w, r.h
	in := math.Round(w * 0.075)
	fx0, fy0, fx1, fy1 := in, in, math.Round(w-in), math.Round(h-in)
	field := img.SubImage(image.Rect(int(fx0), int(fy0), int(fx1), int(fy1))).(*ebiten.Image)
	rect(field, fx0, fy0, fx1, fy1, pal.backField)
	fp := newPainter(field)

	s := w * 0.16  // band spacing
	b := w * 0.075 // band width
	e := math.Max(0.7, w*0.01)
	th := math.Max(0.6, w*0.008)
	if r.st.HighContrast {
		e, th = math.Max(1, w*0.012), 0
	}
	// The lattice is drawn in a frame turned 45° about the card's centre,
	// with crossings offset half a spacing so the centre falls in a gap.
	var rot ebiten.GeoM
	rot.Rotate(math.Pi / 4)
	rot.Translate(w/2, h/2)
	n := int(math.Ceil(math.Hypot(w, h)/2/s)) + 1
	L := float64(n+1) * s
	line := func(i int) float64 { return (float64(i) + 0.5) * s }
	// layer adds, for each band piece, the rectangle inset by (across) from
	// the band's sides.
	type piece struct {
		horiz       bool
		c, from, to float64
	}
	layer := func(ps []piece, across float64, clr rgbaColor) {
		q := newPen(rot)
		for _, p := range ps {
			if p.horiz {
				q.Rect(p.from, p.c-across, p.to-p.from, 2*across)
			} else {
				q.Rect(p.c-across, p.from, 2*across, p.to-p.from)
			}
		}
		fp.fill(q, clr)
	}
	weave := func(ps []piece) {
		layer(ps, b/2, pal.backEdge)
		layer(ps, b/2-e, pal.backBand)
		if th > 0 {
			layer(ps, th/2, pal.backThread)
		}
	}
	var hs, vs, over []piece
	for i := -n; i <= n; i++ {
		hs = append(hs, piece{true, line(i), -L, L})
		vs = append(vs, piece{false, line(i), -L, L})
		for j := -n; j <= n; j++ {
			if (i+j)&1 == 0 {
				over = append(over, piece{true, line(i), line(j) - b/2 - e, line(j) + b/2 + e})
			}
		}
	}
	weave(hs)
	weave(vs)
	weave(over)
	// A dark rule and a gilt one frame the field.
	pt := newPainter(img)
	fw := math.Max(1, math.Round(w*0.018))
	q := newPen(ebiten.GeoM{})
	q.Rect(fx0, fy0, fx1-fx0, fy1-fy0)
	pt.stroke(q, fw, pal.backEdge)
	if !r.st.HighContrast {
		q = newPen(ebiten.GeoM{})
		q.Rect(fx0-fw, fy0-fw, fx1-fx0+2*fw, fy1-fy0+2*fw)
		pt.stroke(q, math.Max(0.8, w*0.008), pal.gold)
	}
}
