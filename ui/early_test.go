package ui

import (
	"slices"
	"testing"

	"noddy/engine"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// A card key pressed while the table still shows the computer laying out
// to the crib (a decision both seats make at once, the person's open in
// the engine) is the person's pick once the table is at rest, not lost;
// likewise the card passed in Costly Colours' mog.
func TestKeysWhileOthersMoveAtOnce(t *testing.T) {
	for _, g := range []struct {
		game string
		kind engine.ActionKind
	}{{"cribbage", engine.ActDiscard}, {"costly-colours", engine.ActMogPass}} {
		a := newApp(t, Config{Seed: 11, Scene: "table", Game: g.game, Settings: shell.Settings{Speed: "normal", Level: "easy"}})
		a.SetSize(1280, 800)
		tb := a.Play.Table
		pressed := false
		var want engine.Card
		for tick := 0; tick < 20000 && !pressed; tick++ {
			v := tb.Source().View()
			if tb.Busy() && len(v.Actions) > 0 && v.Actions[0].Kind == g.kind && len(a.Play.Pickable()) > 0 {
				want = tb.Sprites[a.Play.Pickable()[0]].Card
				a.Update(key(input.Key1))
				pressed = true
				break
			}
			f := input.Frame{}
			if !tb.Busy() {
				if d := tb.Decision(); d.Kind == table.DecOffer || d.Kind == table.DecReply {
					f = key(input.KeyY)
				} else if tb.Waiting() {
					f = key(input.KeySpace)
				}
			}
			a.Update(f)
		}
		if !pressed {
			t.Fatalf("%s: never a busy table with the person's %v open", g.game, g.kind)
		}
		for tick := 0; tick < 5000 && tb.Busy(); tick++ {
			a.Update(input.Frame{})
		}
		a.Update(input.Frame{})
		switch g.kind {
		case engine.ActDiscard:
			if !tb.Picked(want) {
				t.Errorf("%s: the key pressed during the computer's move did not pick %v (picked %v)", g.game, want, tb.Pick())
			}
		case engine.ActMogPass:
			if v := tb.Source().View(); len(v.Actions) > 0 && v.Actions[0].Kind == engine.ActMogPass {
				t.Errorf("%s: the key pressed during the computer's move passed nothing", g.game)
			}
		}
	}
}

// Keys pressed while the six cards are still being dealt are the person's
// choice once the hand is there, in the order pressed: 1 then 2 pick the
// first two cards and Enter lays them out to the crib (given together at
// rest, the 2 had picked its card alone, the 1 lost, and Enter, taken as
// a hurry, had laid nothing out). Enter alone during the deal only
// hurries it: nothing is picked, nothing said. A card key pressed before
// the first card is dealt (during the cut) is kept too: it had been let
// go, silently. Cribbage, seed 24, normal speed.
func TestKeysDuringTheDeal(t *testing.T) {
	for _, c := range []struct {
		name  string
		keys  []input.Key
		dealt int // the person's cards in the hand when the first key is pressed
		crib  int // cards of the hand laid out to the crib
		pick  int // cards of the hand picked, not yet laid out
	}{
		{"1", []input.Key{input.Key1}, 2, 0, 1},
		{"1 2", []input.Key{input.Key1, input.Key2}, 2, 0, 2},
		{"1 2 Enter", []input.Key{input.Key1, input.Key2, input.KeyEnter}, 2, 2, 0},
		{"Enter", []input.Key{input.KeyEnter}, 2, 0, 0},
		{"1 during the cut", []input.Key{input.Key1}, 0, 0, 1},
		{"1 2 Enter during the cut", []input.Key{input.Key1, input.Key2, input.KeyEnter}, 0, 2, 0},
		// Kept to maxEarly (8): the ninth press is let go, and eight
		// presses of 1 pick and put back its card four times.
		{"1 nine times during the cut", slices.Repeat([]input.Key{input.Key1}, 9), 0, 0, 0},
	} {
		a := newApp(t, Config{Seed: 24, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "normal", Level: "easy"}})
		a.SetSize(1280, 657)
		tb := a.Play.Table
		for tick := 0; tick < 1000 && len(tb.Held(nil)) < c.dealt; tick++ {
			a.Update(input.Frame{})
		}
		for _, k := range c.keys {
			if n := len(tb.Held(nil)); !tb.Busy() || n < c.dealt || n >= 6 || c.dealt == 0 && n > 0 {
				t.Fatalf("%s: %v pressed with %d cards in the hand, the table busy %v: not during the deal", c.name, k, n, tb.Busy())
			}
			a.Update(key(k))
			a.Update(input.Frame{})
		}
		for tick := 0; tick < 5000 && tb.Busy(); tick++ {
			a.Update(input.Frame{})
		}
		for range len(c.keys) + 1 {
			a.Update(input.Frame{})
		}
		var dealt engine.Dealt
		for _, e := range mt(tb).Events() {
			if d, ok := e.(engine.Dealt); ok {
				dealt = d
				break
			}
		}
		hand := dealt.Hands[0]
		var picked []engine.Card
		for _, card := range hand {
			if tb.Picked(card) {
				picked = append(picked, card)
			}
		}
		if len(picked) != c.pick || !slices.Equal(picked, hand[:c.pick]) {
			t.Errorf("%s: picked %v of the hand %v, want its first %d", c.name, picked, hand, c.pick)
		}
		crib := slices.Clone(tb.CribYours)
		slices.SortFunc(crib, engine.Card.Compare)
		want := slices.Clone(hand[:c.crib])
		slices.SortFunc(want, engine.Card.Compare)
		if !slices.Equal(crib, want) {
			t.Errorf("%s: laid out %v to the crib, want %v", c.name, tb.CribYours, hand[:c.crib])
		}
		if a.Message != "" {
			t.Errorf("%s: the notice %q", c.name, a.Message)
		}
	}
}

// Enter pressed while the computer's cards still go to the crib, two of
// the person's picked, lays them out once the table is at rest: it had
// only hurried the table, leaving the two picked.
func TestEnterWhileTheComputerLaysOut(t *testing.T) {
	a := newApp(t, Config{Seed: 11, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "normal", Level: "easy"}})
	a.SetSize(1280, 657)
	tb := a.Play.Table
	settle(t, a)
	held := tb.Held(nil)
	want := []engine.Card{tb.Sprites[held[0]].Card, tb.Sprites[held[1]].Card}
	a.Update(key(input.Key1))
	a.Update(key(input.Key2))
	for tick := 0; tick < 1000 && !tb.Busy(); tick++ {
		a.Update(input.Frame{}) // the computer thinks, then lays out
	}
	if v := tb.Source().View(); !tb.Busy() || len(v.Actions) == 0 || v.Actions[0].Kind != engine.ActDiscard || !tb.Picked(want[0]) || !tb.Picked(want[1]) {
		t.Fatalf("no busy table with the person's two picked and the crib still to lay out (busy %v, picked %v)", tb.Busy(), tb.Pick())
	}
	a.Update(key(input.KeyEnter))
	for tick := 0; tick < 1000 && tb.Busy(); tick++ {
		a.Update(input.Frame{})
	}
	a.Update(input.Frame{})
	crib := slices.Clone(tb.CribYours)
	slices.SortFunc(crib, engine.Card.Compare)
	slices.SortFunc(want, engine.Card.Compare)
	if !slices.Equal(crib, want) {
		t.Errorf("laid out %v to the crib, want %v", tb.CribYours, want)
	}
}
