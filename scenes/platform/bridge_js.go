//go:build js

package platform

import (
	"strconv"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes"
)

// Bridge wraps the game so that, in the browser, every tick ends by
// publishing (*scenes.Game).Snapshot() as the frozen object window.noddy:
//
//	{scene: "title"|"table"|"tutorial"|"settings"|"game", tick,
//	 scores: [by side], turn (-1 when over or several act at once),
//	 yourTurn, decision ("lay", "discard", "offer", "reply", "pass",
//	 "claim", "declare", "call", "next-game" or ""), hand: [{x, y, w,
//	 h}] (the cards the decision picks from), picked: [bool], starter:
//	 {x, y, w, h}, buttons: [{name, x, y, w, h}], over, winner (-1 until
//	 won), step, steps, seed (decimal string: a uint64 does not fit a JS
//	 number), game (the engine's name), seats, dpr, updateMs (this tick's
//	 Update), maxUpdateMs (the longest so far), reviewed (the review on
//	 show is worked out; its step and steps are the replay's stop, 0 on
//	 the summary, and how many so far), reviewStepMs (the review's
//	 longest tick of work, ms), shared (a shared table's
//	 account: bridge_shared_js.go)}
//
// Rectangles are CSS pixels from the top-left of the page (the canvas fills
// the page). The page's loader and the end-to-end test read it; nothing is
// read back, so JS cannot change the game through it. Embedding keeps every
// optional interface of *scenes.Game (LayoutF and the rest) visible to
// Ebitengine.
func Bridge(g *scenes.Game) ebiten.Game {
	b := &bridged{Game: g}
	b.object = js.Global().Get("Object")
	b.window = js.Global()
	b.desc = b.object.New()
	b.desc.Set("writable", false)
	b.desc.Set("enumerable", true)
	b.desc.Set("configurable", true) // so the next tick can replace it
	traceFrames(g)
	publishWords()
	return b
}

type bridged struct {
	*scenes.Game
	object, window, desc js.Value

	// Update runs on the page's only thread: a long one is a frozen frame.
	// The browser test asserts on the longest (maxUpdateMs).
	updateMS, maxUpdateMS float64
}

func (b *bridged) Update() error {
	start := time.Now()
	err := b.Game.Update()
	b.updateMS = float64(time.Since(start).Microseconds()) / 1000
	b.maxUpdateMS = max(b.maxUpdateMS, b.updateMS)
	b.publish(b.Game.Snapshot())
	return err
}

func (b *bridged) publish(s scenes.Snapshot) {
	hand := make([]any, len(s.Hand))
	for i, r := range s.Hand {
		hand[i] = b.freeze(rect(r, nil))
	}
	picked := make([]any, len(s.Picked))
	for i, p := range s.Picked {
		picked[i] = p
	}
	scores := make([]any, len(s.Scores))
	for i, v := range s.Scores {
		scores[i] = v
	}
	buttons := make([]any, len(s.Buttons))
	for i, bt := range s.Buttons {
		buttons[i] = b.freeze(rect(bt.Rect, map[string]any{"name": bt.Name()}))
	}
	o := js.ValueOf(map[string]any{
		"scene":        s.Scene,
		"tick":         s.Tick,
		"scores":       b.freeze(js.ValueOf(scores)),
		"turn":         s.Turn,
		"yourTurn":     s.YourTurn,
		"decision":     s.Decision,
		"hand":         b.freeze(js.ValueOf(hand)),
		"picked":       b.freeze(js.ValueOf(picked)),
		"starter":      b.freeze(rect(s.Starter, nil)),
		"game":         s.Game,
		"seats":        s.Seats,
		"buttons":      b.freeze(js.ValueOf(buttons)),
		"over":         s.Over,
		"winner":       s.Winner,
		"step":         s.Step,
		"steps":        s.Steps,
		"seed":         strconv.FormatUint(s.Seed, 10),
		"dpr":          ebiten.Monitor().DeviceScaleFactor(),
		"updateMs":     b.updateMS,
		"maxUpdateMs":  b.maxUpdateMS,
		"reviewed":     s.Reviewed,
		"reviewStepMs": s.ReviewStepMS,
		"shared":       b.sharedJS(s.Shared),
	})
	b.desc.Set("value", b.freeze(o))
	b.object.Call("defineProperty", b.window, "noddy", b.desc)
}

func (b *bridged) freeze(v js.Value) js.Value {
	return b.object.Call("freeze", v)
}

func rect(r scenes.Rect, m map[string]any) js.Value {
	if m == nil {
		m = make(map[string]any, 4)
	}
	m["x"], m["y"], m["w"], m["h"] = r.X, r.Y, r.W, r.H
	return js.ValueOf(m)
}
