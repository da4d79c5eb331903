package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// The score area (Layout.Board): each side's name and score, one line a
// side, and the pegging board of the rules in Layout.Pegging
// (scenes/art/board.go) with each side's two pegs, which follow the
// scores shown (ui.Tableau.Pegs).

// scores draws the score area of table t, with the pegging board if
// board (else each side's score on a track of holes, in the header).
func (d *drawer) scores(dst *ebiten.Image, t *table.Table, l *layout.Layout, p float64, board bool) {
	board = board && l.Pegging.H >= 1
	for s := range l.Score {
		if s >= len(t.ScoreText) {
			break
		}
		r := l.Score[s]
		// The side's peg before its name: its colour, and in high
		// contrast (every peg white) its shape.
		x := r.X + l.Pad/2
		if board {
			k := math.Max(6, l.ScorePX*0.5)
			d.pegKey(dst, s, geom.Rect{X: x, Y: r.Y + r.H/2 - k/2, W: k, H: k})
			x += k * 1.6
		}
		if !board {
			// No room for a board (the tutorial): a track.
			px := layout.FitPX(t.ScoreText[s], true, l.ScorePX, l.Track[s].X-r.X-l.Pad*0.75, l.Min, d.measure)
			d.text(dst, t.ScoreText[s], art.Bold, px, r.X+l.Pad/2, r.Y+r.H/2-px*0.59, left, d.pal.text, 1)
			d.track(dst, l.Track[s], lerp(float64(t.PegFrom[s]), float64(t.Scores[s]), p), t.RuleSet().Target)
			continue
		}
		px := layout.FitPX(t.ScoreText[s], true, l.ScorePX, r.X+r.W-x-l.Pad/2, l.Min, d.measure)
		d.text(dst, t.ScoreText[s], art.Bold, px, x, r.Y+r.H/2-px*0.59, left, d.pal.text, 1)
	}
	if board {
		d.board(dst, t, l)
	}
}

// pegKey draws side's peg in r: a disc of its colour, or in high
// contrast its shape (art.PegShape: a disc, a square, a triangle).
func (d *drawer) pegKey(dst *ebiten.Image, side int, r geom.Rect) {
	c := art.PegColour(side, d.style)
	switch shape := art.PegShape(side); {
	case d.style.HighContrast && shape == "square":
		d.fill(dst, r, c)
	case d.style.HighContrast && shape == "triangle":
		const rows = 6 // stepped, point up
		for i := range rows {
			w := r.W * float64(i+1) / rows
			d.fill(dst, geom.Rect{X: r.X + (r.W-w)/2, Y: r.Y + r.H*float64(i)/rows, W: w, H: r.H/rows + 0.5}, c)
		}
	default:
		d.rounded(dst, r, c, c, 0)
	}
}

// board draws t's pegging board and pegs in l.Pegging.
func (d *drawer) board(dst *ebiten.Image, t *table.Table, l *layout.Layout) {
	r := l.Pegging
	if r.W < 1 || r.H < 1 {
		return
	}
	b := t.Pegs.Board
	if d.pegLay.Board != b || d.pegRect != r || d.pegLay.Scale != d.s {
		d.pegLay = b.Layout(geom.Rect{X: r.X * d.s, Y: r.Y * d.s, W: r.W * d.s, H: r.H * d.s}, d.s)
		d.pegRect = r
	}
	d.record(shape{kind: shapeCard, r: r, s: "board"})
	art.DrawBoard(dst, &d.pegLay, d.style, &t.Pegs, t.PegClock)
}

// trackHoles is how many holes a track of width w shows for a game of
// target points: a hole a point where they stay 3 px apart, else a hole
// for five points.
func trackHoles(target int, w float64) (holes, per int) {
	if target <= 0 {
		target = 31
	}
	if w/float64(target) >= 3 {
		return target, 1
	}
	return (target + 4) / 5, 5
}

// track draws a score as a peg on a board of holes to target.
func (d *drawer) track(dst *ebiten.Image, r geom.Rect, v float64, target int) {
	n, per := trackHoles(target, r.W)
	step := r.W / float64(n)
	hole := math.Max(2, math.Min(step*0.45, r.H*0.5))
	for i := range n {
		c := d.pal.dim
		c.A = 110
		if float64((i+1)*per) <= v+0.001 {
			c = d.pal.text
		}
		d.fill(dst, geom.Rect{X: r.X + float64(i)*step + (step-hole)/2, Y: r.Y + (r.H-hole)/2, W: hole, H: hole}, c)
	}
	// A score past the target (a last lay worth more than the holes left)
	// pegs the last hole: the board ends there, and its target stays
	// clear. The peg stands in hole v (its left edge at (v-1) steps), at 0
	// just before the board.
	v = math.Min(v/float64(per), float64(n))
	x := r.X + (math.Max(0, v)-1)*step
	peg := hole * 1.9
	d.fill(dst, geom.Rect{X: x + step/2 - peg/2, Y: r.Y + r.H/2 - peg/2, W: peg, H: peg}, d.pal.gold)
	px := math.Max(d.minPX, r.H*1.3)
	d.text(dst, d.num(target), art.Body, px, r.X+r.W+hole*2.5, r.Y+r.H/2-px*0.62, left, d.pal.dim, 1)
}
