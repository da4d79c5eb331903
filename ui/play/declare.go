package play

import (
	"math"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/table"
)

// The declaration's panel (MacGregor's claims): a button for each kind
// the game lets a declaration name, the starter at its head.

// DeclarePanel is where a declaration is made: over the table and the log
// down to the player's hand, which stays in sight; the starter it is
// counted with is shown in the panel's head (DeclareStarter). It ends
// where the turn line's own room begins: no card in the hand rises under
// it (Layout.TurnLift; its buttons' labels had gone under 12 px in a low
// window when the line rose for a picked card).
func (a *Scene) DeclarePanel() geom.Rect {
	l := &a.L
	bottom := l.Turn.Y + l.TurnLift() - l.Pad/4
	top := l.Play.Y
	if l.Portrait {
		top = l.Deal.Y + l.Deal.H + l.Pad/4
	}
	right := l.W - l.Pad
	return geom.Rect{X: l.Pad, Y: top, W: right - l.Pad, H: bottom - top}
}

// DeclareStarter is where the declaration's panel shows the starter: at
// its head's right.
func (a *Scene) DeclareStarter() geom.Rect {
	p := a.DeclarePanel()
	h := a.DeclareHead() - a.L.Pad/2
	w := h * 5 / 7
	return geom.Rect{X: p.X + p.W - w - a.L.Pad/2, Y: p.Y + a.L.Pad/4, W: w, H: h}
}

// declareButtons are the declaration's panel: a button for each kind the
// game lets a declaration name, Undo and Declare.
func (a *Scene) declareButtons(d table.Decision, bs []input.Button, labels []string) ([]input.Button, []string) {
	l := &a.L
	p := a.DeclarePanel()
	px := math.Max(l.Min, l.PX(0.8))
	head := a.DeclareHead() // the title and the declaration so far
	n := len(d.Declarable) + 2
	gap := l.Pad / 3
	widest := 0.0
	for _, c := range d.Declarable {
		widest = math.Max(widest, labelEms(declareLabel(c))*px+16)
	}
	cols := clampI(int((p.W-l.Pad+gap)/(widest+gap)), 1, 6)
	rows := (n + cols - 1) / cols
	bh := math.Min(math.Max(l.FS*1.8, px*2.2), (p.H-head-l.Pad/2-float64(rows)*gap)/float64(rows))
	bw := (p.W - l.Pad - float64(cols-1)*gap) / float64(cols)
	for i := range n {
		c, r := i%cols, i/cols
		rect := geom.Rect{X: p.X + l.Pad/2 + float64(c)*(bw+gap), Y: p.Y + head + float64(r)*(bh+gap), W: bw, H: bh}
		switch {
		case i < len(d.Declarable):
			bs = append(bs, input.Button{Rect: rect, Do: input.Intent{Do: input.DoDeclare, Arg: i}})
			labels = append(labels, declareLabel(d.Declarable[i]))
		case i == len(d.Declarable):
			bs = append(bs, input.ButtonAt(input.DoUndo, rect))
			labels = append(labels, english.UndoButton)
		default:
			bs = append(bs, input.ButtonAt(input.DoDone, rect))
			labels = append(labels, english.DeclareButton)
		}
	}
	return bs, labels
}

// declareLabel is a declarable kind on its button: "double pair royal
// 12", "fifteen 2".
func declareLabel(c engine.Combo) string { return english.DeclareLabel(c) }

// DeclareHead is the height of the declaration panel's title and its
// line so far.
func (a *Scene) DeclareHead() float64 { return math.Max(a.L.Min, a.L.PX(0.8))*2.8 + a.L.Pad/4 }

// DeclaredLine is the declaration so far, as it will be called: "So far:
// fifteen two, a pair is four".
func (a *Scene) DeclaredLine() string { return english.DeclaredSoFar(a.Table.Claimed()) }
