package ui

import (
	"math"
	"strings"
	"testing"

	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// On a phone the hand's end entry in the log ("Hand 1 over. You held
// …", six-card cribbage's some 330 characters) wraps to the log's width
// as elsewhere: its lines, drawn at the log's size as the window renders
// it (rounded to a whole device pixel, at device scales 1 to 3), keep
// within the panel's text, and together they are the entry, word for
// word. Taller than a phone's panel, it shows its beginning with the
// mark that more lies below (a finger turns down it: logfill_test.go).
func TestHandOverWrapsOnAPhone(t *testing.T) {
	for _, big := range []bool{false, true} {
		for _, sz := range [][2]float64{{390, 844}, {844, 390}} {
			for _, scale := range []float64{1, 2, 3} {
				a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Settings: shell.Settings{Speed: "instant", BigText: big}})
				a.SetSize(sz[0], sz[1])
				a.Fonts.SetScale(scale)
				tb := a.Play.Table
				for i := 0; i < 100000 && !tb.Waiting(); i++ {
					a.Update(uitest.KeysFor(tb, a.Play.Pickable()))
				}
				entry := tb.Log[len(tb.Log)-1]
				if !tb.Waiting() || !strings.HasPrefix(entry, "Hand 1 over. You held ") {
					t.Fatalf("%v: no hand's end to read (waiting %v): %q", sz, tb.Waiting(), entry)
				}
				l := &a.L
				w := l.LogText.W - l.Pad*1.5 - l.MarkRoom()
				px := math.Round(l.LogFS*scale) / scale
				v := a.Play.Log()
				var words []string
				for _, ln := range v.Lines {
					if ln.Style != layout.TextBody {
						continue // older entries
					}
					if dw := a.Measure(ln.Text, false, px); ln.X+dw > w+1e-9 {
						t.Errorf("%v big %v scale %v: %q drawn %.1f px wide from %.1f, past the log's %.1f", sz, big, scale, ln.Text, dw, ln.X, w)
					}
					words = append(words, ln.Text)
				}
				if got := strings.Join(words, " "); len(words) < 2 || got != entry {
					t.Errorf("%v big %v scale %v: the entry's %d lines read %q, want %q", sz, big, scale, len(words), got, entry)
				}
				if rows := v.End - v.Start; len(words) > rows && (!v.Newer || v.Lines[v.Start].Text != words[0]) {
					t.Errorf("%v big %v scale %v: an entry of %d lines in %d rows shows from %q, more below %v", sz, big, scale, len(words), rows, v.Lines[v.Start].Text, v.Newer)
				}
			}
		}
	}
}
