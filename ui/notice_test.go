package ui

import (
	"fmt"
	"reflect"
	"testing"

	"noddy/ui/fonts"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// A long notice in the record or the review's summary wraps inside the
// window on a box within the panel, clear of its border, the buttons and
// the footer (it was one line, cut off at both sides on a phone, over the
// panel's border and the footer).
func TestNoticeInPanels(t *testing.T) {
	reset := "Your record starts again; the old one is kept as record.json.reset-1."
	copied := "The match's code is printed in the terminal: 410E908JG40014005"
	want := map[string][]string{
		"390x844 record":  {"Your record starts again; the old one is", "kept as record.json.reset-1."},
		"390x844 review":  {"The match's code is printed in the", "terminal: 410E908JG40014005"},
		"1280x800 record": {reset},
		"1280x800 review": {copied},
	}
	for _, sz := range phoneSizes {
		a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "instant"}, Fonts: fonts.With(fakeMeasure)})
		a.SetSize(sz[0], sz[1])
		a.Record.Rec.Add(playFor(t, "noddy", 3, "easy"), 0, "easy", nil, 1)
		a.Review.Start(playFor(t, "noddy", 3, "easy"), 0, "easy")
		for _, c := range []struct {
			scene shell.SceneID
			msg   string
			panel geom.Rect
		}{{shell.SceneRecord, reset, a.Record.RecordPanel()}, {shell.SceneReview, copied, a.Review.SummaryPanel()}} {
			name := fmt.Sprintf("%.0fx%.0f %s", sz[0], sz[1], map[shell.SceneID]string{shell.SceneRecord: "record", shell.SceneReview: "review"}[c.scene])
			a.Message = c.msg
			box, lines, px := a.NoticeText(c.scene)
			if w, ok := want[name]; ok && !reflect.DeepEqual(lines, w) {
				t.Errorf("%s: lines %q, want %q", name, lines, w)
			}
			l, p := &a.L, c.panel
			if px < geom.MinPX || box.X < p.X+l.Pad/2 || box.X+box.W > p.X+p.W-l.Pad/2 || box.Y < p.Y+l.Pad || box.Y+box.H > p.Y+p.H-l.Pad {
				t.Errorf("%s: box %+v at %.1f px, not inside panel %+v", name, box, px, p)
			}
			if ar := a.NoticeArea(c.scene); box.Y+box.H != ar.Y+ar.H {
				t.Errorf("%s: box %+v not at the foot of its band %+v, over the buttons", name, box, ar)
			}
			if box.Y+box.H > l.RuleLine.Y {
				t.Errorf("%s: box %+v over the footer %+v", name, box, l.RuleLine)
			}
			if float64(len(lines))*px*layout.ParaLead > box.H {
				t.Errorf("%s: %d lines at %.1f px in %+v", name, len(lines), px, box)
			}
			for _, s := range lines {
				if w := fakeMeasure(s, false, px); w > box.W-2*l.Pad+0.01 {
					t.Errorf("%s: %q (%.0f px) wider than its box %+v", name, s, w, box)
				}
			}
			bs, _ := a.ButtonsOf(c.scene)
			for _, b := range bs {
				if b.Intersects(box) {
					t.Errorf("%s: box %+v over %s %+v", name, box, b.Name(), b.Rect)
				}
			}
		}
	}
}

// A notice over the hand while the crib's cards are picked holds its
// lines: where even the least size needs more lines than the place over
// the hand has room for, the box rises (the lines had spilled out of it
// onto the cards, in small type: a play-test). The refusal of a third
// pick is one line there.
func TestNoticeOverTheHandHoldsItsLines(t *testing.T) {
	long := "A notice long enough to need two lines even at the least size the layout allows over the hand, as the crib's whole rule once was, and longer."
	for _, sz := range [][2]float64{{1280, 800}, {1280, 657}, {844, 390}} {
		a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Settings: shell.Settings{Speed: "instant"}, Fonts: fonts.With(fakeMeasure)})
		a.SetSize(sz[0], sz[1])
		settle(t, a)
		for _, msg := range []string{long, "Two are picked: click one, or press its key, to put it back."} {
			a.Message = msg
			box, lines, px := a.NoticeText(shell.SceneTable)
			name := fmt.Sprintf("%.0fx%.0f %q", sz[0], sz[1], msg[:10])
			if need := float64(len(lines))*px*layout.ParaLead + px*0.6; need > box.H+0.01 {
				t.Errorf("%s: %d lines at %.1f px need %.1f px, box %+v", name, len(lines), px, need, box)
			}
			if box.Y < 0 || box.Y+box.H > sz[1] {
				t.Errorf("%s: box %+v outside the window", name, box)
			}
			if msg != long && sz[0] == 1280 && len(lines) != 1 {
				t.Errorf("%s: %q, want one line", name, lines)
			}
		}
	}
}
