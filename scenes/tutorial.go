package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/tour"
)

// The tutorial scene draws the same table as a match (tableView) from its
// guided table, with the step's narration where the log sits and the step
// controls where the table's buttons are.

// tourText keeps the step's header ("Step 9 of 38 · page 1 of 2")
// between frames.
type tourText struct {
	head  string
	headK [3]int
}

func (d *drawer) tutorial(dst *ebiten.Image, a *ui.App) {
	tr := a.Tutorial.Tour
	if tr == nil {
		return
	}
	l := &a.Tutorial.TL
	d.tableView(dst, a, tr.Table, l)
	d.narration(dst, a, tr)
	d.footer(dst, a, shell.SceneTutorial)
	bs, labels := a.ButtonsOf(shell.SceneTutorial)
	row := len(bs)
	if row > 0 && bs[row-1].Do.Do == input.DoMore {
		row-- // the narration's own, at its size
		d.button(dst, bs[row], labels[row], false, a.Tutorial.Narration().HeadPX())
	}
	px := layout.RowLabelPX(bs[:row], labels[:row], l.PX(0.85), d.labelWidth) // one size for the row
	for i, b := range bs[:row] {
		d.buttonIn(dst, b, labels[i], false, a.Tutorial.Spent(b), px)
	}
}

// narration draws the step: "Step 12 of 38", a progress bar, the title and
// the text, at the largest size (up to the body size) that fits the panel;
// below a floor size the text is cut into pages, turned by Next and Back.
func (d *drawer) narration(dst *ebiten.Image, a *ui.App, tr *tour.Tour) {
	l := &a.L // the window's text size and padding
	r := a.Tutorial.TourPanel()
	d.panel(dst, r)
	pad := l.Pad
	inner := r.W - 2*pad
	tt := &d.tour
	top, foot := tour.NarrationMargins(pad)
	n := a.Tutorial.Narration()
	px := n.PX

	if hk := [3]int{tr.Cur.At(), tr.Page, tr.Pages}; hk != tt.headK || tt.head == "" {
		tt.headK, tt.head = hk, tr.Header()
	}
	y := r.Y + top
	d.text(dst, tt.head, art.Body, n.HeadPX(), r.X+pad, y, left, d.pal.dim, 1)
	y += n.HeadPX() * 1.3
	frac := float64(tr.Cur.At()+1) / float64(tr.T.Len())
	bar := geom.Rect{X: r.X + pad, Y: y, W: inner, H: math.Max(2, px*0.2)}
	d.fill(dst, bar, d.pal.edge)
	bar.W *= frac
	d.fill(dst, bar, d.pal.gold)
	y += bar.H
	for _, ln := range n.Title {
		y += ln.Gap
		d.text(dst, ln.S, art.Bold, px*1.25, r.X+pad, y, left, d.pal.gold, 1)
		y += px * 1.25 * tour.TitleLead
	}
	if len(n.Pages) == 0 {
		return
	}
	for _, ln := range n.Pages[min(tr.Page, len(n.Pages)-1)] {
		y += ln.Gap
		d.text(dst, ln.S, art.Body, px, r.X+pad+ln.X, y, left, d.pal.text, 1)
		y += px * n.Lead
	}
	if tr.Page+1 < tr.Pages {
		d.text(dst, a.Tutorial.MoreLine(), art.Body, n.HeadPX(), r.X+r.W-pad, r.Y+r.H-foot-n.MoreHeight(), right, d.pal.gold, 1)
	}
}
