package model

import (
	"fmt"
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// Hint returns the expert's advice for the person's turn (players.Hint on
// seat 0's view: nothing the person cannot see), best first; nil when the
// table is not waiting for the person's card. It searches: call it once
// per request, not every frame.
func (t *Table) Hint() []players.Advice {
	if !t.YourTurn() {
		return nil
	}
	return players.Hint(t.m.View(0))
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
			fmt.Sprintf("%d. %s%s · %d%% to win · %d %s now", i+1, english.Card(ad.Card), key, int(math.Round(100*ad.WinChance)), ad.Points, pts),
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
// window; in a tall one over the deal line and the computer's hand, down
// to the middle row, so that the pile, the count and the player's hand stay
// in sight.
func (a *App) HintPanel() Rect {
	l := &a.L
	if !l.Portrait {
		return l.Log
	}
	top := l.Deal.Y
	return Rect{l.Pad, top, l.W - 2*l.Pad, l.Pile[0].Y - l.Pad/2 - top}
}

// HintTitle is the hint panel's title.
const HintTitle = "Hint: the expert's view"

// HintTitlePX is the title's text size: 0.95 normal text sizes, less when
// that would run past the panel's right edge.
func (a *App) HintTitlePX(m Measure) float64 {
	l := &a.L
	return FitPX(HintTitle, true, math.Max(l.Min, l.Base*0.95), a.HintPanel().W-l.Pad*1.5, l.Min, m)
}

// The kinds of the hint panel's lines.
const (
	HintBest   uint8 = iota // the best card's line
	HintCard                // another card's
	HintReason              // a card's reason, under it
)

// HintText is the hint panel's text laid out in it (HintFit).
type HintText struct {
	PX, TitlePX, FootPX float64
	Lines               []string
	Kinds               []uint8
	H                   float64 // the title's, the lines' and the foot's height, with the margins
}

// HintFit lays the hint's lines out in its panel at the largest size (from
// 0.9 text sizes, never under Min) at which they fit. The title and the
// foot are at normal text's size, so big text never makes the lines
// smaller than normal text does: they start larger and go no smaller than
// normal text's fit.
func (a *App) HintFit(m Measure) HintText {
	l := &a.L
	p := a.HintPanel()
	h := HintText{TitlePX: a.HintTitlePX(m), FootPX: math.Max(l.Min, l.Base*0.75)}
	innerW := p.W - l.Pad*2
	avail := p.H - l.Pad - h.TitlePX*1.7 - h.FootPX*1.6
	fit := func(px, lo float64) {
		for ; ; px = math.Max(lo, px*0.95) {
			h.PX, h.Lines, h.Kinds = px, h.Lines[:0], h.Kinds[:0]
			for i, s := range a.HintLines {
				kind := HintReason
				if i%2 == 0 {
					kind = HintCard
					if i == 0 {
						kind = HintBest
					}
				}
				n := len(h.Lines)
				h.Lines = WrapIndented(h.Lines, s, kind == HintBest, px, innerW, m)
				for range len(h.Lines) - n {
					h.Kinds = append(h.Kinds, kind)
				}
			}
			if hintHeight(h.Lines, h.Kinds, px) <= avail || px <= lo {
				return
			}
		}
	}
	fit(math.Max(l.Min, l.Base*0.9), l.Min) // what normal text gets
	if l.PanelFS > l.Base {
		fit(l.PanelFS*0.9, h.PX)
	}
	// Still too tall at the least size (a small window): the reasons go,
	// whole, the last card's first, the best card's last.
	for end := len(h.Lines); end > 0 && hintHeight(h.Lines, h.Kinds, h.PX) > avail; {
		start := end
		for start > 0 && h.Kinds[start-1] == HintReason {
			start--
		}
		if start == end { // a card's line: go on to the reason before it
			end--
			continue
		}
		h.Lines = slices.Delete(h.Lines, start, end)
		h.Kinds = slices.Delete(h.Kinds, start, end)
		end = start
	}
	h.H = hintHeight(h.Lines, h.Kinds, h.PX) + l.Pad + h.TitlePX*1.7 + h.FootPX*1.6
	return h
}

// hintHeight is the lines' height: 1.3 sizes each, a half more before each
// card's line but the first.
func hintHeight(lines []string, kinds []uint8, px float64) float64 {
	y := 0.0
	for i := range lines {
		if i > 0 && kinds[i] != HintReason && kinds[i-1] == HintReason {
			y += px * 0.5
		}
		y += px * 1.3
	}
	return y
}

// HintGen changes whenever the hint opens or closes (the drawer rewraps
// its lines then).
func (a *App) HintGen() int { return a.hintGen }
