// Package uitest holds the small helpers the view-model's tests share
// (package ui's own, ui/record's, ui/sharedtest's, scenes'): the frames a
// person's keys and taps make, a button's place, a person's move, a person
// who plays every
// decision by keys, structured lines as text, a font of fixed advance, a
// match played to its end. It does not import package ui, so ui's own
// tests can use it.
package uitest

import (
	"fmt"
	"testing"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// Key is the frame of the key k pressed.
func Key(k input.Key) input.Frame { var f input.Frame; f.Keys[k] = true; return f }

// Tap is the frame of a tap at the centre of r.
func Tap(r geom.Rect) input.Frame {
	x, y := r.Centre()
	return input.Frame{Tap: true, TapX: x, TapY: y}
}

// Button is where the button named name stands among bs; with none the
// test fails, saying where it looked (in) and what it found.
func Button(t testing.TB, bs []input.Button, name, in string) geom.Rect {
	t.Helper()
	return ButtonNamed(t, bs, name, in).Rect
}

// ButtonNamed is the button called name (input.Button.Name) in bs; the
// test fails when there is none.
func ButtonNamed(t testing.TB, bs []input.Button, name, in string) input.Button {
	t.Helper()
	for _, b := range bs {
		if b.Name() == name {
			return b
		}
	}
	t.Fatalf("no button %q in %s: %v", name, in, bs)
	return input.Button{}
}

// PersonMove is the frame of a person who lays their first legal card
// (by key) on their turn and, with next, presses Space when the table
// waits (a hand's end).
func PersonMove(tb *table.Table, next bool) input.Frame {
	if tb.YourTurn() {
		for k, i := range tb.Held(nil) {
			if tb.Legal(tb.Sprites[i].Card) {
				return Key(input.Key1 + input.Key(k))
			}
		}
	} else if next && tb.Waiting() {
		return Key(input.KeySpace)
	}
	return input.Frame{}
}

// KeysFor is the frame of a person who plays by keys: the first legal
// card; the first cards to the crib, then Enter; yes to a mog; the first
// card to pass; a claim of every combination the show holds (its cards by
// key, Enter each), then D; a declaration of the show's first kind
// (Space), then Enter; no call; Enter for the next game and the next hand.
// held are the person's cards that may be picked, by sprite
// (play.Scene.Pickable).
func KeysFor(t *table.Table, held []int) input.Frame {
	if t.Waiting() {
		return Key(input.KeySpace)
	}
	d := t.Decision()
	keyOf := func(c engine.Card) input.Key {
		for k, i := range held {
			if t.Sprites[i].Card == c {
				if d.Kind == table.DecClaim && k == len(held)-1 {
					return input.KeyT // the starter
				}
				return input.Key1 + input.Key(k)
			}
		}
		return input.KeyNone
	}
	switch d.Kind {
	case table.DecLay, table.DecPass:
		for _, i := range held {
			if t.Legal(t.Sprites[i].Card) {
				return Key(keyOf(t.Sprites[i].Card))
			}
		}
	case table.DecDiscard:
		if t.Pick().Len() < d.Need {
			for _, i := range held {
				if c := t.Sprites[i].Card; !t.Picked(c) {
					return Key(keyOf(c))
				}
			}
		}
		return Key(input.KeyEnter)
	case table.DecOffer, table.DecReply:
		return Key(input.KeyY)
	case table.DecCall:
		return Key(input.KeyN)
	case table.DecNextGame:
		return Key(input.KeyEnter)
	case table.DecClaim:
		claimed := len(t.Claimed())
		if claimed < len(d.Truth) {
			want := engine.SetOf(d.Truth[claimed].Cards...)
			if t.Pick() == want {
				return Key(input.KeyEnter)
			}
			for _, c := range want.Cards() {
				if !t.Picked(c) {
					return Key(keyOf(c))
				}
			}
			for _, c := range t.Pick().Cards() {
				if !want.Has(c) {
					return Key(keyOf(c))
				}
			}
		}
		return Key(input.KeyD)
	case table.DecDeclare:
		if len(t.Claimed()) == 0 && len(d.Truth) > 0 {
			return Key(input.KeySpace) // the first kind the game declares
		}
		return Key(input.KeyEnter)
	}
	return input.Frame{}
}

// Family is one rule set to play: a game, its players and options.
type Family struct {
	Game    string
	Players int
	Options []string
}

func (f Family) String() string {
	s := f.Game
	if f.Players > 0 {
		s += fmt.Sprintf("/%d", f.Players)
	}
	for _, o := range f.Options {
		s += "+" + o
	}
	return s
}

// Families is every game of the family at every player count, and the
// options that change how the table is played (muggins, declarations,
// several games).
func Families() []Family {
	var out []Family
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			out = append(out, Family{Game: g.Name, Players: n})
		}
	}
	return append(out,
		Family{Game: "cribbage", Options: []string{"muggins"}},
		Family{Game: "cribbage-four", Options: []string{"muggins"}},
		Family{Game: "macgregor", Options: []string{"claims"}},
		Family{Game: "macgregor", Options: []string{"claims-at-end", "best-of-three"}},
	)
}

// LineTexts is the text of structured lines, indented rows marked with
// three spaces as the panels used to write them.
func LineTexts(ls []layout.Line) []string {
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

// FakeMeasure is a font of fixed advance: half a text size a character,
// a little more in bold.
func FakeMeasure(s string, bold bool, px float64) float64 {
	w := float64(utf8.RuneCountInString(s)) * px * 0.5
	if bold {
		w *= 1.1
	}
	return w
}

// PlayFor plays a match of game at seed with easy in seat 0 and the
// computer's level in seat 1 (two seats), to its end.
func PlayFor(t *testing.T, game string, seed uint64, level string) *engine.Match {
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
