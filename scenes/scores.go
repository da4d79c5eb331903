package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/scenes/model"
)

// The score area (Layout.Board): each side's name and score, and its
// score on a track of holes to the game's target. This is the one place
// the score is drawn: a pegging board (scenes/art/board*.go) is to be
// drawn here, into l.Board, from the rules and each side's current and
// previous score (t.Scores, t.PegFrom, p the step's progress).

// scores draws the score area of table t.
func (d *drawer) scores(dst *ebiten.Image, t *model.Table, l *model.Layout, p float64) {
	target := t.RuleSet().Target
	for s := range l.Score {
		if s >= len(t.ScoreText) {
			break
		}
		r := l.Score[s]
		px := model.FitPX(t.ScoreText[s], true, l.ScorePX, l.Track[s].X-r.X-l.Pad*0.75, l.Min, d.measure)
		d.text(dst, t.ScoreText[s], art.Bold, px, r.X+l.Pad/2, r.Y+r.H/2-px*0.59, left, d.pal.text, 1)
		d.track(dst, l.Track[s], lerp(float64(t.PegFrom[s]), float64(t.Scores[s]), p), target)
	}
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
func (d *drawer) track(dst *ebiten.Image, r model.Rect, v float64, target int) {
	n, per := trackHoles(target, r.W)
	step := r.W / float64(n)
	hole := math.Max(2, math.Min(step*0.45, r.H*0.5))
	for i := range n {
		c := d.pal.dim
		c.A = 110
		if float64((i+1)*per) <= v+0.001 {
			c = d.pal.text
		}
		d.fill(dst, model.Rect{X: r.X + float64(i)*step + (step-hole)/2, Y: r.Y + (r.H-hole)/2, W: hole, H: hole}, c)
	}
	// A score past the target (a last lay worth more than the holes left)
	// pegs the last hole: the board ends there, and its target stays
	// clear. The peg stands in hole v (its left edge at (v-1) steps), at 0
	// just before the board.
	v = math.Min(v/float64(per), float64(n))
	x := r.X + (math.Max(0, v)-1)*step
	peg := hole * 1.9
	d.fill(dst, model.Rect{X: x + step/2 - peg/2, Y: r.Y + r.H/2 - peg/2, W: peg, H: peg}, d.pal.gold)
	px := math.Max(d.minPX, r.H*1.3)
	d.text(dst, d.num(target), art.Body, px, r.X+r.W+hole*2.5, r.Y+r.H/2-px*0.62, left, d.pal.dim, 1)
}
