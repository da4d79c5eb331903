package engine

import (
	"fmt"
	"strings"
	"testing"
)

// cards parses short forms for tests; it fails the test on a bad one.
func cards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(strings.Fields(s))
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func card(t testing.TB, s string) Card { return cards(t, s)[0] }

func hand3(t testing.TB, s string) [3]Card {
	t.Helper()
	cs := cards(t, s)
	if len(cs) != 3 {
		t.Fatalf("hand %q: want 3 cards", s)
	}
	return [3]Card{cs[0], cs[1], cs[2]}
}

// fmtCombos writes combos as "kind[cards]=points; …" for exact comparison.
func fmtCombos(cs []Combo) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("%s[%s]=%d", c.Kind.Slug(), FormatCards(c.Cards), c.Points)
	}
	return strings.Join(parts, "; ")
}
