package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// The review scene (ui.Review): the summary in a panel over the felt,
// then the replay on the same table as a match (tableView) with the
// stop's narration where the log sits, as in the tutorial.

// paraText caches paragraphs wrapped to a box at the largest size that
// fits (ui.WrapFit).
type paraText struct {
	key   string
	px    float64
	lines []string
}

// fitParas wraps paras into r between hi and lo, kept while they and the
// box stay the same.
func (d *drawer) fitParas(pt *paraText, paras []string, r geom.Rect, hi, lo float64) {
	var b strings.Builder
	for _, p := range paras {
		b.WriteString(p)
		b.WriteByte(0)
	}
	b.WriteString(strings.Repeat("|", int(r.W)))
	b.WriteByte(byte(int(r.H) & 0xff))
	b.WriteByte(byte(int(hi*10) & 0xff))
	b.WriteByte(byte(int(d.s*100) & 0xff))
	k := b.String()
	if k == pt.key {
		return
	}
	pt.key = k
	pt.px, pt.lines = layout.WrapFit(paras, r.W, r.H, hi, lo, d.measure)
}

// paras draws wrapped lines from y down, each no lower than bottom.
func (d *drawer) paras(dst *ebiten.Image, pt *paraText, x, y, bottom float64) {
	for _, s := range pt.lines {
		if s == "" {
			y += pt.px * layout.ParaLead / 2
			continue
		}
		if y+pt.px*1.1 > bottom {
			return
		}
		c := d.pal.text
		if strings.HasPrefix(s, "   ") {
			c = d.pal.dim
		}
		d.text(dst, s, art.Body, pt.px, x, y, left, c, 1)
		y += pt.px * layout.ParaLead
	}
}

func (d *drawer) review(dst *ebiten.Image, a *ui.App) {
	rv := a.Review.Review
	if rv == nil {
		return
	}
	if rv.Stop < 0 || rv.Table == nil {
		d.reviewSummary(dst, a)
		return
	}
	l := &a.Review.RL
	d.tableView(dst, a, rv.Table, l)
	r := a.Review.ReviewPanel()
	d.panel(dst, r)
	pad := a.L.Pad
	head := a.Review.StopHeadPX()
	y := r.Y + pad*0.75
	d.text(dst, rv.StopTitle(), art.Bold, head, r.X+pad, y, left, d.pal.gold, 1)
	y += head * 1.3
	frac := float64(rv.Stop+1) / float64(max(rv.Stops(), 1))
	bar := geom.Rect{X: r.X + pad, Y: y, W: r.W - 2*pad, H: math.Max(2, head*0.2)}
	d.fill(dst, bar, d.pal.edge)
	bar.W *= frac
	d.fill(dst, bar, d.pal.gold)
	// The decision, then as much of the table's last words as fits, where
	// the model laid them out.
	box := a.Review.StopBox()
	v := a.Review.StopView()
	pt := paraText{px: v.PX, lines: v.Lines}
	d.paras(dst, &pt, box.X, box.Y, box.Y+box.H)
	d.footer(dst, a, shell.SceneReview)
	bs, labels := a.ButtonsOf(shell.SceneReview)
	px := layout.RowLabelPX(bs, labels, l.PX(0.85), d.labelWidth)
	for i, b := range bs {
		d.buttonIn(dst, b, labels[i], false, a.Review.Spent(b), px)
	}
}

// reviewSummary draws the summary: the heading, the result, the costliest
// decisions and the code, with a bar while the expert works.
func (d *drawer) reviewSummary(dst *ebiten.Image, a *ui.App) {
	rv := a.Review.Review
	l := &a.L
	p := a.Review.SummaryPanel()
	d.raise()
	d.panel(dst, p)
	y := d.panelTitle(dst, rv.SummaryTitle(), p, p.Y+l.Pad*0.5, l.PanelFS, "Review")
	bs, labels := a.ButtonsOf(shell.SceneReview)
	bottom := p.Y + p.H - l.Pad
	if len(bs) > 0 {
		bottom = bs[0].Y - l.Pad*0.5
	}
	if !rv.Done() {
		k, n := rv.Progress()
		bar := geom.Rect{X: p.X + l.Pad, Y: bottom - l.Pad*0.5, W: p.W - 2*l.Pad, H: math.Max(3, l.PanelFS*0.3)}
		d.fill(dst, bar, d.pal.edge)
		bar.W *= float64(k) / float64(max(n, 1))
		d.fill(dst, bar, d.pal.gold)
		bottom = bar.Y - l.Pad*0.5
	}
	box := geom.Rect{X: p.X + l.Pad, Y: y, W: p.W - 2*l.Pad, H: bottom - y}
	d.fitParas(&d.words.summary, rv.SummaryText(), box, l.PPX(1), l.Min)
	d.paras(dst, &d.words.summary, box.X, box.Y, bottom)
	d.footer(dst, a, shell.SceneReview)
	for i, b := range bs {
		d.button(dst, b, labels[i], i == a.Focus && a.Scene == shell.SceneReview, a.L.PanelFS)
	}
}
