package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// At fast speed the hold at the end of a hand ends by itself; Space or
// Enter pressed as it ran out meant Next hand, and is not taken as a
// choice in the hand just dealt (a play-tester's Space picked the new
// hand's first card, and Enter said "Pick two cards for the crib
// first"). Past table.LateNext, Space picks the focused card as ever.
func TestLateNextHandKeyIsNotAChoice(t *testing.T) {
	for _, c := range []struct {
		k     input.Key
		after int // ticks after the hold ended by itself
		pick  bool
	}{
		{input.KeySpace, 1, false}, {input.KeySpace, 60, false}, {input.KeySpace, table.LateNext - 5, false},
		{input.KeyEnter, 40, false}, {input.KeySpace, table.LateNext + 30, true},
	} {
		a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Settings: shell.Settings{Speed: "fast"}})
		a.SetSize(1280, 800)
		for i := 0; i < 200000 && !a.Play.Table.Waiting(); i++ {
			if tb := a.Play.Table; tb.YourTurn() && !tb.Busy() {
				a.Update(keysFor(a))
			} else {
				a.Update(input.Frame{})
			}
		}
		tb := a.Play.Table
		for i := 0; i < 1000 && !tb.WentOnItself(); i++ {
			a.Update(input.Frame{})
		}
		if !tb.WentOnItself() {
			t.Fatal("the hold did not end by itself")
		}
		for range c.after - 1 {
			a.Update(input.Frame{})
		}
		a.Update(key(c.k))
		for i := 0; i < 3000 && !(tb.YourTurn() && !tb.Busy()); i++ {
			a.Update(input.Frame{})
		}
		if got := tb.Pick() != 0; got != c.pick || a.Message != "" && !c.pick {
			t.Errorf("key %v %d ticks after the hold ended: picked %v (want %v), notice %q", c.k, c.after, got, c.pick, a.Message)
		}
	}
}

// Two card keys pressed within one frame (a slow device's long frame)
// pick both cards, and Enter with them lays them out, as keys pressed
// during the deal do (only the second had been picked).
func TestTwoCardKeysInOneFrame(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Settings: shell.Settings{Speed: "normal"}})
	a.SetSize(1280, 800)
	settle(t, a)
	tb := a.Play.Table
	held := a.Play.Pickable()
	if len(held) != 6 || tb.Pick() != 0 {
		t.Fatalf("%d cards to pick from, %v picked", len(held), tb.Pick())
	}
	var f input.Frame
	f.Keys[input.Key5], f.Keys[input.Key6] = true, true
	a.Update(f)
	for range 3 {
		a.Update(input.Frame{})
	}
	five, six := tb.Sprites[held[4]].Card, tb.Sprites[held[5]].Card
	if p := tb.Pick(); !p.Has(five) || !p.Has(six) {
		t.Fatalf("keys 5 and 6 in one frame picked %v, want %v and %v", p, five, six)
	}
}
