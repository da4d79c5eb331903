package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
)

// The panels: the point log, the hint, the overlays over the table (the
// rules, the count, "new match?", the end box) and the declaration's.

func (d *drawer) log(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	r := l.LogText
	d.panel(dst, r)
	fs := l.LogFS
	lh := fs * play.LogLead
	v := a.Play.Log()
	d.scrollMarks(dst, a, r.X+r.W-2, r.Y+l.Pad/2, r.Y+r.H-l.Pad/2, v.Older, v.Newer)
	y := r.Y + l.Pad/2
	for i, ln := range v.Lines[v.Start:v.End] {
		if i == 0 && v.Cut {
			ln = v.Lead
		}
		c := d.pal.dim
		if ln.Style == layout.TextBody {
			c = d.pal.text
		}
		d.text(dst, ln.Text, art.Body, fs, r.X+l.Pad*0.75+ln.X, y, left, c, 1)
		y += lh
	}
}

// hint draws the expert's advice (ui.App.HintLines, asked for once) in
// its panel: a title, each choice best first with its win chance (and
// points), and its reason under it; the text shrinks until it all fits.
func (d *drawer) hint(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	p := a.Play.HintPanel()
	k := [3]int{a.Play.HintGen(), int(p.W), int(p.H * 4)}
	if k != d.words.hintKey {
		d.words.hintKey = k
		d.words.hint = a.Play.HintFit()
	}
	h := &d.words.hint
	p = a.Play.HintBox(*h)
	solid := d.pal.panel
	solid.A = 255
	d.raise() // over the others' hands in a tall window (never over the pile, the count or the hand)
	d.rounded(dst, p, solid, d.pal.gold, 2)
	x, y := p.X+l.Pad, p.Y+l.Pad/2
	d.text(dst, play.HintTitle, art.Bold, h.TitlePX, x, y, left, d.pal.gold, 1)
	y += h.TitlePX * 1.7
	foot := h.FootPX * 1.6
	d.lines(dst, h.Lines, h.PX, x, y, layout.ParaLead, p.Y+p.H-foot+h.PX*0.1)
	d.text(dst, a.Play.HintFoot(), art.Body, h.FootPX, x, p.Y+p.H-foot+h.FootPX*0.2, left, d.pal.dim, 1)
}

func (d *drawer) overlay(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	t := a.Play.Table
	d.raise()
	if a.Play.Overlay != play.OvEnd { // the end box leaves the last pile in full view
		d.fill(dst, geom.Rect{W: l.W, H: l.H}, d.pal.shade)
	}
	p := a.Play.Panel()
	solid := d.pal.panel
	solid.A = 250
	if a.Play.Overlay == play.OvEnd {
		solid.A = 255
	}
	d.rounded(dst, p, solid, d.pal.gold, 2)
	fs := l.PanelFS // what is read in panels: larger with big text
	x, y := p.X+l.Pad*1.5, p.Y+l.Pad
	switch a.Play.Overlay {
	case play.OvRules:
		title, short := play.RulesTitle(t.RuleSet()), english.RulesShort
		if a.Play.Pages() > 1 {
			title += " · " + a.Play.PageLine()
			short += " · " + a.Play.PageLine()
		}
		y = d.panelTitle(dst, title, p, y, fs, short)
		d.rulesText(dst, a, x, y)
	case play.OvCount:
		title, short := english.CountTitle(t.Slots.Seats == 2 && t.Slots.Crib == 0), english.CountShort
		if a.Play.Pages() > 1 {
			title += " · " + a.Play.PageLine()
			short += " · " + a.Play.PageLine()
		}
		d.panelTitle(dst, title, p, y, fs, short)
		v := a.Play.CountText()
		d.panelHands(dst, a, v)
		d.columns(dst, &v.Columns, a.Play.Page, x, v.Top, v.H)
	case play.OvConfirm:
		y = d.panelTitle(dst, english.ConfirmTitle, p, y, fs, english.ConfirmTitleShort)
		lf := l.PPX(0.8)
		for _, s := range a.Play.ConfirmLines() {
			d.text(dst, s, art.Body, lf, p.X+p.W/2, y, centre, d.pal.text, 1)
			y += lf * 1.3
		}
	case play.OvEnd:
		d.endBox(dst, a, p)
	}
	bs, labels := a.Buttons()
	bf := math.Max(l.Min, fs*0.9)
	if a.Play.Overlay == play.OvEnd {
		bf = math.Max(l.Min, l.FS*0.9)
	}
	bf = math.Max(l.Min, layout.RowLabelPX(bs, labels, bf, d.labelWidth)) // one size for the row ("Title" stood larger than "Play again")
	for i, b := range bs {
		focus := a.Play.Overlay == play.OvConfirm && i == a.Focus&1 || a.Play.Overlay == play.OvEnd && i == a.Focus
		d.buttonIn(dst, b, labels[i], focus, a.Play.Spent(b), bf)
	}
}

