package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/record"
	"noddy/ui/shell"
)

// The record scene: the tally on show in words, and a chart of the last
// matches drawn with Ebitengine's vector package (a bar a match: up for a
// win, down for a loss, by the margin).

func (d *drawer) recordView(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	p := a.Record.RecordPanel()
	d.panel(dst, p)
	y := d.panelTitle(dst, a.Record.RecordTitle(), p, p.Y+l.Pad*0.5, l.PanelFS, "Record")
	tr := a.Record.RecordTextRect()
	if lb := a.Record.TallyLabel(); lb != "" {
		px := layout.FitPX(lb, true, l.PPX(1.05), tr.W, l.Min, d.measure)
		d.text(dst, lb, art.Bold, px, tr.X, y, left, d.pal.gold, 1)
		y += px * 1.6
	}
	box := geom.Rect{X: tr.X, Y: y, W: tr.W, H: tr.Y + tr.H - y}
	d.fitParas(&d.words.record, a.Record.RecordText(), box, l.PPX(1.2), l.Min)
	d.paras(dst, &d.words.record, box.X, box.Y, box.Y+box.H)
	c := a.Record.RecordChart()
	v := a.Record.ChartView()
	cpx := v.ScalePX
	kw := 0.0
	if len(v.Bars) > 0 {
		kw = d.chartKey(dst, a, c, cpx, false)
	}
	caps := a.Record.ChartTitle()
	cap := caps[len(caps)-1]
	for _, s := range caps {
		if d.measure(s, false, cpx) <= c.W-kw {
			cap = s
			break
		}
	}
	cpx = layout.FitPX(cap, false, cpx, c.W-kw, l.Min, d.measure)
	d.text(dst, cap, art.Body, cpx, c.X, c.Y-cpx*1.35, left, d.pal.dim, 1)
	if kw > 0 {
		d.chartKey(dst, a, c, v.ScalePX, true)
	}
	d.chart(dst, v)
	d.footer(dst, a, shell.SceneRecord)
	bs, labels := a.ButtonsOf(shell.SceneRecord)
	for i, b := range bs {
		d.button(dst, b, labels[i], i == a.Focus && a.Scene == shell.SceneRecord, l.PanelFS)
	}
}

// chartKey draws (when draw) the chart's key at the right of its caption's
// line, a swatch of each colour and its word, and returns its width and
// the gap before it.
func (d *drawer) chartKey(dst *ebiten.Image, a *ui.App, c geom.Rect, px float64, draw bool) float64 {
	words := a.Record.ChartLegend()
	sq := px * 0.8
	w := 0.0
	for _, s := range words {
		w += sq + px*0.35 + d.measure(s, false, px) + px
	}
	if !draw {
		return w + px
	}
	x, y := c.X+c.W-w+px, c.Y-px*1.35
	s := float32(d.s)
	for i, word := range words {
		col := d.pal.gold
		if i == 1 {
			col = d.pal.dim
		}
		vector.FillRect(dst, float32(x)*s, float32(y+px*0.62-sq/2)*s, float32(sq)*s, float32(sq)*s, col, true)
		x += sq + px*0.35
		d.text(dst, word, art.Body, px, x, y, left, d.pal.dim, 1)
		x += d.measure(word, false, px) + px
	}
	return w + px
}

// chart draws the chart laid out (App.ChartView): the plot's frame and
// line, the scale's words at its left, a win's bar up from the line in
// gold, a loss's down in the dim ink.
func (d *drawer) chart(dst *ebiten.Image, v record.ChartView) {
	s := float32(d.s)
	p := v.Plot
	x0, y0, w, h := float32(p.X)*s, float32(p.Y)*s, float32(p.W)*s, float32(p.H)*s
	vector.StrokeRect(dst, x0, y0, w, h, s, d.pal.edge, true)
	line := float32(v.Line) * s
	vector.StrokeLine(dst, x0, line, x0+w, line, 1.5*s, d.pal.text, true)
	if v.Scale[0] != "" {
		px := v.ScalePX
		d.text(dst, v.Scale[0], art.Body, px, v.ScaleEdge, p.Y, right, d.pal.dim, 1)
		d.text(dst, v.Scale[1], art.Body, px, v.ScaleEdge, v.Line-px*0.62, right, d.pal.dim, 1)
		d.text(dst, v.Scale[2], art.Body, px, v.ScaleEdge, p.Y+p.H-px*1.25, right, d.pal.dim, 1)
	}
	for _, b := range v.Bars {
		c := d.pal.dim
		if b.Won {
			c = d.pal.gold
		}
		vector.FillRect(dst, float32(b.X)*s, float32(b.Y)*s, float32(b.W)*s, float32(b.H)*s, c, true)
	}
}
