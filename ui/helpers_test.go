package ui

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// mt is the engine's match behind a local table: the truth, for tests.
func mt(t *Table) *engine.Match { return t.src.(*LocalSource).m }

// lineTexts is the text of structured lines, indented rows marked with
// three spaces as the panels used to write them.
func lineTexts(ls []Line) []string {
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

// Du Coeur's Noddy's sprites (SlotsFor(engine.Noddy())): the hands 0-5,
// the pile 6-11, the starter 12, the cut 13-14 (TestNoddySlots).
const (
	SpHand    = 0
	SpPile    = 6
	SpStarter = 12
	SpCut     = 13
)

// newTestTable starts a local match of du Coeur's Noddy, the players given
// at their seats (nil: the person).
func newTestTable(seed uint64, ps [2]players.Player, speed Speed) (*Table, error) {
	acts := make([]players.Actor, 2)
	for s, p := range ps {
		if p != nil {
			acts[s] = players.Lays(p)
		}
	}
	src, err := NewLocalSource(engine.Noddy(), seed, acts)
	if err != nil {
		return nil, err
	}
	return NewTable(src, nil, speed), nil
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
