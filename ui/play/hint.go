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
	a.hintDec = dec
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
// window; in a tall one over the pegging board, the deal line and the
// others' hands, down to the middle row, so that the scores, the pile,
// the count, the buttons and the player's hand stay in sight (a wide
// window's hint covers its board too). Without the board's room, a phone
// held upright had room for the best choice's line alone.
func (a *Scene) HintPanel() geom.Rect {
	l := &a.L
	if !l.Portrait {
		return l.Log
	}
	top := l.Deal.Y
	if pg := l.Pegging; pg.H > 0 && pg.Y < top {
		top = pg.Y
	}
	return geom.Rect{X: l.Pad, Y: top, W: l.W - 2*l.Pad, H: l.Pile[0].Y - l.Pad/2 - top}
}

// HintBox is the hint panel as drawn with its text h laid out: in a tall
// window only as tall as the text, down to the middle row, so that what
// it need not cover shows above it; over the whole pegging board where
// it would cut through it.
func (a *Scene) HintBox(h HintText) geom.Rect {
	p := a.HintPanel()
	if !a.L.Portrait || h.H >= p.H {
		return p
	}
	y := p.Y + p.H - h.H
	if pg := a.L.Pegging; y > pg.Y && y < pg.Y+pg.H {
		y = math.Max(p.Y, pg.Y)
	}
	p.H -= y - p.Y
	p.Y = y
	return p
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

// HintFit lays the hint's lines out in its panel the way every panel's
// text goes: as large as they fit, from the comfortable 0.9 panel text
// sizes (big text's larger) down to 0.75 of one, never under the least
// size. Where the whole does not fit there, the reasons go before the
// choices, the worst choice's reason first, but the three best choices
// keep theirs while any choice below them can go instead: the best
// choices with why, then as many of the others as there is room for, and
// a line saying how many more there are and how far down they go. Where
// even the three best with why do not fit, they come a little smaller
// (down to 0.6 of normal text's size) before a reason is left out.
// (Fifteen discards had shrunk to the least size with no reason shown.)
// The title and the foot are at normal text's size.
func (a *Scene) HintFit() HintText {
	m := a.Measure
	l := &a.L
	p := a.HintPanel()
	h := HintText{TitlePX: a.HintTitlePX(), FootPX: math.Max(l.Min, l.Base*0.75)}
	innerW := p.W - l.Pad*2
	avail := p.H - l.Pad - h.TitlePX*1.7 - h.FootPX*1.6
	hi, lo := math.Max(l.Min, l.PanelFS*0.9), math.Max(l.Min, l.PanelFS*0.75)
	choices := hintChoices(hintSpaced(a.HintLines))
	n := len(choices)
	more := func(k int) layout.Line {
		last := a.Hint[len(a.Hint)-1].WinChance
		return layout.Line{Text: english.HintMore(n-k, english.ChanceTo(last, a.hintDec)), Style: layout.TextDim, Gap: true}
	}
	// Each choice's line and reason wrapped once a size; a candidate's
	// height is then a sum.
	var pxs []float64
	for px := hi; ; px = math.Max(lo, px*0.95) {
		pxs = append(pxs, px)
		if px <= lo {
			break
		}
	}
	// Big text's sizes end at its own least; below it, down to normal
	// text's least, the sizes the reasons may take before any is left
	// out (big text had shown the three best choices without one reason).
	// Normal text's own sizes are among them, so that big text's reasons
	// are never smaller than normal text's.
	bigN := len(pxs)
	for px, lo2 := math.Max(l.Min, l.Base*0.9), math.Max(l.Min, l.Base*0.75); lo2 < lo; px = math.Max(lo2, px*0.95) {
		if px < lo {
			pxs = append(pxs, px)
		}
		if px <= lo2 {
			break
		}
	}
	type wrapped struct{ main, reason []float64 }
	at := make([]*wrapped, len(pxs))
	height := func(i, k, r int) float64 {
		if at[i] == nil {
			w := &wrapped{main: make([]float64, n), reason: make([]float64, n)}
			for c, ch := range choices {
				w.main[c] = layout.Height(layout.Wrap(nil, ch[:1], pxs[i], innerW, m), pxs[i])
				w.reason[c] = layout.Height(layout.Wrap(nil, ch[1:], pxs[i], innerW, m), pxs[i])
			}
			at[i] = w
		}
		sum := 0.0
		for c := range k {
			sum += at[i].main[c]
			if c < r {
				sum += at[i].reason[c]
			}
		}
		if k < n {
			sum += layout.Height(layout.Wrap(nil, []layout.Line{more(k)}, pxs[i], innerW, m), pxs[i])
		}
		return sum
	}
	lay := func(i, k, r int) {
		var lines []layout.Line
		for c := range k {
			ch := choices[c]
			if c >= r {
				ch = ch[:1]
			}
			lines = append(lines, ch...)
		}
		if k < n {
			lines = append(lines, more(k))
		}
		h.PX, h.Lines = pxs[i], layout.Wrap(nil, lines, pxs[i], innerW, m)
		h.H = layout.Height(h.Lines, h.PX) + l.Pad + h.TitlePX*1.7 + h.FootPX*1.6
	}
	// The candidates, most wanted first: k choices shown, the first r of
	// them with their reasons; first with at least the three best shown.
	// The three best with a reason at big text's sizes; else at normal
	// text's (none below big text's own least where big text is off).
	three := min(n, 3)
	try := func(spans [][2]int, rHi, rLo int) bool {
		for _, span := range spans {
			for r := rHi; r >= rLo; r-- {
				for k := n; k >= max(r, three, 1); k-- {
					for i := span[0]; i < span[1]; i++ {
						if height(i, k, r) <= avail {
							lay(i, k, r)
							return true
						}
					}
				}
			}
		}
		return false
	}
	spans := [][2]int{{0, bigN}, {bigN, len(pxs)}}
	if try(spans, n, max(three, 1)) {
		return h
	}
	// The three best alone, each with its reason, at a size down to 0.6
	// of normal text's, before a reason is left out (the second and third
	// choices' had gone where a little smaller text held them); not with
	// big text, whose reader needs the size more than the reasons.
	if !a.Settings.BigText {
		for px, floor := pxs[len(pxs)-1]*0.95, math.Max(l.Min, l.Base*0.6); px >= floor; px *= 0.95 {
			pxs, at = append(pxs, px), append(at, nil)
			if i := len(pxs) - 1; height(i, three, three) <= avail {
				lay(i, three, three)
				return h
			}
		}
	}
	if try(spans, three-1, 1) {
		return h
	}
	for _, least := range []int{three, 1} {
		for r := n; r >= 0; r-- {
			for k := n; k >= max(r, least, 1); k-- {
				for i := range pxs[:bigN] {
					if height(i, k, r) <= avail {
						lay(i, k, r)
						return h
					}
				}
			}
		}
	}
	lay(bigN-1, min(n, 1), 0) // not even that: the best choice at the least size
	return h
}

// hintChoices cuts the hint's lines into its choices: each its line, then
// its reason where it has one.
func hintChoices(ls []layout.Line) [][]layout.Line {
	var out [][]layout.Line
	start := 0
	for i, ln := range ls {
		if ln.Style == layout.TextDim && len(out) > 0 {
			out[len(out)-1] = ls[start : i+1]
			continue
		}
		start = i
		out = append(out, ls[i:i+1])
	}
	return out
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
