package scenes

import (
	"testing"

	"noddy/ui/input"
)

// The keys' cursor under the focused card (a gold bar) is drawn for keys
// and the mouse, not for a finger: on a phone a play-tester read it as a
// card already picked.
func TestFocusBarNotForAFinger(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Game: "cribbage", Scene: "table", Speed: "instant"}, 390, 844)
	h.rest(t)
	a := h.g.app
	r := a.L.At(a.Play.Table.Sprites[a.Play.Table.Held(nil)[a.Focus]].To)
	bar := func() bool {
		c := h.at(r.X+r.W/2, r.Y+r.H+2)
		return c.R > 180 && c.G > 130 && c.B < 110 // the palette's gold
	}
	if !bar() {
		t.Fatalf("with keys: no gold bar under the focused card at %.0f,%.0f: %v", r.X+r.W/2, r.Y+r.H+2, h.at(r.X+r.W/2, r.Y+r.H+2))
	}
	// A finger's tap on the felt, clear of every card and button.
	if err := h.tick(input.Frame{Tap: true, Touch: true, TapX: 5, TapY: 300}); err != nil {
		t.Fatal(err)
	}
	if err := h.tick(input.Frame{}); err != nil {
		t.Fatal(err)
	}
	if !a.Touch {
		t.Fatal("a finger's tap: Touch not set")
	}
	if bar() {
		t.Errorf("with a finger: the gold bar is still under the focused card: %v", h.at(r.X+r.W/2, r.Y+r.H+2))
	}
}
