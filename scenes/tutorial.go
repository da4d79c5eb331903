package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/tutorial"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/tour"
)

// The tutorial scene draws the same table as a match (tableView) from its
// guided table, with the step's narration where the log sits and the step
// controls where the table's buttons are.

// tourText caches the narration of one step laid out at one size, cut
// into pages that fit the panel (ui.NarrationFit).
type tourText struct {
	t     *tutorial.Tutorial // the tutorial laid out: the keys are its steps'
	key   [5]int
	pxKey [4]int  // the panel and the text size px was found for
	px    float64 // the tutorial's one body size there (ui.TourPX)
	head  string  // "Step 9 of 38 · page 1 of 2", for headK
	headK [3]int
	tour.Narration
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
	px := layout.RowLabelPX(bs, labels, l.PX(0.85), d.labelWidth) // one size for the row
	for i, b := range bs {
		d.button(dst, b, labels[i], false, px)
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
	top, foot := narrationMargins(pad)
	d.layNarration(a, tr)
	px := tt.PX

	if hk := [3]int{tr.Cur.At(), tr.Page, tr.Pages}; hk != tt.headK || tt.head == "" {
		tt.headK, tt.head = hk, tr.Header()
	}
	y := r.Y + top
	d.text(dst, tt.head, art.Body, tour.HeadPX(px), r.X+pad, y, left, d.pal.dim, 1)
	y += tour.HeadPX(px) * 1.3
	frac := float64(tr.Cur.At()+1) / float64(tr.T.Len())
	bar := geom.Rect{X: r.X + pad, Y: y, W: inner, H: math.Max(2, px*0.2)}
	d.fill(dst, bar, d.pal.edge)
	bar.W *= frac
	d.fill(dst, bar, d.pal.gold)
	y += bar.H
	for _, ln := range tt.Title {
		y += ln.Gap
		d.text(dst, ln.S, art.Bold, px*1.25, r.X+pad, y, left, d.pal.gold, 1)
		y += px * 1.25 * tour.TitleLead
	}
	if len(tt.Pages) == 0 {
		return
	}
	for _, ln := range tt.Pages[tr.Page] {
		y += ln.Gap
		d.text(dst, ln.S, art.Body, px, r.X+pad+ln.X, y, left, d.pal.text, 1)
		y += px * tt.Lead
	}
	if tr.Page+1 < tr.Pages {
		d.text(dst, a.Tutorial.MoreLine(), art.Body, tour.HeadPX(px), r.X+r.W-pad, r.Y+r.H-foot-tour.MoreHeight(px), right, d.pal.gold, 1)
	}
}

// layNarration lays the step out in the tutorial's panel (kept until the
// step or the panel changes) and tells the tutorial how many pages it
// takes: the one thing the model reads back from the drawer, so it runs
// after every tick (drawer.prepare), drawn or not.
func (d *drawer) layNarration(a *ui.App, tr *tour.Tour) {
	l := &a.L
	r := a.Tutorial.TourPanel()
	tt := &d.tour
	k := [5]int{tr.Cur.At(), int(r.W), int(r.H), int(l.PanelFS * 100), int(d.s * 100)}
	if k != tt.key || tr.T != tt.t {
		if pk := [4]int{k[1], k[2], k[3], k[4]}; pk != tt.pxKey || tr.T != tt.t {
			tt.pxKey, tt.px = pk, d.tourPX(a, tr)
		}
		tt.key, tt.t = k, tr.T
		tt.Narration = d.fitNarration(a, tr.Cur.Step(), tt.px)
	}
	tr.Pages = len(tt.Pages)
	tr.Page = max(0, min(tr.Page, tr.Pages-1))
}

// narrationMargins are the space above the narration's text and under it
// (where "more" sits on a page not the last), for padding pad.
func narrationMargins(pad float64) (top, foot float64) { return pad * 0.75, pad * 0.5 }

// fitNarration lays step st out in the tutorial's panel at body size px
// (ui.NarrationAt).
func (d *drawer) fitNarration(a *ui.App, st tutorial.Step, px float64) tour.Narration {
	r, pad := a.Tutorial.TourPanel(), a.L.Pad
	top, foot := narrationMargins(pad)
	return tour.NarrationAt(st.Title, st.Text, r.W-2*pad, r.H-top-foot, px, d.measure)
}

// tourPX is the tutorial's one body size for its panel (ui.TourPX):
// from 1.05 panel text sizes down to 0.56, never under the least size.
func (d *drawer) tourPX(a *ui.App, tr *tour.Tour) float64 {
	r, pad, l := a.Tutorial.TourPanel(), a.L.Pad, &a.Tutorial.TL
	top, foot := narrationMargins(pad)
	var steps [][2]string
	for i := range tr.T.Len() {
		st := tr.T.Step(i)
		steps = append(steps, [2]string{st.Title, st.Text})
	}
	return tour.TourPX(steps, r.W-2*pad, r.H-top-foot, l.PPX(1.05), l.PPX(0.56), d.measure)
}
