package play

import (
	"fmt"
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// HintOpen reports whether the hint panel is up.
func (a *Scene) HintOpen() bool { return a.Hint != nil }

// openHint asks the expert once and builds the panel's lines: for each
// choice, best first, "1. eight of clubs (key 1) · 59% to win · 0
// points now" and its reason on the next line, indented.
func (a *Scene) openHint() {
	t := a.Table
	d := t.Decision()
	adv := t.Hint()
	if len(adv) == 0 {
		switch d.Kind {
		case table.DecNone:
			a.Say(english.HintNotYet)
		case table.DecClaim, table.DecDeclare:
			a.Say(english.HintOwnCount)
		default:
			a.Say(english.HintNone)
		}
		return
	}
	a.Hint = adv
	a.HintLines = a.HintLines[:0]
	held := t.Held(nil)
	keyOf := func(c engine.Card) int {
		for k, s := range held {
			if t.Sprites[s].Card == c {
				return k + 1
			}
		}
		return 0
	}
	chances := make([]float64, len(adv))
	for i, ch := range adv {
		chances[i] = ch.WinChance
	}
	dec := english.ChanceDecimals(chances) // a tenth where whole percents read alike
	for i, ch := range adv {
		what := a.choiceWords(t, ch.Action, keyOf)
		style := layout.TextBody
		if i == 0 {
			style = layout.TextBold
		}
		line := fmt.Sprintf("%d. %s · %s to win", i+1, what, english.ChanceTo(ch.WinChance, dec))
		if ch.Action.Kind == engine.ActDiscard {
			line += " · " + english.Expected(ch.Hand, ch.Crib, ch.OwnCrib)
		}
		if ch.Action.Kind == engine.ActLay {
			pts := "points"
			if ch.Points == 1 {
				pts = "point"
			}
			line += fmt.Sprintf(" · %d %s now", ch.Points, pts)
		}
		a.HintLines = append(a.HintLines, layout.Line{Text: line, Style: style})
		if ch.Reason != "" {
			a.HintLines = append(a.HintLines, layout.Line{Text: ch.Reason, Style: layout.TextDim, Indent: 1})
		}
	}
	a.hintGen++
	// The keyboard's focus moves to the best card: Enter lays it.
	if best := adv[0].Action; best.Kind == engine.ActLay || best.Kind == engine.ActMogPass {
		for k, s := range held {
			if t.Sprites[s].Card == best.Card {
				a.Focus = k
			}
		}
	}
}

// choiceWords says one of the person's choices for the hint: "eight of
// clubs (key 1)", "lay out 5♥ J♣, keep 5♣ 5♠ 6♦ 4♠", "offer to mog".
func (a *Scene) choiceWords(t *table.Table, act engine.Action, keyOf func(engine.Card) int) string {
	key := func(c engine.Card) string {
		if a.Touch {
			return "" // a finger has no keys
		}
		return fmt.Sprintf(" (key %d)", keyOf(c))
	}
	switch act.Kind {
	case engine.ActLay:
		return english.Card(act.Card) + key(act.Card)
	case engine.ActMogPass:
		return "pass the " + english.Card(act.Card) + key(act.Card)
	case engine.ActDiscard:
		var keep []engine.Card
		for _, c := range t.Decision().Hand() {
			if !slices.Contains(act.Cards, c) {
				keep = append(keep, c)
			}
		}
		return "lay out " + table.CardsText(act.Cards...) + ", keep " + table.CardsText(keep...)
	case engine.ActMogOffer:
		if act.Yes {
			return "offer to mog"
		}
		return "do not offer"
	case engine.ActMogReply:
		if act.Yes {
			return "accept the mog"
		}
		return "refuse it"
	case engine.ActCall:
		if act.Yes {
			return "call"
		}
		return "let it stand"
	case engine.ActNextGame:
		return "the next game"
	}
	return act.Kind.String()
}

func (a *Scene) CloseHint() {
	if a.Hint != nil {
		a.Hint = nil
		a.HintLines = a.HintLines[:0]
		a.hintGen++
	}
}

// HintBest is the cards the hint ranks first marked (the card to lay or
// pass, the cards to lay out), none when closed.
func (a *Scene) HintBest() engine.CardSet {
	if len(a.Hint) == 0 {
		return 0
	}
	act := a.Hint[0].Action
	if act.Kind == engine.ActDiscard {
		return engine.SetOf(act.Cards...)
	}
	return engine.SetOf(act.Card)
}

// HintPanel is where the hint is shown: in the log's place in a wide
// window; in a tall one over the deal line and the computer's hand, down
// to the middle row, so that the pile, the count and the player's hand stay
// in sight.
func (a *Scene) HintPanel() geom.Rect {
	l := &a.L
	if !l.Portrait {
		return l.Log
	}
	top := l.Deal.Y
	return geom.Rect{X: l.Pad, Y: top, W: l.W - 2*l.Pad, H: l.Pile[0].Y - l.Pad/2 - top}
}

// HintTitle is the hint panel's title.
const HintTitle = english.HintTitle

// HintTitlePX is the title's text size: 0.95 normal text sizes, less when
// that would run past the panel's right edge.
func (a *Scene) HintTitlePX() float64 {
	l := &a.L
	return layout.FitPX(HintTitle, true, math.Max(l.Min, l.Base*0.95), a.HintPanel().W-l.Pad*1.5, l.Min, a.Measure)
}

// HintText is the hint panel's text laid out in it (HintFit).
type HintText struct {
	PX, TitlePX, FootPX float64
	Lines               []layout.Laid
	H                   float64 // the title's, the lines' and the foot's height, with the margins
}

// HintFit lays the hint's lines out in its panel at the largest size (from
// 0.9 text sizes, never under Min) at which they fit. The title and the
// foot are at normal text's size, so big text never makes the lines
// smaller than normal text does: they start larger and go no smaller than
// normal text's fit.
func (a *Scene) HintFit() HintText {
	m := a.Measure
	l := &a.L
	p := a.HintPanel()
	h := HintText{TitlePX: a.HintTitlePX(), FootPX: math.Max(l.Min, l.Base*0.75)}
	innerW := p.W - l.Pad*2
	avail := p.H - l.Pad - h.TitlePX*1.7 - h.FootPX*1.6
	lines := hintSpaced(a.HintLines)
	fit := func(hi, lo float64) {
		h.PX, h.Lines = layout.Fit(lines, innerW, avail, hi, lo, m)
	}
	fit(math.Max(l.Min, l.Base*0.9), l.Min) // what normal text gets
	if l.PanelFS > l.Base {
		fit(l.PanelFS*0.9, h.PX)
	}
	// Still too tall at the least size (a small window): the reasons go,
	// whole, the last choice's first, the best's last.
	for end := len(h.Lines); end > 0 && layout.Height(h.Lines, h.PX) > avail; {
		start := end
		for start > 0 && h.Lines[start-1].Style == layout.TextDim {
			start--
		}
		if start == end { // a choice's line: go on to the reason before it
			end--
			continue
		}
		h.Lines = slices.Delete(h.Lines, start, end)
		end = start
	}
	h.H = layout.Height(h.Lines, h.PX) + l.Pad + h.TitlePX*1.7 + h.FootPX*1.6
	return h
}

// hintSpaced is the hint's lines with a little space before each choice
// but the first.
func hintSpaced(ls []layout.Line) []layout.Line {
	out := slices.Clone(ls)
	for i := range out {
		out[i].Gap = i > 0 && out[i].Style != layout.TextDim
	}
	return out
}

// HintGen changes whenever the hint opens or closes (the drawer rewraps
// its lines then).
func (a *Scene) HintGen() int { return a.hintGen }
