package ui

import (
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
