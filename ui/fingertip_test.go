package ui

import (
	"slices"
	"testing"

	"noddy/engine"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// Six cards to lay out from on a phone are drawn narrower than a
// fingertip: a tap in the free space just beside a card, or in the middle
// of the gap between two, picks one, and a tap there again puts it back.
// In a desktop window, where the cards are wide enough, the space beside a
// card is not the card's. A card's name under it is the card's everywhere,
// and on a phone the name row's gaps are split as the cards' are (a tap
// between two names had picked nothing).
func TestNarrowCardsAreAFingertipWide(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1280, 800}} {
		a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Settings: shell.Settings{Speed: "instant"}})
		a.SetSize(sz[0], sz[1])
		settle(t, a)
		tb := a.Play.Table
		held := tb.Held(nil)
		if len(held) != 6 {
			t.Fatalf("%v: %d cards held, want 6 to lay out from", sz, len(held))
		}
		narrow := a.L.CW < layout.Fingertip
		if narrow != (sz[0] < 1000) {
			t.Fatalf("%v: card width %.1f", sz, a.L.CW)
		}
		for k, i := range held {
			r := a.L.At(tb.Sprites[i].To)
			c := tb.Sprites[i].Card
			// One px outside the card: left of the first three, right of
			// the last three (the outer ones have no neighbour there).
			x := r.X - 1
			if k >= 3 {
				x = r.X + r.W + 1
			}
			tap := input.Frame{Tap: true, Touch: true, TapX: x, TapY: r.Y + r.H/2}
			a.Update(tap)
			if got := tb.Pick().Has(c); got != narrow {
				t.Fatalf("%v: a tap 1 px beside card %d (%v, %.1f px wide) picked it: %v, want %v", sz, k+1, c, r.W, got, narrow)
			}
			if narrow {
				a.Update(tap)
				if tb.Pick().Has(c) {
					t.Fatalf("%v: a second tap beside card %d left it picked", sz, k+1)
				}
				// The middle of a narrow gap to the next card is this
				// card's or that one's, never nobody's.
				if next := a.L.At(tb.Sprites[held[min(k+1, len(held)-1)]].To); k+1 < len(held) && next.X-(r.X+r.W) <= layout.Fingertip/4 {
					mid := input.Frame{Tap: true, Touch: true, TapX: (r.X + r.W + next.X) / 2, TapY: r.Y + r.H/2}
					a.Update(mid)
					nc := tb.Sprites[held[k+1]].Card
					if !tb.Pick().Has(c) && !tb.Pick().Has(nc) {
						t.Fatalf("%v: a tap in the middle of the gap after card %d picked neither card", sz, k+1)
					}
					a.Update(mid)
				}
			}
			// The card's name under it is the card's, at every size.
			nm := a.L.NameAt(tb.Sprites[i].To.I, tb.Sprites[i].To.N)
			name := input.Frame{Tap: true, Touch: true, TapX: nm.X + nm.W/2, TapY: nm.Y + nm.H/2}
			a.Update(name)
			if !tb.Pick().Has(c) {
				t.Fatalf("%v: a tap on card %d's name (%+v) did not pick it", sz, k+1, nm)
			}
			a.Update(name)
			if tb.Pick().Has(c) {
				t.Fatalf("%v: a second tap on card %d's name left it picked", sz, k+1)
			}
			// And the strip between the card and its name.
			if y := (r.Y + r.H + nm.Y) / 2; nm.Y > r.Y+r.H {
				strip := input.Frame{Tap: true, Touch: true, TapX: r.X + r.W/2, TapY: y}
				if a.Update(strip); !tb.Pick().Has(c) {
					t.Fatalf("%v: a tap at y %.1f, between card %d (to %.1f) and its name (from %.1f), did not pick it", sz, y, k+1, r.Y+r.H, nm.Y)
				}
				a.Update(strip)
			}
			if k+1 < len(held) {
				nameGaps(t, a, sz, k, narrow)
			}
		}
		// Past the outer names' reach (an eighth of a fingertip) there is
		// no card to pick.
		first, last := a.L.NameAt(tb.Sprites[held[0]].To.I, tb.Sprites[held[0]].To.N), a.L.NameAt(tb.Sprites[held[5]].To.I, tb.Sprites[held[5]].To.N)
		for _, x := range []float64{first.X - layout.Fingertip/8 - 1, last.X + last.W + layout.Fingertip/8 + 1} {
			a.Update(input.Frame{Tap: true, Touch: true, TapX: x, TapY: first.Y + first.H/2})
			if n := tb.Pick().Len(); n != 0 {
				t.Fatalf("%v: a tap in the name row at x %.1f, past the outer names, picked %d cards", sz, x, n)
			}
		}
	}
}

// nameGaps taps the name row in the gap after card k's name: 1 px right
// of it, in the middle, 1 px left of the next name. A narrow card's name
// (a phone's) takes its half of the gap, as the card does: each tap
// picks one card, the nearer (either in the middle), and a second tap
// puts it back; where the cards are wide the gap is nobody's.
func nameGaps(t *testing.T, a *App, sz [2]float64, k int, narrow bool) {
	t.Helper()
	tb := a.Play.Table
	held := tb.Held(nil)
	at := func(j int) (geom.Rect, engine.Card) {
		sp := tb.Sprites[held[j]]
		return a.L.NameAt(sp.To.I, sp.To.N), sp.Card
	}
	nm, c := at(k)
	next, nc := at(k + 1)
	y := nm.Y + nm.H/2
	for _, tap := range []struct {
		x    float64
		want []engine.Card
	}{{nm.X + nm.W + 1, []engine.Card{c}}, {(nm.X + nm.W + next.X) / 2, []engine.Card{c, nc}}, {next.X - 1, []engine.Card{nc}}} {
		f := input.Frame{Tap: true, Touch: true, TapX: tap.x, TapY: y}
		a.Update(f)
		got := tb.Pick().Cards()
		switch {
		case !narrow && len(got) != 0:
			t.Fatalf("%v: a tap in the name row at %.1f,%.1f, between the names of cards %d and %d, picked %v: want none where the cards are wide", sz, tap.x, y, k+1, k+2, got)
		case narrow && (len(got) != 1 || !slices.Contains(tap.want, got[0])):
			t.Fatalf("%v: a tap in the name row at %.1f,%.1f, between the names of cards %d (%v, to %.1f) and %d (%v, from %.1f), picked %v: want one of %v", sz, tap.x, y, k+1, c, nm.X+nm.W, k+2, nc, next.X, got, tap.want)
		}
		a.Update(f)
		if n := tb.Pick().Len(); n != 0 {
			t.Fatalf("%v: a second tap in the name row at %.1f left %d picked", sz, tap.x, n)
		}
	}
}
