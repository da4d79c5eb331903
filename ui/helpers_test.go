package ui

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/layout"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

// mt is the engine's match behind a local table: the truth, for tests.
func mt(t *table.Table) *engine.Match { return t.Source().(*table.LocalSource).Match() }

// The helpers ui's tests share with the others of the view-model (uitest).
var (
	key         = uitest.Key
	tap         = uitest.Tap
	personMove  = uitest.PersonMove
	lineTexts   = uitest.LineTexts
	fakeMeasure = uitest.FakeMeasure
	playFor     = uitest.PlayFor
)

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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
