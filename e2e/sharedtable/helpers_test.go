//go:build !js

package sharedtable

import (
	"testing"
	"unicode/utf8"

	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The ui package's test helpers, for a package outside it.

func newApp(t testing.TB, cfg ui.Config) *ui.App {
	t.Helper()
	if cfg.Settings.Speed == "" {
		cfg.Settings = shell.DefaultSettings()
	}
	a, err := ui.NewApp(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func key(k input.Key) input.Frame { var f input.Frame; f.Keys[k] = true; return f }

func tap(r geom.Rect) input.Frame {
	x, y := r.Centre()
	return input.Frame{Tap: true, TapX: x, TapY: y}
}

func button(t testing.TB, a *ui.App, name string) geom.Rect {
	t.Helper()
	bs, _ := a.Buttons()
	for _, b := range bs {
		if b.Name() == name {
			return b.Rect
		}
	}
	t.Fatalf("no button %q in scene %v (overlay %d): %v", name, a.Scene, a.Play.Overlay, bs)
	return geom.Rect{}
}

// personMove is the person's move as the keys give it: the first card
// that may be laid, or Space (the next hand) at a hand's end.
func personMove(tb *table.Table, next bool) input.Frame {
	if tb.YourTurn() {
		for k, i := range tb.Held(nil) {
			if tb.Legal(tb.Sprites[i].Card) {
				return key(input.Key1 + input.Key(k))
			}
		}
	} else if next && tb.Waiting() {
		return key(input.KeySpace)
	}
	return input.Frame{}
}

// lineTexts is the text of structured lines, indented rows marked with
// three spaces as the panels used to write them.
func lineTexts(ls []layout.Line) []string {
	var out []string
	for _, l := range ls {
		if l.Gap {
			out = append(out, "")
		}
		s := l.Text
		for range l.Indent {
			s = "   " + s
		}
		out = append(out, s)
	}
	return out
}

// fakeMeasure is a font of fixed advance: half a text size a character,
// a little more in bold.
func fakeMeasure(s string, bold bool, px float64) float64 {
	w := float64(utf8.RuneCountInString(s)) * px * 0.5
	if bold {
		w *= 1.1
	}
	return w
}
