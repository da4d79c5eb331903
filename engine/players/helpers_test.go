package players

import (
	"strings"
	"testing"

	"noddy/engine"
)

// cards parses short forms for tests; it fails the test on a bad one.
func cards(t testing.TB, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(strings.Fields(s))
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func card(t testing.TB, s string) engine.Card { return cards(t, s)[0] }

// noddyView gives a hand-made view of du Coeur's Noddy what the engine
// fills in: the rules, two seats' scores, held and laid cards, shows and
// goes (nobody gone).
func noddyView(v engine.View) engine.View {
	v.Rules = engine.Noddy()
	if v.Scores == nil {
		v.Scores = make([]int, 2)
	}
	if v.Held == nil {
		v.Held = make([]int, 2)
	}
	if v.Laid == nil {
		v.Laid = make([][]engine.Card, 2)
	}
	if v.Shows == nil {
		v.Shows = make([][]engine.Combo, 2)
	}
	if v.WentAt == nil {
		v.WentAt = []int{-1, -1}
	}
	return v
}
