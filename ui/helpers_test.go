package ui

import (
	"slices"
	"testing"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// mt is the engine's match behind a local table: the truth, for tests.
func mt(t *table.Table) *engine.Match { return t.Source().(*table.LocalSource).Match() }

// lineTexts is the text of structured lines, indented rows marked with
// three spaces as the panels used to write them.
func lineTexts(ls []layout.Line) []string {
	var out []string
	for _, l := range ls {
		if l.Gap {
			out = append(out, "")
		}
		s := l.Text
		for range l.Indent {
			s = "   " + s
		}
		out = append(out, s)
	}
	return out
}

// cardWords names cards in words (english.CardWords).
func cardWords(cs []engine.Card) string { return english.CardWords(cs) }

// sameHands reports whether two deals' hands are the same.
func sameHands(a, b [][]engine.Card) bool {
	return slices.EqualFunc(a, b, func(x, y []engine.Card) bool { return slices.Equal(x, y) })
}

// noddyEndLines is the end box's lines in du Coeur's Noddy: the final
// score, the line that decided it, "The last hands", both hands.
const noddyEndLines = 5

// Du Coeur's Noddy's sprites (table.SlotsFor(engine.Noddy())): the hands
// 0-5, the pile 6-11, the starter 12, the cut 13-14 (TestNoddySlots).
const (
	SpHand    = 0
	SpPile    = 6
	SpStarter = 12
	SpCut     = 13
)

// personSeats is du Coeur's Noddy's names for a person's table; noddyShape
// its table's shape.
var (
	personSeats = english.SeatVoice(engine.Noddy(), 0, true)
	noddyShape  = layout.ShapeOf(engine.Noddy())
)

// playFor plays a match of game at seed with easy in seat 0 and the
// computer's level in seat 1 (two seats), to its end.
func playFor(t *testing.T, game string, seed uint64, level string) *engine.Match {
	t.Helper()
	r, err := engine.Lookup(game, 0)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := engine.NewMatch(r, seed)
	a, err := players.New(r, "easy", seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := players.New(r, level, seed+1)
	if err != nil {
		t.Fatal(err)
	}
	if err := players.Play(m, []players.Actor{a, b}); err != nil {
		t.Fatal(err)
	}
	return m
}

// fakeMeasure is a font of fixed advance: half a text size a character,
// a little more in bold.
func fakeMeasure(s string, bold bool, px float64) float64 {
	w := float64(utf8.RuneCountInString(s)) * px * 0.5
	if bold {
		w *= 1.1
	}
	return w
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
