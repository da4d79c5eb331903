package games

import (
	"strings"
	"testing"

	"noddy/engine"
)

// Every game the engine deals has its page, and it is the page whose
// title names it.
func TestEveryGameHasItsPage(t *testing.T) {
	for _, g := range engine.Games() {
		p, ok := Page(g.Name)
		if !ok {
			t.Errorf("%s: no page", g.Name)
			continue
		}
		if title, _, _ := strings.Cut(p, "\n"); !strings.Contains(title, g.Name) {
			t.Errorf("%s: page %q", g.Name, title)
		}
	}
	if _, ok := Page("chess"); ok {
		t.Error("a page for chess")
	}
}
