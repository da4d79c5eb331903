package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/layout"
)

// On a phone, at the end of a hand, a tap on the log (where the person
// reads the hand's summary) does not deal the next hand: on its text it
// does nothing, on its marks it turns the log a line (▼ on, ▲ back); a tap
// elsewhere still goes on.
func TestLogTapAtTheHoldDoesNotDeal(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Touch: true})
	a.SetSize(390, 844)
	tb := a.Play.Table
	playUntil(t, a, 20000, tb.Waiting)
	deal := tb.Deal
	lt := a.L.LogText
	if v := a.Play.Log(); !v.Newer || !v.Older || a.Play.Scroll.Log != 0 {
		t.Fatalf("at the hold: newer %v, older %v, %d back; want the summary's first lines, more above and below", v.Newer, v.Older, a.Play.Scroll.Log)
	}
	tap := func(x, y float64) input.Frame { return input.Frame{Tap: true, Touch: true, TapX: x, TapY: y} }
	mark := lt.X + lt.W - layout.Fingertip/4
	for _, tc := range []struct {
		what string
		f    input.Frame
		back int
	}{
		{"the log's text", tap(lt.X+lt.W/3, lt.Y+lt.H/2), 0},
		{"the log's ▼", tap(mark, lt.Y+lt.H-4), -1},
		{"the log's ▼ again", tap(mark, lt.Y+lt.H-4), -1}, // the summary's last line shows: no further
		{"the log's ▲", tap(mark, lt.Y+4), 0},
		{"the log's ▲ again", tap(mark, lt.Y+4), 1},
		{"the log's text again", tap(lt.X+8, lt.Y+4), 1},
	} {
		a.Update(tc.f)
		if !tb.Waiting() || tb.Deal != deal || a.Play.Scroll.Log != tc.back {
			t.Fatalf("a tap on %s: waiting %v, deal %d (was %d), %d lines back; want the hold, %d back",
				tc.what, tb.Waiting(), tb.Deal, deal, a.Play.Scroll.Log, tc.back)
		}
	}
	a.Update(tap(a.L.W/2, a.L.H/2))
	if tb.Waiting() {
		t.Fatal("a tap on the table, off the log, did not go on")
	}
}
