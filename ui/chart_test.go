package ui

import (
	"fmt"
	"math"
	"testing"

	"noddy/ui/fonts"
	"noddy/ui/record"
	"noddy/ui/shell"
)

// The record's chart: bars of a readable width from the left (a
// twentieth of the plot each while there are fewer than twenty), the
// latest that fit at ChartSlotMin each on a phone, a win up from the line
// and a loss down, a scale of the widest margin in points at its left.
// They were a fiftieth of the width each, pushed to the right, unscaled.
func TestRecordChart(t *testing.T) {
	for _, c := range []struct {
		w, h     float64
		n, shown int
		bw       float64 // a bar's width, rounded to a tenth
		plotH    float64
	}{
		{1280, 800, 15, 15, 33.9, 158},
		{1280, 800, 50, 50, 13.6, 158},
		{390, 844, 15, 15, 11.3, 306},
		{390, 844, 50, 34, 6.6, 306},
	} {
		name := fmt.Sprintf("%.0fx%.0f %d matches", c.w, c.h, c.n)
		a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "instant"}, Fonts: fonts.With(fakeMeasure)})
		a.SetSize(c.w, c.h)
		for i := range c.n {
			// Won by 1 to 12 and lost by 2 to 23 in turn: the widest, 23.
			r := record.Result{Game: "noddy", Level: "easy", Won: i%2 == 0, Mine: 31, Best: 30 - i%12}
			if !r.Won {
				r.Mine, r.Best = 31-2-i*7%22, 31
			}
			a.Record.Rec.Recent = append(a.Record.Rec.Recent, r)
		}
		v := a.Record.ChartView()
		if v.Scale != [3]string{"+23", "0", "−23"} {
			t.Errorf("%s: scale %q", name, v.Scale)
		}
		p := v.Plot
		if len(v.Bars) != c.shown || math.Round(v.Bars[0].W*10)/10 != c.bw || math.Round(p.H) != c.plotH {
			t.Errorf("%s: %d bars %.2f wide in a plot %.1f high, want %d %.1f wide, %.0f high", name, len(v.Bars), v.Bars[0].W, p.H, c.shown, c.bw, c.plotH)
		}
		slot := p.W / float64(max(c.shown, 20))
		if x := p.X + (slot-v.Bars[0].W)/2; math.Abs(v.Bars[0].X-x) > 1e-9 || v.ScaleEdge >= p.X {
			t.Errorf("%s: the first bar at %.1f, want %.1f (from the plot's left, %.1f, right of the scale, %.1f)", name, v.Bars[0].X, x, p.X, v.ScaleEdge)
		}
		rc := a.Record.RecordChart()
		if p.X+p.W > rc.X+rc.W+1e-9 || p.X < rc.X {
			t.Errorf("%s: plot %+v outside the chart %+v", name, p, rc)
		}
		for i, b := range v.Bars {
			want := a.Record.Rec.Recent[len(a.Record.Rec.Recent)-c.shown+i].Won
			if b.Won != want || b.X+b.W > p.X+p.W || b.Y < p.Y || b.Y+b.H > p.Y+p.H || b.H <= 0 ||
				b.Won && math.Abs(b.Y+b.H-v.Line) > 1e-9 || !b.Won && b.Y != v.Line {
				t.Errorf("%s: bar %d %+v (won %v) in plot %+v, line %.1f", name, i, b, want, p, v.Line)
			}
		}
	}
	// The scale is the widest margin of the bars shown, not of a match
	// the phone's chart has no room for.
	a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "instant"}, Fonts: fonts.With(fakeMeasure)})
	a.SetSize(390, 844)
	a.Record.Rec.Recent = append(a.Record.Rec.Recent, record.Result{Mine: 1, Best: 31})
	for i := range 49 {
		a.Record.Rec.Recent = append(a.Record.Rec.Recent, record.Result{Won: true, Mine: 31, Best: 30 - i%5})
	}
	if v := a.Record.ChartView(); len(v.Bars) != 34 || v.Scale != [3]string{"+5", "0", "−5"} || math.Abs(v.Bars[33].H-(v.Line-v.Plot.Y-2)*4/5) > 1e-9 {
		t.Errorf("the latest 34 of 50, won by 1 to 5: %d bars, scale %q, the last (won by 4) %+v", len(v.Bars), v.Scale, v.Bars[33])
	}
}
