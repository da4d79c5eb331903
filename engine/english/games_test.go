package english

import (
	"testing"

	"noddy/engine"
)

// Every game the engine deals is in exactly one group of the game's
// choice, with a short name and a line of its own.
func TestGameGroupsCoverTheFamily(t *testing.T) {
	seen := map[string]int{}
	for _, g := range GameGroups() {
		for _, n := range g.Games {
			seen[n]++
		}
	}
	lines := map[string]bool{}
	for _, g := range engine.Games() {
		if seen[g.Name] != 1 {
			t.Errorf("%s is in %d groups", g.Name, seen[g.Name])
		}
		if _, ok := gameNames[g.Name]; !ok {
			t.Errorf("%s has no short name", g.Name)
		}
		l := GameLine(g.Name)
		if lines[l] && g.Name != "costly-colours" {
			t.Errorf("%s: line %q is another game's", g.Name, l)
		}
		lines[l] = true
		delete(seen, g.Name)
	}
	for n := range seen {
		t.Errorf("group member %q is no game", n)
	}
}

func TestGameLine(t *testing.T) {
	for name, want := range map[string]string{
		"noddy":          "2 players · 3 cards · to 31 · Justin du Coeur, 1996",
		"parlett":        "2 or 4 players · 3 cards · to 31 · David Parlett",
		"cribbage":       "2 players · 6 cards and a crib · to 121 · American Cribbage Congress",
		"cribbage-four":  "4 players in two sides · 5 cards and a crib · to 121 · modern rules",
		"cribbage-three": "3 players · 5 cards and a crib · to 61 · Bicycle's rules",
		"costly-colours": "2 players · 3 cards · to 61 · Charles Cotton, 1674",
	} {
		if got := GameLine(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	if GameShort("cribbage-four") != "Four-hand cribbage" || GameLine("whist") != "" {
		t.Errorf("%q %q", GameShort("cribbage-four"), GameLine("whist"))
	}
}
