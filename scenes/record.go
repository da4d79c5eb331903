package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"noddy/scenes/art"
	"noddy/scenes/model"
)

// The record scene: the tally on show in words, and a chart of the last
// matches drawn with Ebitengine's vector package (a bar a match: up for a
// win, down for a loss, by the margin).

func (d *drawer) recordView(dst *ebiten.Image, a *model.App) {
	l := &a.L
	p := a.RecordPanel()
	d.panel(dst, p)
	y := d.panelTitle(dst, a.RecordTitle(), p, p.Y+l.Pad*0.5, l.PanelFS, "Record")
	tr := a.RecordTextRect()
	if lb := a.TallyLabel(); lb != "" {
		px := model.FitPX(lb, true, l.PPX(1.05), tr.W, l.Min, d.measure)
		d.text(dst, lb, art.Bold, px, tr.X, y, left, d.pal.gold, 1)
		y += px * 1.6
	}
	box := model.Rect{X: tr.X, Y: y, W: tr.W, H: tr.Y + tr.H - y}
	d.fitParas(&d.words.record, a.RecordText(), box, l.PPX(1.2), l.Min)
	d.paras(dst, &d.words.record, box.X, box.Y, box.Y+box.H)
	c := a.RecordChart()
	caps := a.ChartTitle()
	cap := caps[len(caps)-1]
	for _, s := range caps {
		if d.measure(s, false, math.Max(l.Min, l.PPX(0.8))) <= c.W {
			cap = s
			break
		}
	}
	cpx := model.FitPX(cap, false, l.PPX(0.8), c.W, l.Min, d.measure)
	d.text(dst, cap, art.Body, cpx, c.X, c.Y-cpx*1.35, left, d.pal.dim, 1)
	d.chart(dst, a.Chart(), c)
	d.footer(dst, a, model.SceneRecord)
	bs, labels := a.ButtonsOf(model.SceneRecord)
	for i, b := range bs {
		d.button(dst, b, labels[i], i == a.Focus && a.Scene == model.SceneRecord, l.PanelFS)
	}
}

// chart draws the bars in r: the last RecentMax matches, oldest on the
// left, a win up from the middle line in gold, a loss down in the dim ink.
func (d *drawer) chart(dst *ebiten.Image, bars []model.Bar, r model.Rect) {
	s := float32(d.s)
	x0, y0, w, h := float32(r.X)*s, float32(r.Y)*s, float32(r.W)*s, float32(r.H)*s
	vector.StrokeRect(dst, x0, y0, w, h, s, d.pal.edge, true)
	mid := y0 + h/2
	vector.StrokeLine(dst, x0, mid, x0+w, mid, s, d.pal.dim, true)
	slot := w / float32(model.RecentMax)
	bw := float32(math.Max(1, float64(slot*0.7)))
	half := h/2 - 2*s
	for i, b := range bars {
		x := x0 + float32(model.RecentMax-len(bars)+i)*slot + (slot-bw)/2
		bh := float32(math.Abs(b.Margin)) * half
		if b.Won {
			vector.DrawFilledRect(dst, x, mid-bh, bw, bh, d.pal.gold, true)
		} else {
			vector.DrawFilledRect(dst, x, mid, bw, bh, d.pal.dim, true)
		}
	}
}
