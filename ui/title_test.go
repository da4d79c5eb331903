package ui

import (
	"fmt"
	"math"
	"testing"

	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// footDrawn is the title's footer line the window draws: the first that
// fits the rule line at the footer's size, measured as drawn (the
// drawer's choice).
func footDrawn(a *App) string {
	lines := a.Footer(shell.SceneTitle)
	r := a.L.RuleLine
	px := math.Min(a.L.FootPX, r.H/1.25)
	for _, ln := range lines {
		if a.LabelWidth(ln, false, px) <= r.W {
			return ln
		}
	}
	return lines[len(lines)-1]
}

// The title's footer names S for Settings, its key there as at the
// table, where the line has the room; a phone's narrow footer keeps the
// line it had, and a finger is named no key.
func TestTitleFootNamesSettingsKey(t *testing.T) {
	const (
		noddyKeys = "Rules: Justin du Coeur's 1996 reconstruction · ↑↓ and Enter, or click"
		noddyTap  = "Rules: Justin du Coeur's 1996 reconstruction · tap to choose"
		cribKeys  = "Rules: Cribbage, 6-card, to 121 · ↑↓ and Enter, or click"
	)
	for _, c := range []struct {
		game  string
		w, h  float64
		touch bool
		want  string
	}{
		{"noddy", 1280, 800, false, noddyKeys + " · S for Settings"},
		{"noddy", 844, 390, false, noddyKeys + " · S for Settings"},
		{"noddy", 390, 844, false, "Noddy (du Coeur)"},
		{"cribbage", 390, 844, false, cribKeys},
		{"noddy", 1280, 800, true, noddyTap},
		{"noddy", 844, 390, true, noddyTap},
		{"noddy", 390, 844, true, noddyTap},
		{"cribbage", 390, 844, true, "Rules: Cribbage, 6-card, to 121 · tap to choose"},
	} {
		a := newApp(t, Config{Seed: 7, Game: c.game})
		a.SetSize(c.w, c.h)
		a.Touch = c.touch
		if got := footDrawn(a); got != c.want {
			t.Errorf("%s %vx%v touch=%v: the footer drawn %q, want %q (of %q)", c.game, c.w, c.h, c.touch, got, c.want, a.Footer(shell.SceneTitle))
		}
	}
}

// drawnLabel is how a button's label is drawn: its size, fitted as the
// drawer fits it (at most the menu's size and 0.45 of the height, within
// LabelMargin), and its width at that size, measured as drawn.
func drawnLabel(a *App, b input.Button, label string) (px, w float64) {
	px = layout.FitPX(label, false, math.Min(a.L.MenuLabelPX(), b.H*0.45), b.W-layout.LabelMargin(b.W, b.H), a.L.Min, a.LabelWidth)
	return px, a.LabelWidth(label, false, px)
}

// On a phone the title's Resume naming a game and New match keep a
// margin either side that reads as one (three tenths of the button's
// height at the least): in 390×844 New match has a row of its own under
// Resume, the buttons as tall as before (with big text a little less:
// 44 px rather than 51, every label at one size); in 844×390 the row they
// share is as wide as that needs. Sharing a row at 390×844, both labels
// had been within 8 px of their edges ("New match" 83 px wide in a
// button of 99). The long labels: du Coeur's Noddy resumed with six-card
// cribbage chosen, and the longest game's name, three-hand cribbage's.
func TestTitleResumeLabelsKeepAMargin(t *testing.T) {
	for _, c := range []struct {
		match          string
		seats          int
		chosen, resume string
	}{{"noddy", 2, "cribbage", "Resume: Noddy (du Coeur)"}, {"cribbage-three", 3, "noddy", "Resume: Three-hand cribbage"}} {
		for _, sz := range []struct {
			w, h     float64
			big, own bool
		}{{390, 844, false, true}, {390, 844, true, true}, {844, 390, false, false}} {
			a := newApp(t, Config{Seed: 7, Scene: "table", Game: c.match, Players: c.seats, Settings: shell.Settings{Speed: "instant", BigText: sz.big}})
			a.SetSize(sz.w, sz.h)
			settle(t, a)
			a.Update(key(input.KeyEscape))
			settle(t, a)
			a.Settings.Game, a.Settings.Players = c.chosen, 0
			bs, labels := a.Buttons()
			what := fmt.Sprintf("%s resumed, %vx%v big=%v", c.match, sz.w, sz.h, sz.big)
			if a.Scene != shell.SceneTitle || len(labels) < 3 || labels[0] != c.resume || labels[1] != english.NewMatchButton {
				t.Fatalf("%s: scene %v, buttons %q; want the title, %q and New match", what, a.Scene, labels, c.resume)
			}
			r, n := bs[0].Rect, bs[1].Rect
			// Its own row: under Resume, as wide and as tall as the rest.
			ownRow := n.X == r.X && n.W == r.W && n.H == r.H && math.Abs(n.Y-(r.Y+r.H+a.L.Pad)) < 1e-9 && bs[2].W == r.W
			if ownRow != sz.own {
				t.Errorf("%s: Resume %+v, New match %+v; New match a row of its own: %v, want %v", what, r, n, ownRow, sz.own)
			}
			menu := math.Min(a.L.MenuLabelPX(), bs[2].H*0.45) // Play a friend's
			for i, b := range bs[:2] {
				px, w := drawnLabel(a, b, labels[i])
				if side := (b.W - w) / 2; side < 0.3*b.H || px != menu {
					t.Errorf("%s: %q drawn %.1f px wide at %.2f px in %+v: %.1f px either side, want %.1f or more, at the menu's %.2f px", what, labels[i], w, px, b.Rect, side, 0.3*b.H, menu)
				}
			}
		}
	}
}
