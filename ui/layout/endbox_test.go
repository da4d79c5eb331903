package layout

import (
	"math"
	"testing"
)

// On a phone the end box's buttons are as tall as the table's (three
// quarters of a fingertip: they had been 27 px), and the box reaches down
// to the rule line (it had left the room under it empty while its lines
// had none for the match code), as a desktop window's does.
func TestEndBoxOnAPhone(t *testing.T) {
	for _, c := range []struct {
		w, h    float64
		buttonH float64
		toLine  bool
	}{{390, 844, 33, true}, {360, 740, 33, true}, {844, 390, 33, false}, {1280, 800, 46.8, true}} {
		l := NewLayout(c.w, c.h, false)
		if got := l.EndButtonH(); math.Abs(got-c.buttonH) > 1e-9 {
			t.Errorf("%vx%v: end box buttons %.2f px tall, want %.2f", c.w, c.h, got, c.buttonH)
		}
		p := l.EndPanel(5)
		bottom := l.RuleLine.Y - l.Pad/4
		if got := math.Abs(p.Y+p.H-bottom) < 1e-9; got != c.toLine {
			t.Errorf("%vx%v: the box ends at %.1f, the rule line's room at %.1f: down to it %v, want %v", c.w, c.h, p.Y+p.H, bottom, got, c.toLine)
		}
	}
}
