package scenes

import (
	"strings"
	"testing"
)

// titleTexts draws the title and returns the texts drawn.
func titleTexts(h *harness) []string {
	var out []string
	for _, s := range h.frameShapes() {
		if s.kind == shapeText {
			out = append(out, s.s)
		}
	}
	return out
}

// The title's line is the chosen game's own, drawn: six-card and
// four-hand cribbage share a target, and the line laid out for the one
// stayed on the title when the other was chosen.
func TestTitleLineFollowsTheGame(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Game: "cribbage", Speed: "normal"}, 1280, 800)
	if got := strings.Join(titleTexts(h), " | "); !strings.Contains(got, "six cards, two to the crib") {
		t.Fatalf("cribbage's title: %s", got)
	}
	h.g.app.Settings.Game = "cribbage-four"
	got := strings.Join(titleTexts(h), " | ")
	if strings.Contains(got, "six cards") || !strings.Contains(got, "Four-hand cribbage, two partnerships.") {
		t.Errorf("four-hand cribbage's title: %s", got)
	}
}
