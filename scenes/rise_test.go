package scenes

import (
	"math"
	"testing"

	"noddy/scenes/art"
	"noddy/ui/geom"
	"noddy/ui/input"
)

// A card picked on a phone rises 10 px, a fifth of its height (it rose a
// tenth, 5 px, and a play-tester missed it), and the line over the hand
// keeps clear of it; in a desktop window a tenth, as before. Two cards
// picked by a finger in six-card cribbage's crib choice.
func TestPickedCardRisesClear(t *testing.T) {
	for _, c := range []struct {
		w, h int
		rise float64 // 0: a tenth of the card's height
	}{{390, 844, 10}, {844, 390, 10}, {1280, 800, 0}} {
		h := newHarness(t, Options{Seed: 7, Game: "cribbage", Scene: "table", Speed: "instant"}, c.w, c.h)
		h.rest(t)
		a := h.g.app
		tb := a.Play.Table
		rise := c.rise
		if rise == 0 {
			rise = a.L.CH * 0.1
		}
		held := tb.Held(nil)
		picked := map[int]bool{1: true, 4: true}
		for k := range picked {
			r := a.L.At(tb.Sprites[held[k]].To)
			if err := h.tick(input.Frame{Tap: true, Touch: true, TapX: r.X + r.W/2, TapY: r.Y + r.H/2}); err != nil {
				t.Fatal(err)
			}
		}
		if tb.Pick().Len() != 2 {
			t.Fatalf("%dx%d: %d cards picked, want 2", c.w, c.h, tb.Pick().Len())
		}
		shapes := h.frameShapes()
		for k, i := range held {
			want := a.L.At(tb.Sprites[i].To)
			if picked[k] {
				want.Y -= rise
			}
			found := false
			for _, s := range shapes {
				found = found || s.kind == shapeCard && sameRect(s.r, want)
			}
			if !found {
				t.Errorf("%dx%d: card %d (picked %v) not drawn at %+v", c.w, c.h, k+1, picked[k], want)
			}
		}
		rim := float64(art.RimWidth(c.w, c.h, art.Style{}))
		for _, p := range layoutProblems(shapes, float64(c.w), float64(c.h), rim) {
			t.Errorf("%dx%d, two cards picked: %s", c.w, c.h, p)
		}
	}
}

func sameRect(a, b geom.Rect) bool {
	return math.Abs(a.X-b.X) < 1e-6 && math.Abs(a.Y-b.Y) < 1e-6 && math.Abs(a.W-b.W) < 1e-6 && math.Abs(a.H-b.H) < 1e-6
}