// panelTitle draws an overlay's title (or, where it would not fit at the
// least size, the shorter one) and returns the y under it.
func (d *drawer) panelTitle(dst *ebiten.Image, title string, p geom.Rect, y, fs float64, short string) float64 {
	w := p.W - 24
	px := layout.FitPX(title, false, fs*1.4, w, d.minPX, d.titleWidth)
	if d.titleWidth(title, false, px) > w {
		title = short
		px = layout.FitPX(title, false, fs*1.4, w, d.minPX, d.titleWidth)
	}
	d.text(dst, title, art.Title, px, p.X+p.W/2, y, centre, d.pal.gold, 1)
	return y + fs*2.4
}

// titleWidth is ui.Measure for titles (the title face).
func (d *drawer) titleWidth(s string, _ bool, px float64) float64 { return d.advance(s, art.Title, px) }

// rulesText draws the rule set's page (play.RulesText) in the Rules
// panel, under its title at y.
func (d *drawer) rulesText(dst *ebiten.Image, a *ui.App, x, y float64) {
	v := a.Play.RulesText()
	d.columns(dst, &v.Columns, a.Play.Page, x, y, v.H)
}

// columns draws screen page of text laid out in columns (layout.Columns)
// from (x, y), h tall.
func (d *drawer) columns(dst *ebiten.Image, c *layout.Columns, page int, x, y, h float64) {
	page = min(page, len(c.Screens)-1)
	if page < 0 {
		return
	}
	for i, col := range c.Screens[page] {
		d.lines(dst, col, c.PX, x+float64(i)*(c.W+c.Gap), y, layout.ParaLead, y+h+c.PX*1.2)
	}
}

// endBox draws the end box's title and lines, where the model laid them
// out (play.Scene.EndText).
func (d *drawer) endBox(dst *ebiten.Image, a *ui.App, p geom.Rect) {
	l := &a.L
	if k := (endKey{linesHash(a.Play.EndLines()), p, l.FS}); k != d.words.endKey {
		d.words.endKey, d.words.end = k, a.Play.EndText()
	}
	v := &d.words.end
	title := a.Play.Table.WinTitle()
	tpx := layout.FitPX(title, false, v.TitlePX, p.W-l.Pad*2, l.Min, d.titleWidth)
	d.text(dst, title, art.Title, tpx, p.X+p.W/2, p.Y+l.Pad, centre, d.pal.gold, 1)
	y := v.Top
	for _, s := range v.Lines {
		if y > v.Limit {
			break
		}
		if s == "" {
			y += v.PX * layout.ParaLead / 2
			continue
		}
		d.text(dst, s, art.Body, v.PX, p.X+p.W/2, y, centre, d.pal.text, 1)
		y += v.PX * layout.ParaLead
	}
}

