package ui

import (
	"math"
	"testing"

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
