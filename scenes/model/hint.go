package model

import (
	"fmt"
	"math"

	"noddy/engine"
)

// Hint returns the expert's advice for the person's turn (engine.Hint on
// seat 0's view: nothing the person cannot see), best first; nil when the
// table is not waiting for the person's card. It searches: call it once
// per request, not every frame.
func (t *Table) Hint() []engine.Advice {
	if !t.YourTurn() {
		return nil
	}
	return engine.Hint(t.m.View(0))
}

// HintOpen reports whether the hint panel is up.
func (a *App) HintOpen() bool { return a.Hint != nil }

// openHint asks the expert once and builds the panel's lines: for each
// legal card, best first, "1. eight of clubs (key 1) · 59% to win · 0
// points now" and its reason on the next line, indented.
func (a *App) openHint() {
	t := a.Table
	adv := t.Hint()
	if len(adv) == 0 {
		a.say("A hint is ready when it is your turn to lay.")
		return
	}
	a.Hint = adv
	a.HintLines = a.HintLines[:0]
	held := t.Held(nil)
	for i, ad := range adv {
		keyNo := 0
		for k, s := range held {
			if t.Sprites[s].Card == ad.Card {
				keyNo = k + 1
			}
		}
		pts := "points"
		if ad.Points == 1 {
			pts = "point"
		}
		key := fmt.Sprintf(" (key %d)", keyNo)
		if a.Touch {
			key = "" // a finger has no keys
		}
		a.HintLines = append(a.HintLines,
			fmt.Sprintf("%d. %s%s · %d%% to win · %d %s now", i+1, ad.Card.Name(), key, int(math.Round(100*ad.WinChance)), ad.Points, pts),
			"   "+ad.Reason)
	}
	a.hintGen++
	// The keyboard's focus moves to the best card: Enter lays it.
	for k, s := range held {
		if t.Sprites[s].Card == adv[0].Card {
			a.Focus = k
		}
	}
}

func (a *App) closeHint() {
	if a.Hint != nil {
		a.Hint = nil
		a.HintLines = a.HintLines[:0]
		a.hintGen++
	}
}

// HintBest is the card the hint ranks first (NoCard when closed).
func (a *App) HintBest() engine.Card {
	if len(a.Hint) == 0 {
		return engine.NoCard
	}
	return a.Hint[0].Card
}

// HintPanel is where the hint is shown: in the log's place in a wide
// window; in a tall one from the computer's hand down to the log's foot,
// clear of the player's hand.
func (a *App) HintPanel() Rect {
	l := &a.L
	if !l.Portrait {
		return l.Log
	}
	top := l.Hands[1][0].Y
	return Rect{l.Pad, top, l.W - 2*l.Pad, l.Log.Y + l.Log.H - top}
}

// HintTitle is the hint panel's title.
const HintTitle = "Hint: the expert's view"

// HintTitlePX is the title's text size: 0.95 text sizes, less when that
// would run past the panel's right edge (big text in a small window).
func (a *App) HintTitlePX(m Measure) float64 {
	return FitPX(HintTitle, true, a.L.FS*0.95, a.HintPanel().W-a.L.Pad*1.5, 8, m)
}

// HintGen changes whenever the hint opens or closes (the drawer rewraps
// its lines then).
func (a *App) HintGen() int { return a.hintGen }