// panelHands draws every hand, the starter and the crib as cards at the
// top of the count panel, where the model laid them out (CountText), the
// others' face down until they are known.
func (d *drawer) panelHands(dst *ebiten.Image, a *ui.App, v *play.CountView) {
	l := &a.L
	t := a.Play.Table
	hands := t.PanelHands()
	crib := t.PanelCrib()
	labels, cards := v.Labels, v.Cards
	lpx := l.PX(0.75)
	k := 0
	for pl, h := range hands {
		seat := t.SeatAt(pl)
		d.fitLabel(dst, labels[pl], lpx, t.PanelHandLabel(pl), t.Voice.Short[seat])
		for _, c := range h {
			if t.PanelLaid(pl, c) {
				d.card(dst, d.cards.Face(c), cards[k], 1, 0.5, 0, 0)
			} else {
				d.panelCard(dst, c, cards[k])
			}
			k++
		}
	}
	if st := t.PanelStarter(); st.Valid() {
		sl := labels[len(hands)]
		d.fitLabel(dst, sl, lpx, t.Voice.StarterWord())
		d.panelCard(dst, st, cards[k])
	}
	k++
	if len(crib) > 0 {
		cl := labels[len(hands)+1]
		d.fitLabel(dst, cl, lpx, english.CribOf(t.Voice.Possessive(t.Dealer)), english.CribShort)
		for _, c := range crib {
			d.panelCard(dst, c, cards[k])
			k++
		}
	}
}

// fitLabel writes the first of labels that fits r's width (from px down
// to the least size), left in r; the last, made to fit, when none does.
func (d *drawer) fitLabel(dst *ebiten.Image, r geom.Rect, px float64, labels ...string) {
	s := labels[len(labels)-1]
	for _, ln := range labels {
		if d.labelWidth(ln, false, layout.FitPX(ln, false, px, r.W, d.minPX, d.labelWidth)) <= r.W {
			s = ln
			break
		}
	}
	d.text(dst, s, art.Body, layout.FitPX(s, false, px, r.W, d.minPX, d.labelWidth), r.X, r.Y, left, d.pal.dim, 1)
}

// panelCard draws a card in a panel: its face, or its back when unknown.
func (d *drawer) panelCard(dst *ebiten.Image, c engine.Card, r geom.Rect) {
	img := d.cards.Back()
	if c.Valid() {
		img = d.cards.Face(c)
	}
	d.card(dst, img, r, 1, 1, 0, 0)
}

// declarePanel draws the declaration's panel (MacGregor's claims): its
// title, the declaration so far, and a button for each kind a declaration
// may name, with Undo and Declare.
func (d *drawer) declarePanel(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	t := a.Play.Table
	p := a.Play.DeclarePanel()
	d.raise()
	solid := d.pal.panel
	solid.A = 245
	d.rounded(dst, p, solid, d.pal.gold, 2)
	px := l.PX(0.8)
	st := a.Play.DeclareStarter()
	w := st.X - p.X - l.Pad
	cx := p.X + l.Pad/2 + w/2
	title := english.DeclareTitle(t.Voice.StarterWord())
	d.text(dst, title, art.Bold, layout.FitPX(title, true, px, w, l.Min, d.measure), cx, p.Y+px*0.3, centre, d.pal.gold, 1)
	so := a.Play.DeclaredLine()
	d.text(dst, so, art.Body, layout.FitPX(so, false, px, w, l.Min, d.labelWidth), cx, p.Y+px*1.45, centre, d.pal.text, 1)
	if c := t.Sprites[t.Slots.Starter()].Card; c.Valid() {
		d.panelCard(dst, c, st)
	}
	bs, labels := a.Buttons()
	for i, b := range bs {
		if b.Do.Do == input.DoDeclare || i >= 6 {
			// The kind the arrows are on (Space adds it) is marked.
			focus := b.Do.Do == input.DoDeclare && b.Do.Arg == a.Focus && !a.Touch
			d.button(dst, b, labels[i], focus, l.PX(0.8))
		}
	}
}
